/**
 * firestore.rules matrix, part 1 — boards, lists, activity: each role (owner, admin, member, observer, none)
 * against each operation, expected as src/domain/permissions.ts says. Needs the Firestore emulator
 * (`npm run test:emulators`).
 */
import {
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { can } from '../../../domain/permissions';
import {
  addList,
  asAdmin,
  boardData,
  cardData,
  clientDb,
  commentBatch,
  commentData,
  expectRule,
  listData,
  MATRIX_ROLES,
  paths,
  roleOf,
  SEED,
  tally,
  uidOf,
  useRulesEnvironment,
  type MatrixRole,
} from './rules-setup';

describe('firestore.rules: boards', () => {
  useRulesEnvironment();

  describe.each(MATRIX_ROLES)('as %s', (role) => {
    const uid = uidOf(role);
    const db = () => clientDb(role);

    it(`${can(roleOf(role), 'board.read') ? 'reads' : 'cannot read'} the board`, async () => {
      await expectRule(can(roleOf(role), 'board.read'), getDoc(doc(db(), paths.board())));
    });

    it('lists only boards whose memberIds contain them; an unfiltered query is refused', async () => {
      const mine = query(collection(db(), 'boards'), where('memberIds', 'array-contains', uid));
      await expectRule(true, getDocs(mine));
      await expectRule(false, getDocs(collection(db(), 'boards')));
    });

    it('creates a board only as its sole owner', async () => {
      await expectRule(true, setDoc(doc(db(), 'boards/new-1'), boardData({ [uid]: 'owner' })));
      const withFriend = boardData({ [uid]: 'owner', friend: 'admin' });
      await expectRule(false, setDoc(doc(db(), 'boards/new-2'), withFriend));
      await expectRule(false, setDoc(doc(db(), 'boards/new-3'), boardData({ [uid]: 'admin' })));
      await expectRule(
        false,
        setDoc(doc(db(), 'boards/new-4'), boardData({ [uid]: 'owner' }, { memberIds: [] })),
      );
      await expectRule(false, setDoc(doc(db(), 'boards/new-5'), boardData({ someoneElse: 'owner' })));
      await expectRule(false, setDoc(doc(db(), 'boards/new-6'), boardData({ [uid]: 'owner' }, { extra: 1 })));
      const late = boardData({ [uid]: 'owner' }, { createdAt: Timestamp.fromMillis(1) });
      await expectRule(false, setDoc(doc(db(), 'boards/new-7'), late));
    });

    it(`${can(roleOf(role), 'board.update') ? 'renames' : 'cannot rename'} and archives the board`, async () => {
      const ref = doc(db(), paths.board());
      const allowed = can(roleOf(role), 'board.update');
      await expectRule(allowed, updateDoc(ref, { title: 'Renamed', updatedAt: serverTimestamp() }));
      await expectRule(
        can(roleOf(role), 'board.archive'),
        updateDoc(ref, { archivedAt: Timestamp.now(), updatedAt: serverTimestamp() }),
      );
    });

    it('never changes roles, memberIds, createdBy, or updatedAt to anything but the server time', async () => {
      const ref = doc(db(), paths.board());
      const now = serverTimestamp();
      await expectRule(false, updateDoc(ref, { 'roles.intruder-uid': 'owner', updatedAt: now }));
      await expectRule(false, updateDoc(ref, { [`roles.${uid}`]: 'observer', updatedAt: now }));
      await expectRule(false, updateDoc(ref, { memberIds: arrayUnion('intruder-uid'), updatedAt: now }));
      await expectRule(false, updateDoc(ref, { createdBy: 'intruder-uid', updatedAt: now }));
      await expectRule(false, updateDoc(ref, { title: 'x', updatedAt: Timestamp.fromMillis(1) }));
      await expectRule(false, updateDoc(ref, { title: 'x' }));
      await expectRule(false, updateDoc(ref, { title: '', updatedAt: now }));
      await expectRule(false, updateDoc(ref, { title: 'x'.repeat(513), updatedAt: now }));
      await expectRule(false, updateDoc(ref, { importState: 'importing', updatedAt: now }));
    });

    // Issue 27 item 4: marking a board a template is an ordinary board update, for owners and admins.
    it(`${can(roleOf(role), 'board.update') ? 'marks' : 'cannot mark'} the board a template and unmarks it`, async () => {
      const ref = doc(db(), paths.board());
      const allowed = can(roleOf(role), 'board.update');
      await expectRule(allowed, updateDoc(ref, { isTemplate: true, updatedAt: serverTimestamp() }));
      // Seeded as a template, so the unmarking changes the field for every role.
      await asAdmin((admin) => updateDoc(doc(admin, paths.board()), { isTemplate: true }));
      await expectRule(allowed, updateDoc(ref, { isTemplate: false, updatedAt: serverTimestamp() }));
    });

    // Issue 15 items 2 and 8: only the deleteBoard callable deletes a board (a tombstone keeps its id unclaimable).
    it('never deletes a board, not even the owner of one being imported', async () => {
      await expectRule(false, deleteDoc(doc(db(), paths.board())));
      await asAdmin((admin) => updateDoc(doc(admin, paths.board()), { importState: 'importing' }));
      await expectRule(false, deleteDoc(doc(db(), paths.board())));
    });
  });
});

describe('firestore.rules: lists', () => {
  useRulesEnvironment();

  describe.each(MATRIX_ROLES)('as %s', (role) => {
    const db = () => clientDb(role);
    const writer = can(roleOf(role), 'list.write');

    it(`${can(roleOf(role), 'board.read') ? 'reads' : 'cannot read'} lists`, async () => {
      await expectRule(can(roleOf(role), 'board.read'), getDocs(collection(db(), `${paths.board()}/lists`)));
      const open = query(collection(db(), `${paths.board()}/lists`), where('archivedAt', '==', null));
      await expectRule(can(roleOf(role), 'board.read'), getDocs(open));
    });

    it(`${writer ? 'creates' : 'cannot create'} a list; nobody with a bad shape`, async () => {
      // Each with the board's tally, as the adapter writes a list (rules-limits has the tally's own cases).
      await expectRule(writer, addList(db(), 'new', listData()));
      await expectRule(false, addList(db(), 'bad-1', listData({ title: ' ' })));
      await expectRule(false, addList(db(), 'bad-2', listData({ rank: '' })));
      await expectRule(false, addList(db(), 'bad-3', listData({ wipLimit: 0 })));
      await expectRule(false, addList(db(), 'bad-4', listData({ color: 'red' })));
      await expectRule(false, addList(db(), 'bad-5', listData({ createdAt: Timestamp.fromMillis(1) })));
    });

    it(`${writer ? 'moves, renames and archives' : 'cannot move'} a list with one write`, async () => {
      const ref = doc(db(), paths.list());
      const now = serverTimestamp();
      await expectRule(false, deleteDoc(ref));
      await expectRule(writer, updateDoc(ref, { rank: 'a5', updatedAt: now }));
      await expectRule(writer, updateDoc(ref, { title: 'Doing', wipLimit: 3, updatedAt: now }));
      await expectRule(false, updateDoc(ref, { archivedAt: Timestamp.now(), updatedAt: now }));
      const client = db();
      const archive = writeBatch(client);
      archive.update(doc(client, paths.list()), { archivedAt: Timestamp.now(), updatedAt: now });
      archive.update(doc(client, paths.board()), tally('list', SEED.listId, -1));
      await expectRule(writer, archive.commit());
      await expectRule(false, updateDoc(ref, { createdAt: now, updatedAt: now }));
      await expectRule(false, updateDoc(ref, { rank: 'a6' }));
      // Archived now (by writers): owners and admins may delete it for good, as from the Archived items panel.
      await expectRule(can(roleOf(role), 'board.update'), deleteDoc(ref));
    });
  });
});

describe('firestore.rules: activity', () => {
  useRulesEnvironment();

  /** What each kind of entry says (firestore.rules `validActivityData`). */
  const DATA: Record<string, Record<string, unknown>> = {
    'board.create': { title: 'Board' },
    'card.create': { title: 'Card' },
    'comment.create': { commentId: 'm1' },
  };
  const entry = (uid: string, type: string) => ({
    type,
    actorUid: uid,
    cardId: null,
    listId: null,
    data: DATA[type] ?? {},
    createdAt: serverTimestamp(),
  });

  describe.each(MATRIX_ROLES)('as %s', (role) => {
    const uid = uidOf(role);
    const db = () => clientDb(role);

    it(`${can(roleOf(role), 'board.read') ? 'reads' : 'cannot read'} the activity`, async () => {
      await expectRule(
        can(roleOf(role), 'board.read'),
        getDocs(collection(db(), `${paths.board()}/activity`)),
      );
    });

    it('adds entries for its own actions only, observers for comments only; never edits or deletes', async () => {
      const ref = (id: string) => doc(db(), paths.activity(id));
      // Each beside the change it reports, as the adapter writes them (issue 28 item 4.5).
      const client = db();
      const card = writeBatch(client);
      card.set(doc(client, paths.card('c1')), cardData(uid));
      card.update(doc(client, paths.board()), tally('card', 'c1', 1));
      card.set(doc(client, paths.activity('a1')), { ...entry(uid, 'card.create'), cardId: 'c1' });
      await expectRule(can(roleOf(role), 'card.write'), card.commit());
      const comment = commentBatch(client, 'm1', commentData(uid));
      comment.set(doc(client, paths.activity('a2')), {
        ...entry(uid, 'comment.create'),
        cardId: SEED.cardId,
      });
      await expectRule(can(roleOf(role), 'comment.create'), comment.commit());
      const someoneElse = uidOf(role === 'owner' ? 'member' : 'owner');
      await expectRule(false, setDoc(ref('a3'), entry(someoneElse, 'card.create')));
      await expectRule(false, setDoc(ref('a4'), entry(uid, 'member.add')));
      await expectRule(
        false,
        setDoc(ref('a5'), { ...entry(uid, 'card.create'), createdAt: Timestamp.now() }),
      );
      await expectRule(false, updateDoc(ref('act-1'), { data: { x: 1 } }));
      await expectRule(false, deleteDoc(ref('act-1')));
    });

    it('creates a board and its first activity entry in one batch', async () => {
      // One client for the batch and its references: each clientDb() call is another Firestore instance.
      const client = db();
      const batch = writeBatch(client);
      batch.set(doc(client, 'boards/fresh'), boardData({ [uid]: 'owner' }));
      batch.set(doc(client, 'boards/fresh/activity/first'), entry(uid, 'board.create'));
      await expectRule(true, batch.commit());
    });
  });

  it('refuses everything to a client that is not signed in', async () => {
    const db = clientDb(null);
    await expectRule(false, getDoc(doc(db, paths.board())));
    await expectRule(false, getDoc(doc(db, paths.board(SEED.otherBoardId))));
    await expectRule(false, getDocs(collection(db, `${paths.board()}/lists`)));
    await expectRule(false, setDoc(doc(db, 'boards/anon'), boardData({ anon: 'owner' })));
  });
});

// Issue 28 item 4.3: a label the app cannot read hides the whole board from every member — a delete in effect,
// which permissions.ts gives only to the owner.
describe('firestore.rules: board labels the app can read', () => {
  useRulesEnvironment();

  it('refuses labels the app cannot read, beside one it can', async () => {
    const labels = (label: unknown) =>
      updateDoc(doc(clientDb('admin'), paths.board()), {
        labels: [{ id: 'l1', name: '', color: 'green' }, label],
        updatedAt: serverTimestamp(),
      });
    await expectRule(false, labels({ id: 'l2', name: 'x'.repeat(101), color: 'red' }));
    await expectRule(false, labels({ id: 'l2', name: 'Bug', color: 'Red!' }));
    await expectRule(false, labels({ id: '', name: 'Bug', color: 'red' }));
    await expectRule(false, labels({ id: 'l2', name: 'Bug' }));
    await expectRule(false, labels({ id: 'l2', name: 'Bug', color: 'red', extra: 1 }));
    await expectRule(false, labels('red'));
    await expectRule(true, labels({ id: 'l2', name: 'Bug', color: 'red' }));
    // A new board with Trello's six default colours, as createBoard writes it.
    const owner = clientDb('member');
    const six = ['green', 'yellow', 'orange', 'red', 'purple', 'blue'].map((color, i) => ({
      id: `d${i}`,
      name: '',
      color,
    }));
    const board = boardData({ [uidOf('member')]: 'owner' }, { labels: six });
    await expectRule(true, setDoc(doc(owner, 'boards/fresh'), board));
    const bad = boardData(
      { [uidOf('member')]: 'owner' },
      { labels: [{ id: 'd0', name: 7, color: 'green' }] },
    );
    await expectRule(false, setDoc(doc(owner, 'boards/fresh-2'), bad));
  });
});

// Issue 27 item 4: `isTemplate`, a boolean set by owners and admins with a board update, never at create. Each
// refusal sits beside the same write allowed (another role, a boolean, a plain new board).
describe('firestore.rules: a board marked as a template', () => {
  useRulesEnvironment();

  const mark = (role: MatrixRole, value: unknown, updatedAt: unknown = serverTimestamp()) =>
    updateDoc(doc(clientDb(role), paths.board()), { isTemplate: value, updatedAt });

  it('owners and admins mark it and unmark it; members and observers cannot', async () => {
    await expectRule(false, mark('member', true));
    await expectRule(false, mark('observer', true));
    await expectRule(false, mark('none', true));
    await expectRule(true, mark('owner', true));
    await expectRule(false, mark('member', false));
    await expectRule(false, mark('observer', false));
    await expectRule(true, mark('owner', false));
    await expectRule(true, mark('admin', true));
    await expectRule(false, mark('observer', false));
    await expectRule(true, mark('admin', false));
    // Deleting the field unmarks it too (absent: not a template).
    await expectRule(true, mark('admin', true));
    await expectRule(false, mark('member', deleteField()));
    await expectRule(true, mark('owner', deleteField()));
    const data = (await getDoc(doc(clientDb('owner'), paths.board()))).data();
    expect(data).not.toHaveProperty('isTemplate');
  });

  it('refuses anything but a boolean, beside the same update with true', async () => {
    await expectRule(false, mark('owner', 'yes'));
    await expectRule(false, mark('owner', 1));
    await expectRule(false, mark('owner', null));
    await expectRule(false, mark('owner', { on: true }));
    await expectRule(false, mark('owner', [true]));
    await expectRule(true, mark('owner', true));
    // With the server's time only, as every board update.
    await expectRule(false, mark('admin', false, Timestamp.fromMillis(1)));
    await expectRule(false, updateDoc(doc(clientDb('admin'), paths.board()), { isTemplate: false }));
    await expectRule(true, mark('admin', false));
  });

  it('is never set at create: a new board is no template', async () => {
    const db = clientDb('none');
    const plain = boardData({ [uidOf('none')]: 'owner' });
    await expectRule(false, setDoc(doc(db, 'boards/new-template'), { ...plain, isTemplate: true }));
    await expectRule(false, setDoc(doc(db, 'boards/new-template'), { ...plain, isTemplate: false }));
    await expectRule(true, setDoc(doc(db, 'boards/new-template'), plain));
  });

  it('is not changed while the board is being imported', async () => {
    await asAdmin((db) => updateDoc(doc(db, paths.board()), { importState: 'importing' }));
    await expectRule(false, mark('owner', true));
    await asAdmin((db) => updateDoc(doc(db, paths.board()), { importState: null }));
    await expectRule(true, mark('owner', true));
  });
});
