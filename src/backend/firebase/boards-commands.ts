/**
 * Board and list commands of the Firebase BoardsPort: parse, check the role and limits, queue one change (shown in
 * the replica at once; a new, archived or restored list counted on the board's tally in it: writes.ts
 * `countOnBoard`).
 */
import {
  boardPatchSchema,
  createBoardInputSchema,
  createListInputSchema,
  listPatchSchema,
} from '../../domain/inputs';
import { defaultLabels } from '../../domain/labels';
import { docPaths } from '../../domain/sync/paths';
import { serverTime } from '../../domain/sync/writes';
import { parseOrThrow } from '../../domain/validate';
import type { BoardsPort } from '../ports';
import { checkListRoom, requireBoard, requireList, requireSession, requireUser, type Access } from './access';
import { archiveActivity } from '../../domain/archive-activity';
import { addActivity, commit, countOnBoard, newBatch, queue } from './writes';
import { recordSync } from '../local/replica/board-state';

type BoardCommands = Pick<BoardsPort, 'createBoard' | 'updateBoard' | 'createList' | 'updateList'>;

/** The board and list commands, acting as `a.currentUser()`. */
export function createBoardCommands(a: Access): BoardCommands {
  return {
    async createBoard(input) {
      const { uid } = requireUser(a.currentUser);
      const { id, title, background } = parseOrThrow(createBoardInputSchema, input, 'Board');
      const b = newBatch(id, { action: 'board.create', title });
      b.set(docPaths.board(id), {
        title,
        description: '',
        background,
        labels: defaultLabels(),
        roles: { [uid]: 'owner' },
        memberIds: [uid],
        createdBy: uid,
        createdAt: serverTime(),
        updatedAt: serverTime(),
        archivedAt: null,
        importState: null,
        // The tally of open lists and cards the rules check the limits against (writes.ts countOnBoard).
        openLists: 0,
        openCards: 0,
      });
      addActivity(b, id, { type: 'board.create', actorUid: uid, data: { title } });
      const { ack } = await queue(a, b);
      // The replica holds all of a board made here: its sync needs no copy from the server, only what comes next.
      await recordSync(requireSession(a).replica, id, 0, Date.now());
      await ack;
    },

    async updateBoard(boardId, patch) {
      const { uid } = requireUser(a.currentUser);
      const { archivedAt, ...rest } = parseOrThrow(boardPatchSchema, patch, 'Board');
      let board = null;
      if (archivedAt !== undefined) board = await requireBoard(a, boardId, uid, 'board.archive');
      if (Object.keys(rest).length > 0 || archivedAt === undefined) {
        board = await requireBoard(a, boardId, uid, 'board.update');
      }
      const b = newBatch(boardId, { action: 'board.update', title: board?.title });
      const archived = archivedAt === undefined ? {} : { archivedAt };
      b.update(docPaths.board(boardId), { ...rest, ...archived, updatedAt: serverTime() });
      await commit(a, b);
    },

    async createList(boardId, input) {
      const { uid } = requireUser(a.currentUser);
      const { id, title, rank } = parseOrThrow(createListInputSchema, input, 'List');
      const board = await requireBoard(a, boardId, uid, 'list.write');
      await checkListRoom(a, boardId);
      const b = newBatch(boardId, { action: 'list.create', title });
      b.set(docPaths.list(boardId, id), {
        title,
        rank,
        wipLimit: null,
        archivedAt: null,
        createdAt: serverTime(),
        updatedAt: serverTime(),
      });
      if (board.importState === null) countOnBoard(b, boardId, 'list', id, 1);
      addActivity(b, boardId, { type: 'list.create', actorUid: uid, listId: id, data: { title } });
      await commit(a, b);
    },

    async updateList(boardId, listId, patch) {
      const { uid } = requireUser(a.currentUser);
      const { archivedAt, ...rest } = parseOrThrow(listPatchSchema, patch, 'List');
      const board = await requireBoard(a, boardId, uid, 'list.write');
      const list = await requireList(a, boardId, listId);
      // Restoring an archived list makes it open again, so it must fit under the open-list limit.
      if (archivedAt === null && list.archivedAt !== null) await checkListRoom(a, boardId);
      const title = rest.title ?? list.title;
      const b = newBatch(boardId, { action: 'list.update', title: list.title });
      const archived = archivedAt === undefined ? {} : { archivedAt };
      b.update(docPaths.list(boardId, listId), { ...rest, ...archived, updatedAt: serverTime() });
      const archives = archivedAt != null && list.archivedAt === null;
      const restores = archivedAt === null && list.archivedAt !== null;
      if ((archives || restores) && board.importState === null) {
        countOnBoard(b, boardId, 'list', listId, archives ? -1 : 1);
      }
      const logged = archiveActivity('list', list.archivedAt !== null, archivedAt, title);
      if (logged) addActivity(b, boardId, { actorUid: uid, listId, ...logged });
      await commit(a, b);
    },
  };
}
