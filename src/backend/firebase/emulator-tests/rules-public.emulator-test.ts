/**
 * firestore.rules for public boards (issue 27 item 1): a board whose `publicView` is set is readable by anyone,
 * signed in or not — the board, its lists, cards, attachment records and tombstones; its comments and activity
 * only with `publicView.comments` — and writable by no one outside it. Only owners and admins set `publicView`,
 * and only to null or exactly {comments, searchEngines} as booleans. Member names, invites and accounts are never
 * readable through a public board. Each refusal sits beside the same operation allowed (another reader, another
 * board state or a well-formed value), so a rule that refuses everything cannot pass. Needs the Firestore emulator.
 */
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { PublicView } from '../../../domain/model';
import {
  addCard,
  addList,
  asAdmin,
  boardData,
  cardData,
  clientDb,
  commentBatch,
  commentData,
  listData,
  paths,
  SEED,
  uidOf,
  useRulesEnvironment,
  type MatrixRole,
} from './rules-setup';

type Outcome = 'allowed' | 'refused';

/** Whether the rules allowed `work`; any error but a refusal fails the test as itself. */
async function outcome(work: Promise<unknown>): Promise<Outcome> {
  try {
    await work;
    return 'allowed';
  } catch (e) {
    if ((e as { code?: string }).code === 'permission-denied') return 'refused';
    throw e;
  }
}

/** Sets the seeded board's `publicView` with the rules off (null: private). */
const setPublicView = (view: PublicView | null) =>
  asAdmin((db) => updateDoc(doc(db, paths.board()), { publicView: view }));

const VIEW_ONLY: PublicView = { comments: false, searchEngines: false };
const WITH_COMMENTS: PublicView = { comments: true, searchEngines: true };

/** Every read a public board's page makes: the board, its (open) lists and cards, a card's records. */
const READS = [
  'board',
  'lists',
  'open lists',
  'cards',
  'open cards',
  'card',
  'attachments',
  'attachment',
  'tombstones',
  'comments',
  'activity',
] as const;
type ReadName = (typeof READS)[number];
/** The reads a public board allows only when it shows its comments. */
const TALK: readonly ReadName[] = ['comments', 'activity'];

function boardReads(db: Firestore): Record<ReadName, () => Promise<unknown>> {
  const lists = collection(db, `${paths.board()}/lists`);
  const cards = collection(db, `${paths.board()}/cards`);
  return {
    board: () => getDoc(doc(db, paths.board())),
    lists: () => getDocs(lists),
    'open lists': () => getDocs(query(lists, where('archivedAt', '==', null))),
    cards: () => getDocs(cards),
    'open cards': () => getDocs(query(cards, where('archivedAt', '==', null))),
    card: () => getDoc(doc(db, paths.card())),
    attachments: () => getDocs(collection(db, `${paths.card()}/attachments`)),
    attachment: () => getDoc(doc(db, paths.attachment('att-1'))),
    tombstones: () => getDocs(collection(db, `${paths.board()}/tombstones`)),
    comments: () => getDocs(collection(db, `${paths.card()}/comments`)),
    activity: () => getDocs(collection(db, `${paths.board()}/activity`)),
  };
}

/** The outcome of every read by `reader` (null: signed out), by name. */
async function readOutcomes(reader: MatrixRole | null): Promise<Record<ReadName, Outcome>> {
  const reads = boardReads(clientDb(reader));
  const results = await Promise.all(READS.map((name) => outcome(reads[name]())));
  return Object.fromEntries(READS.map((name, i) => [name, results[i]])) as Record<ReadName, Outcome>;
}

/** Every read expected as `outcomeOf(name)`. */
const expected = (outcomeOf: (name: ReadName) => Outcome) =>
  Object.fromEntries(READS.map((name) => [name, outcomeOf(name)])) as Record<ReadName, Outcome>;

/** A public board without its comments: everything but comments and activity. */
const withoutTalk = expected((name) => (TALK.includes(name) ? 'refused' : 'allowed'));

// Refusals are half of this file: the SDK's warning for each would bury the report.
setLogLevel('silent');

describe('firestore.rules: public boards (issue 27 item 1)', () => {
  useRulesEnvironment();

  /** A tombstone beside the seed (a card deleted for good), so the tombstone read returns a document. */
  const seedTombstone = () =>
    asAdmin((db) =>
      setDoc(doc(db, `${paths.board()}/tombstones/gone-card`), { kind: 'card', deletedAt: Timestamp.now() }),
    );

  describe.each([
    ['signed out', null],
    ['a signed-in stranger', 'none'],
  ] as const)('read %s', (_label, reader) => {
    it('reads nothing of a private board; the board, lists, cards, attachments, tombstones once public', async () => {
      await seedTombstone();
      // The same reads as a member: allowed, so the refusals below are the board's privacy, not a broken read.
      expect(await readOutcomes('observer')).toEqual(expected(() => 'allowed'));
      expect(await readOutcomes(reader)).toEqual(expected(() => 'refused'));

      await setPublicView(VIEW_ONLY);
      expect(await readOutcomes(reader)).toEqual(withoutTalk);
      // What the reads return (the seeded list pair, card, attachment record, tombstone), not just no refusal.
      const db = clientDb(reader);
      expect((await getDoc(doc(db, paths.board()))).get('publicView')).toEqual(VIEW_ONLY);
      expect((await getDocs(collection(db, `${paths.board()}/lists`))).size).toBe(2);
      expect((await getDocs(collection(db, `${paths.board()}/cards`))).docs.map((d) => d.id)).toEqual([
        SEED.cardId,
      ]);
      expect((await getDocs(collection(db, `${paths.card()}/attachments`))).size).toBe(1);
      expect((await getDocs(collection(db, `${paths.board()}/tombstones`))).size).toBe(1);
    });

    it('reads comments and activity only while the board shows its comments', async () => {
      await setPublicView(WITH_COMMENTS);
      expect(await readOutcomes(reader)).toEqual(expected(() => 'allowed'));
      expect((await getDocs(collection(clientDb(reader), `${paths.card()}/comments`))).size).toBe(4);
      await setPublicView({ comments: false, searchEngines: true });
      expect(await readOutcomes(reader)).toEqual(withoutTalk);
    });

    it('reads nothing once the board is private again, nor while a public board is being imported', async () => {
      await setPublicView(VIEW_ONLY);
      expect((await readOutcomes(reader)).board).toBe('allowed');
      // The owner makes it private again, as the app does (a board update).
      await updateDoc(doc(clientDb('owner'), paths.board()), {
        publicView: null,
        updatedAt: serverTimestamp(),
      });
      expect(await readOutcomes(reader)).toEqual(expected(() => 'refused'));

      await asAdmin((db) =>
        updateDoc(doc(db, paths.board()), { publicView: WITH_COMMENTS, importState: 'importing' }),
      );
      expect(await readOutcomes(reader)).toEqual(expected(() => 'refused'));
      expect((await readOutcomes('owner')).board).toBe('allowed');
    });

    it('never reads member names, invites, accounts or inboxes through a public board', async () => {
      await asAdmin(async (db) => {
        await setDoc(doc(db, `boardMembers/${SEED.boardId}`), {
          [uidOf('owner')]: { role: 'owner', name: 'O' },
        });
        await setDoc(doc(db, 'calendarFeeds/feed-1'), { boardId: SEED.boardId, uid: uidOf('owner') });
        await setDoc(doc(db, `users/${uidOf('owner')}/settings/notifications`), {
          updatedAt: Timestamp.now(),
        });
        await setDoc(doc(db, `users/${uidOf('owner')}/devices/fid-1`), {
          pushEnabled: true,
          updatedAt: Timestamp.now(),
        });
      });
      await setPublicView(WITH_COMMENTS);
      const owner = uidOf('owner');
      const userDocs = [
        `boardMembers/${SEED.boardId}`,
        `users/${owner}`,
        `users/${owner}/inbox/n-1`,
        `users/${owner}/settings/notifications`,
        `users/${owner}/devices/fid-1`,
      ];
      const get = (db: Firestore, path: string) => outcome(getDoc(doc(db, path)));
      // Their own readers read them (the board's members, the account): the shapes are sound.
      expect(await Promise.all(userDocs.map((p) => get(clientDb('owner'), p)))).toEqual(
        userDocs.map(() => 'allowed'),
      );
      const db = clientDb(reader);
      expect(await get(db, paths.board())).toBe('allowed');
      expect(await Promise.all(userDocs.map((p) => get(db, p)))).toEqual(userDocs.map(() => 'refused'));
      // Cloud Functions' own documents: nobody.
      expect(await get(db, 'invites/inv-1')).toBe('refused');
      expect(await get(db, 'calendarFeeds/feed-1')).toBe('refused');
      expect(await outcome(getDocs(collection(db, 'invites')))).toBe('refused');
      expect(await outcome(getDocs(collection(db, `users/${owner}/inbox`)))).toBe('refused');
    });

    it('does not find a public board among the boards: that query stays members-only', async () => {
      await setPublicView(VIEW_ONLY);
      const boards = collection(clientDb(reader), 'boards');
      const mine = query(
        collection(clientDb('owner'), 'boards'),
        where('memberIds', 'array-contains', uidOf('owner')),
      );
      expect(await outcome(getDocs(mine))).toBe('allowed');
      const theirs = query(boards, where('memberIds', 'array-contains', uidOf('owner')));
      expect(await outcome(getDocs(theirs))).toBe('refused');
      expect(await outcome(getDocs(query(boards, where('publicView', '!=', null))))).toBe('refused');
      expect(await outcome(getDocs(boards))).toBe('refused');
    });

    it('writes nothing on a public board: cards, lists, comments, attachments, the board', async () => {
      await setPublicView(WITH_COMMENTS);
      const db = clientDb(reader);
      const uid = reader === null ? 'signed-out-uid' : uidOf(reader);
      const member = clientDb('member');
      const now = serverTimestamp;
      // Each write by the stranger, then the same by a member or the owner (allowed: the shape is sound).
      const writes: [string, (d: Firestore, as: string) => Promise<unknown>, MatrixRole][] = [
        ['create a card', (d, as) => addCard(d, `card-by-${as}`, cardData(as)), 'member'],
        [
          'rename a card',
          (d) => updateDoc(doc(d, paths.card()), { title: 'Mine', updatedAt: now() }),
          'member',
        ],
        ['create a list', (d, as) => addList(d, `list-by-${as}`, listData()), 'member'],
        [
          'rename a list',
          (d) => updateDoc(doc(d, paths.list()), { title: 'Mine', updatedAt: now() }),
          'member',
        ],
        ['comment', (d, as) => commentBatch(d, `comment-by-${as}`, commentData(as)).commit(), 'observer'],
        [
          'rename the board',
          (d) => updateDoc(doc(d, paths.board()), { title: 'Mine', updatedAt: now() }),
          'owner',
        ],
        [
          'make it private',
          (d) => updateDoc(doc(d, paths.board()), { publicView: null, updatedAt: now() }),
          'owner',
        ],
        ['delete an attachment record', (d) => deleteDoc(doc(d, paths.attachment('att-1'))), 'member'],
      ];
      const byStranger = await Promise.all(writes.map(([, write]) => outcome(write(db, uid))));
      expect(Object.fromEntries(writes.map(([name], i) => [name, byStranger[i]]))).toEqual(
        Object.fromEntries(writes.map(([name]) => [name, 'refused'])),
      );
      for (const [name, write, role] of writes) {
        expect([
          name,
          await outcome(write(role === 'member' ? member : clientDb(role), uidOf(role))),
        ]).toEqual([name, 'allowed']);
      }
    });
  });

  describe('who sets publicView', () => {
    const setView = (role: MatrixRole | null, view: unknown) =>
      outcome(
        updateDoc(doc(clientDb(role), paths.board()), { publicView: view, updatedAt: serverTimestamp() }),
      );

    it('owners and admins make a board public and private again; members, observers and strangers cannot', async () => {
      expect(await setView('member', VIEW_ONLY)).toBe('refused');
      expect(await setView('observer', VIEW_ONLY)).toBe('refused');
      expect(await setView('none', VIEW_ONLY)).toBe('refused');
      expect(await setView(null, VIEW_ONLY)).toBe('refused');
      expect(await setView('admin', VIEW_ONLY)).toBe('allowed');
      expect(await setView('owner', WITH_COMMENTS)).toBe('allowed');
      expect(await setView('member', null)).toBe('refused');
      expect(await setView('observer', null)).toBe('refused');
      expect(await setView('admin', null)).toBe('allowed');
      expect(await setView('owner', { comments: false, searchEngines: true })).toBe('allowed');
      // Deleting the field is private too (absent = private).
      expect(await setView('member', deleteField())).toBe('refused');
      expect(await setView('owner', deleteField())).toBe('allowed');
      expect((await getDoc(doc(clientDb('owner'), paths.board()))).data()).not.toHaveProperty('publicView');
    });

    it('refuses a malformed publicView beside a well-formed one', async () => {
      const malformed: [string, unknown][] = [
        ['an extra key', { ...VIEW_ONLY, everyone: true }],
        ['a key missing', { comments: true }],
        ['no keys', {}],
        ['comments not a boolean', { comments: 'yes', searchEngines: false }],
        ['searchEngines not a boolean', { comments: false, searchEngines: 1 }],
        ['a string', 'public'],
        ['true', true],
        ['a list', [true, false]],
      ];
      const outcomes = await Promise.all(malformed.map(([, view]) => setView('owner', view)));
      expect(Object.fromEntries(malformed.map(([label], i) => [label, outcomes[i]]))).toEqual(
        Object.fromEntries(malformed.map(([label]) => [label, 'refused'])),
      );
      expect(await setView('owner', VIEW_ONLY)).toBe('allowed');
      // Only with the server's time, as every board update.
      const stale = { publicView: WITH_COMMENTS, updatedAt: Timestamp.fromMillis(1) };
      expect(await outcome(updateDoc(doc(clientDb('owner'), paths.board()), stale))).toBe('refused');
    });

    it('is never set at create: a new board is private', async () => {
      const uid = uidOf('none');
      const db = clientDb('none');
      const plain = boardData({ [uid]: 'owner' }, { openLists: 0, openCards: 0 });
      expect(await outcome(setDoc(doc(db, 'boards/new-public'), { ...plain, publicView: VIEW_ONLY }))).toBe(
        'refused',
      );
      expect(await outcome(setDoc(doc(db, 'boards/new-public'), { ...plain, publicView: null }))).toBe(
        'refused',
      );
      expect(await outcome(setDoc(doc(db, 'boards/new-public'), plain))).toBe('allowed');
    });

    it('is not changed while the board is being imported', async () => {
      await asAdmin((db) => updateDoc(doc(db, paths.board()), { importState: 'importing' }));
      expect(await setView('owner', VIEW_ONLY)).toBe('refused');
      await asAdmin((db) => updateDoc(doc(db, paths.board()), { importState: null }));
      expect(await setView('owner', VIEW_ONLY)).toBe('allowed');
    });
  });
});
