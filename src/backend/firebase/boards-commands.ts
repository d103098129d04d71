/**
 * Board and list commands of the Firebase BoardsPort: parse, check the role and limits, write one batch (a new,
 * archived or restored list counted on the board's tally in it: writes.ts `countOnBoard`).
 */
import { doc, serverTimestamp } from 'firebase/firestore';
import {
  boardPatchSchema,
  createBoardInputSchema,
  createListInputSchema,
  listPatchSchema,
} from '../../domain/inputs';
import { defaultLabels } from '../../domain/labels';
import { parseOrThrow } from '../../domain/validate';
import type { BoardsPort } from '../ports';
import { checkListRoom, requireBoard, requireList, requireUser, type Access } from './access';
import { toTimestamp } from './convert';
import { boardRef, listsCol } from './paths';
import { archiveActivity } from '../../domain/archive-activity';
import { addActivity, commit, countOnBoard, newBatch } from './writes';

type BoardCommands = Pick<BoardsPort, 'createBoard' | 'updateBoard' | 'createList' | 'updateList'>;

/** The board and list commands, acting as `a.currentUser()`. */
export function createBoardCommands(a: Access): BoardCommands {
  const { db } = a;
  return {
    async createBoard(input) {
      const { uid } = requireUser(a.currentUser);
      const { id, title, background } = parseOrThrow(createBoardInputSchema, input, 'Board');
      const b = newBatch(db);
      b.batch.set(boardRef(db, id), {
        title,
        description: '',
        background,
        labels: defaultLabels(),
        roles: { [uid]: 'owner' },
        memberIds: [uid],
        createdBy: uid,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        archivedAt: null,
        importState: null,
        // The tally of open lists and cards the rules check the limits against (writes.ts countOnBoard).
        openLists: 0,
        openCards: 0,
      });
      b.documents += 1;
      addActivity(db, b, id, { type: 'board.create', actorUid: uid, data: { title } });
      await commit(b);
    },

    async updateBoard(boardId, patch) {
      const { uid } = requireUser(a.currentUser);
      const { archivedAt, ...rest } = parseOrThrow(boardPatchSchema, patch, 'Board');
      if (archivedAt !== undefined) await requireBoard(a, boardId, uid, 'board.archive');
      if (Object.keys(rest).length > 0 || archivedAt === undefined) {
        await requireBoard(a, boardId, uid, 'board.update');
      }
      const b = newBatch(db);
      const archived = archivedAt === undefined ? {} : { archivedAt: toTimestamp(archivedAt) };
      b.batch.update(boardRef(db, boardId), { ...rest, ...archived, updatedAt: serverTimestamp() });
      b.documents += 1;
      await commit(b);
    },

    async createList(boardId, input) {
      const { uid } = requireUser(a.currentUser);
      const { id, title, rank } = parseOrThrow(createListInputSchema, input, 'List');
      const board = await requireBoard(a, boardId, uid, 'list.write');
      await checkListRoom(a, boardId);
      const b = newBatch(db);
      b.batch.set(doc(listsCol(db, boardId), id), {
        title,
        rank,
        wipLimit: null,
        archivedAt: null,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      b.documents += 1;
      if (board.importState === null) countOnBoard(db, b, boardId, 'list', id, 1);
      addActivity(db, b, boardId, { type: 'list.create', actorUid: uid, listId: id, data: { title } });
      await commit(b);
    },

    async updateList(boardId, listId, patch) {
      const { uid } = requireUser(a.currentUser);
      const { archivedAt, ...rest } = parseOrThrow(listPatchSchema, patch, 'List');
      const board = await requireBoard(a, boardId, uid, 'list.write');
      const list = await requireList(a, boardId, listId);
      // Restoring an archived list makes it open again, so it must fit under the open-list limit.
      if (archivedAt === null && list.archivedAt !== null) await checkListRoom(a, boardId);
      const b = newBatch(db);
      const archived = archivedAt === undefined ? {} : { archivedAt: toTimestamp(archivedAt) };
      b.batch.update(doc(listsCol(db, boardId), listId), {
        ...rest,
        ...archived,
        updatedAt: serverTimestamp(),
      });
      b.documents += 1;
      const archives = archivedAt != null && list.archivedAt === null;
      const restores = archivedAt === null && list.archivedAt !== null;
      if ((archives || restores) && board.importState === null) {
        countOnBoard(db, b, boardId, 'list', listId, archives ? -1 : 1);
      }
      const title = rest.title ?? list.title;
      const logged = archiveActivity('list', list.archivedAt !== null, archivedAt, title);
      if (logged) addActivity(db, b, boardId, { actorUid: uid, listId, ...logged });
      await commit(b);
    },
  };
}
