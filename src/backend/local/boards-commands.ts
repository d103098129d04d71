/** Board and list commands of the local BoardsPort: parse, check the role, check limits, write in one transaction. */
import {
  boardPatchSchema,
  createBoardInputSchema,
  createListInputSchema,
  listPatchSchema,
} from '../../domain/inputs';
import type { Board } from '../../domain/model';
import { defaultLabels } from '../../domain/labels';
import { parseOrThrow } from '../../domain/validate';
import type { BoardsPort, User } from '../ports';
import { checkListRoom, requireBoard, requireList, requireUser } from './access';
import type { LanesDb } from './db';
import { archiveActivity } from '../../domain/archive-activity';
import { askToKeepStorage } from './keep-storage';
import { addActivity, writeTransaction } from './tx';

type BoardCommands = Pick<BoardsPort, 'createBoard' | 'updateBoard' | 'createList' | 'updateList'>;

/** The board and list commands over `db`, acting as `currentUser()`. */
export function createBoardCommands(db: LanesDb, currentUser: () => User | null): BoardCommands {
  return {
    async createBoard(input) {
      const { uid } = requireUser(currentUser);
      const { id, title, background } = parseOrThrow(createBoardInputSchema, input, 'Board');
      const now = Date.now();
      const board: Board = {
        id,
        title,
        description: '',
        background,
        labels: defaultLabels(),
        roles: { [uid]: 'owner' },
        memberIds: [uid],
        createdBy: uid,
        createdAt: now,
        updatedAt: now,
        archivedAt: null,
        importState: null,
      };
      await writeTransaction(db, [db.boards, db.activity], async (tally) => {
        await db.boards.add(board);
        tally.documents += 1;
        await addActivity(db, tally, { boardId: id, type: 'board.create', actorUid: uid, data: { title } });
      });
      void askToKeepStorage();
    },

    async updateBoard(boardId, patch) {
      const { uid } = requireUser(currentUser);
      const changes = parseOrThrow(boardPatchSchema, patch, 'Board');
      await writeTransaction(db, [db.boards], async (tally) => {
        const { archivedAt, ...rest } = changes;
        if (archivedAt !== undefined) await requireBoard(db, boardId, uid, 'board.archive');
        if (Object.keys(rest).length > 0 || archivedAt === undefined) {
          await requireBoard(db, boardId, uid, 'board.update');
        }
        await db.boards.update(boardId, { ...changes, updatedAt: Date.now() });
        tally.documents += 1;
      });
    },

    async createList(boardId, input) {
      const { uid } = requireUser(currentUser);
      const { id, title, rank } = parseOrThrow(createListInputSchema, input, 'List');
      await writeTransaction(db, [db.boards, db.lists, db.activity], async (tally) => {
        await requireBoard(db, boardId, uid, 'list.write');
        await checkListRoom(db, boardId);
        const now = Date.now();
        await db.lists.add({
          id,
          boardId,
          title,
          rank,
          wipLimit: null,
          archivedAt: null,
          createdAt: now,
          updatedAt: now,
        });
        tally.documents += 1;
        await addActivity(db, tally, {
          boardId,
          type: 'list.create',
          actorUid: uid,
          listId: id,
          data: { title },
        });
      });
    },

    async updateList(boardId, listId, patch) {
      const { uid } = requireUser(currentUser);
      const changes = parseOrThrow(listPatchSchema, patch, 'List');
      await writeTransaction(db, [db.boards, db.lists, db.activity], async (tally) => {
        await requireBoard(db, boardId, uid, 'list.write');
        const list = await requireList(db, boardId, listId);
        // Restoring an archived list makes it open again, so it must fit under the open-list limit.
        if (changes.archivedAt === null && list.archivedAt !== null) await checkListRoom(db, boardId);
        await db.lists.update(listId, { ...changes, updatedAt: Date.now() });
        tally.documents += 1;
        const title = changes.title ?? list.title;
        const logged = archiveActivity('list', list.archivedAt !== null, changes.archivedAt, title);
        if (logged) await addActivity(db, tally, { boardId, actorUid: uid, listId, ...logged });
      });
    },
  };
}
