/**
 * Every read and write the client makes on a board, as the Firebase adapter makes it (boards-commands.ts,
 * cards-commands.ts, delete-commands.ts, files.ts, the board's listeners), each with the permission
 * (src/domain/permissions.ts `BoardAction`) its command checks with `requireBoard` — or none when only a Cloud
 * Function makes it (membership, roles, deleting a board: the rules refuse every client). The permission matrix
 * (rules-drift-permissions.emulator-test.ts) runs each against every role.
 *
 * Each role acts on targets of its own (`t`, ids ending in the role), seeded by `prepare` with the rules off, so
 * the roles can act at the same time on one seeded board.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { listData, paths, SEED, tally } from '../rules-setup';
import { activity, board, now, t, type Operation } from './operation-kit';
import { CARD_WRITES, COMMENT_AND_FILE_WRITES } from './operations-cards';

export type { Actor, Operation } from './operation-kit';

/** Reads `path` (a document or a collection) as the board's listeners do. */
function read(path: string): Operation['run'] {
  return (db) => (path.split('/').length % 2 === 0 ? getDoc(doc(db, path)) : getDocs(collection(db, path)));
}

const READS: Operation[] = [
  { name: 'read the board', action: 'board.read', run: read(paths.board()) },
  {
    name: 'find the board among my boards (memberIds query)',
    action: 'board.read',
    run: async (db, a) => {
      const found = await getDocs(
        query(collection(db, 'boards'), where('memberIds', 'array-contains', a.uid ?? '')),
      );
      // Allowed for anyone signed in, but only a member finds the board.
      if (!found.docs.some((d) => d.id === SEED.boardId))
        throw Object.assign(new Error('not found'), { code: 'permission-denied' });
    },
  },
  { name: 'read the lists', action: 'board.read', run: read(`${paths.board()}/lists`) },
  { name: 'read the cards', action: 'board.read', run: read(`${paths.board()}/cards`) },
  { name: "read a card's comments", action: 'board.read', run: read(`${paths.card()}/comments`) },
  { name: "read a card's attachments", action: 'board.read', run: read(`${paths.card()}/attachments`) },
  { name: 'read the activity', action: 'board.read', run: read(`${paths.board()}/activity`) },
  { name: 'read the tombstones (sync)', action: 'board.read', run: read(`${paths.board()}/tombstones`) },
  { name: "read the board's member names", action: 'board.read', run: read(`boardMembers/${SEED.boardId}`) },
];

const BOARD_WRITES: Operation[] = [
  {
    name: 'rename the board',
    action: 'board.update',
    run: (db, a) => updateDoc(board(db), { title: t('Board', a), updatedAt: now() }),
  },
  {
    name: "change the board's labels",
    action: 'board.update',
    run: (db) =>
      updateDoc(board(db), { labels: [{ id: 'l1', name: 'Urgent', color: 'red' }], updatedAt: now() }),
  },
  {
    name: 'define a custom field',
    action: 'board.update',
    run: (db) =>
      updateDoc(board(db), {
        customFields: { f1: { name: 'Note', type: 'text', rank: 'a0', options: [], showOnCard: false } },
        updatedAt: now(),
      }),
  },
  {
    name: 'make the board public (publicView)',
    action: 'board.update',
    run: (db) =>
      updateDoc(board(db), { publicView: { comments: true, searchEngines: false }, updatedAt: now() }),
  },
  {
    // Right after the one above, so the operations after it find the board private, as seeded.
    name: 'make the board private again (publicView null)',
    action: 'board.update',
    run: (db) => updateDoc(board(db), { publicView: null, updatedAt: now() }),
  },
  {
    name: 'mark the board a template (isTemplate)',
    action: 'board.update',
    run: (db) => updateDoc(board(db), { isTemplate: true, updatedAt: now() }),
  },
  {
    // Right after the one above, so the operations after it find the board no template, as seeded.
    name: 'unmark it (isTemplate false)',
    action: 'board.update',
    run: (db) => updateDoc(board(db), { isTemplate: false, updatedAt: now() }),
  },
  {
    name: 'archive the board',
    action: 'board.archive',
    run: (db) => updateDoc(board(db), { archivedAt: Timestamp.now(), updatedAt: now() }),
  },
];

const LIST_WRITES: Operation[] = [
  {
    name: 'create a list',
    action: 'list.write',
    run: (db, a) => {
      const id = t('new-list', a);
      const batch = writeBatch(db).set(doc(db, paths.list(id)), listData());
      batch.update(board(db), tally('list', id, 1));
      batch.set(
        ...activity(db, a, t('log-list', a), { type: 'list.create', listId: id, data: { title: 'List' } }),
      );
      return batch.commit();
    },
  },
  {
    name: 'rename a list',
    action: 'list.write',
    run: (db, a) => updateDoc(doc(db, paths.list()), { title: t('List', a), updatedAt: now() }),
  },
  {
    name: 'archive a list',
    action: 'list.write',
    prepare: (db, a) => setDoc(doc(db, paths.list(t('open-list', a))), listData()),
    run: (db, a) => {
      const id = t('open-list', a);
      const batch = writeBatch(db).update(doc(db, paths.list(id)), {
        archivedAt: Timestamp.now(),
        updatedAt: now(),
      });
      batch.update(board(db), tally('list', id, -1));
      batch.set(
        ...activity(db, a, t('log-arch-list', a), {
          type: 'list.archive',
          listId: id,
          data: { title: 'List' },
        }),
      );
      return batch.commit();
    },
  },
  {
    name: 'delete an archived, empty list for good',
    // delete-commands.ts deleteList: requireBoard(…, 'board.update').
    action: 'board.update',
    prepare: (db, a) =>
      setDoc(doc(db, paths.list(t('old-list', a))), listData({ archivedAt: Timestamp.now() })),
    run: (db, a) => {
      const id = t('old-list', a);
      const batch = writeBatch(db).delete(doc(db, paths.list(id)));
      batch.set(doc(db, `${paths.board()}/tombstones/${id}`), { kind: 'list', deletedAt: now() });
      return batch.commit();
    },
  },
];

/** Writes only Cloud Functions make (the callables check permissions.ts themselves): no client may. */
const FUNCTION_WRITES: Operation[] = [
  {
    name: "change a member's role (roles)",
    action: null,
    run: (db) => updateDoc(board(db), { [`roles.${'member-uid'}`]: 'admin' }),
  },
  {
    name: 'remove a member (memberIds)',
    action: null,
    run: (db) => updateDoc(board(db), { memberIds: ['owner-uid'] }),
  },
  { name: 'delete the board', action: null, run: (db) => deleteDoc(board(db)) },
  {
    name: 'write an invite',
    action: null,
    run: (db, a) => setDoc(doc(db, `invites/${t('inv', a)}`), { boardId: SEED.boardId, role: 'admin' }),
  },
  {
    name: "write the board's member names",
    action: null,
    run: (db) => setDoc(doc(db, `boardMembers/${SEED.boardId}`), { x: 1 }),
  },
];

/** Every operation of the matrix. */
export const OPERATIONS: readonly Operation[] = [
  ...READS,
  ...BOARD_WRITES,
  ...LIST_WRITES,
  ...CARD_WRITES,
  ...COMMENT_AND_FILE_WRITES,
  ...FUNCTION_WRITES,
];
