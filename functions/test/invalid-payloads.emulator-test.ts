/**
 * Every callable fed generated invalid payloads (issue 28 item 7, last bullet): fast-check breaks a sound input one
 * way at a time — not an object, a field of the wrong type, a required field missing, a string past its limit, a
 * value out of range, an unknown key, an id that is a path, another board's id — and each call, made over the
 * callable protocol with a signed-in user's ID token, must be refused with `invalid-argument` or
 * `permission-denied` (another board's id: `permission-denied`), and nothing written: every document of the
 * Firestore emulator, with its update time, is the same after as before.
 *
 * The callables are those the Functions emulator lists (`/backends`, label `deployment-callable`): one added
 * without a case here fails the suite. Payloads are sampled with a fixed seed, so a run is repeatable; the counts
 * are printed. Runs in `npm run test:firebase`.
 */
import { gzipSync } from 'node:zlib';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../src/domain/ids';
import { emulatorAdmin } from './admin';
import { call, everyDocument, servedCallables, settled, signUp, warm } from './callable-probe';
import {
  brokenPayloads,
  jsonish,
  pathIdPayloads,
  type Breakage,
  type Caller,
  type Case,
  type Field,
  type Payload,
} from './broken-payloads';

/** Payloads sampled per callable: 13 callables × 16, under 60 s with the workers' cold starts on this machine. */
const RUNS = 16;
const SEED = 287;
/** Callables called at once (one worker each; a second call to a busy one would start another). */
const AT_ONCE = 3;
/** Calls stop being made past this (ms), under the test's 60 s. */
const BUDGET_MS = 50_000;

let admin: Firestore;

/** Olive owns A and A2, Mia is a member of A, Sam owns B, Dora owns D (and calls deleteAccountData). */
let people: Record<'owner' | 'member' | 'stranger' | 'leaver', Caller>;
const boards = { a: newId(), a2: newId(), b: newId(), d: newId() };
const ids = { list: newId(), list2: newId(), card: newId() };

/** A board document as the web adapter writes it. */
function boardDoc(roles: Record<string, string>) {
  return {
    title: 'Fuzzed',
    description: '',
    background: 'blue',
    labels: [],
    roles,
    memberIds: Object.keys(roles),
    createdBy: Object.keys(roles)[0],
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    archivedAt: null,
    importState: null,
  };
}

const ID = 128;
const boardField = (sound: () => string): Field => ({ sound: sound(), required: true, max: ID, board: true });
const token32 = fc.stringMatching(/^[A-Za-z0-9_-]{0,31}$|^[A-Za-z0-9_-]{33,40}$|^[^A-Za-z0-9_-]{32}$/);

/** Each callable's sound input (never sent) and its caller; built once the people and boards exist. */
function cases(): Record<string, Case> {
  const { owner, member, stranger, leaver } = people;
  const onA = () => ({ boardId: boardField(() => boards.a) });
  return {
    inviteMember: {
      caller: () => owner,
      fields: {
        ...onA(),
        role: {
          sound: 'member',
          required: true,
          max: 20,
          bad: fc.constantFrom('owner', 'Member', 'admin ', ''),
        },
        email: {
          sound: 'x@example.test',
          required: false,
          max: 254,
          bad: fc.constantFrom('not-an-address', '@', 'a@'),
        },
        expiresInMs: {
          sound: 86_400_000,
          required: false,
          bad: fc.oneof(
            fc.integer({ min: -1e9, max: 3_599_999 }),
            fc.constantFrom(2_592_000_001, Number.MAX_SAFE_INTEGER),
            // Not a whole number of milliseconds.
            fc.constant(3_600_000.5),
          ),
        },
      },
    },
    acceptInvite: {
      caller: () => stranger,
      fields: { token: { sound: 'A'.repeat(32), required: true, max: 32, bad: token32 } },
    },
    listInvites: { caller: () => owner, fields: onA() },
    revokeInvite: {
      caller: () => owner,
      fields: {
        ...onA(),
        inviteId: {
          sound: 'B'.repeat(43),
          required: true,
          max: 43,
          id: true,
          bad: fc.constantFrom('B'.repeat(42), '#'.repeat(43)),
        },
      },
    },
    setMemberRole: {
      caller: () => owner,
      fields: {
        ...onA(),
        uid: { sound: member.uid, required: true, max: ID, id: true },
        role: { sound: 'observer', required: true, max: 20, bad: fc.constantFrom('superuser', 'Owner', '') },
      },
    },
    removeMember: {
      caller: () => owner,
      fields: { ...onA(), uid: { sound: member.uid, required: true, max: ID, id: true } },
    },
    deleteBoard: { caller: () => owner, fields: onA() },
    deleteAccountData: {
      caller: () => leaver,
      fields: {
        confirm: { sound: true, required: true, bad: fc.constantFrom(false, 'true', 1) },
        dryRun: { sound: false, required: false },
      },
    },
    createCalendarFeed: { caller: () => owner, fields: onA() },
    // Revoking one's own link of a board one has left is sound: another board's id is not a refusal there.
    revokeCalendarFeed: { caller: () => owner, fields: onA(), without: ['other-board'] },
    boardSnapshot: { caller: () => owner, fields: onA() },
    importBoard: {
      caller: () => owner,
      // Past 9 MiB is one fixed case below, not 16 random requests of that size.
      fields: {
        gzip: {
          sound: gzipSync('{}').toString('base64'),
          required: true,
          bad: fc.oneof(
            fc.string({ maxLength: 40 }),
            jsonish.map((v) => gzipSync(JSON.stringify(v)).toString('base64')),
          ),
        },
        boardId: { sound: newId(), required: false, max: ID, id: true },
        proposedAt: { sound: Date.now(), required: false, bad: fc.constantFrom(0, -1, 1.5) },
      },
    },
    // a2 is the owner's alone: the sound call would copy a's members into it.
    copyMembers: {
      caller: () => owner,
      fields: { fromBoardId: boardField(() => boards.a), toBoardId: boardField(() => boards.a2) },
    },
    moveCardToBoard: {
      caller: () => owner,
      fields: {
        ...onA(),
        cardId: { sound: ids.card, required: true, max: ID, id: true },
        toBoardId: boardField(() => boards.a2),
        toListId: { sound: ids.list2, required: true, max: ID, id: true },
        rank: { sound: 'm', required: false, max: 256 },
        labelIds: {
          sound: [],
          required: false,
          bad: fc.constant(Array.from({ length: 100 }, (_, i) => `l${i}`)),
        },
      },
    },
  };
}

/**
 * Whether a payload broken by `breakage` was refused as it should be: another board's id with `permission-denied`;
 * a string past its limit with `invalid-argument` or Lanes' `limit-exceeded` (validate.ts parseOrThrow says "over
 * the limit of N", wire code `out-of-range`); anything else with `invalid-argument` or `permission-denied`.
 */
function refusedAsExpected(breakage: Breakage, code: string, appCode?: string): boolean {
  if (breakage === 'other-board') return code === 'permission-denied';
  if (breakage === 'oversize-string' && code === 'out-of-range') return appCode === 'limit-exceeded';
  return code === 'invalid-argument' || code === 'permission-denied';
}

/** Every document, path → update time, once the seed settled. */
let before: Map<string, string>;

beforeAll(async () => {
  const setUp = Date.now();
  admin = emulatorAdmin('invalid-payloads');
  await warm(await servedCallables());
  const warmed = Date.now();
  const [owner, member, stranger, leaver] = await Promise.all(
    ['Olive', 'Mia', 'Sam', 'Dora'].map((name) => signUp(name)),
  );
  if (!owner || !member || !stranger || !leaver) throw new Error('sign-up failed');
  people = { owner, member, stranger, leaver };
  const writes = admin.batch();
  writes.set(admin.doc(`boards/${boards.a}`), boardDoc({ [owner.uid]: 'owner', [member.uid]: 'member' }));
  writes.set(admin.doc(`boards/${boards.a2}`), boardDoc({ [owner.uid]: 'owner' }));
  writes.set(admin.doc(`boards/${boards.b}`), boardDoc({ [stranger.uid]: 'owner' }));
  writes.set(admin.doc(`boards/${boards.d}`), boardDoc({ [leaver.uid]: 'owner' }));
  const list = { title: 'To do', rank: 'm', archivedAt: null, createdAt: Timestamp.now() };
  writes.set(admin.doc(`boards/${boards.a}/lists/${ids.list}`), list);
  writes.set(admin.doc(`boards/${boards.a2}/lists/${ids.list2}`), list);
  writes.set(admin.doc(`boards/${boards.a}/cards/${ids.card}`), {
    title: 'Card',
    listId: ids.list,
    rank: 'm',
    archivedAt: null,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  await writes.commit();
  // The seed's boards set off mirrorBoardMembers (a cold start of seconds here): wait for its four mirrors.
  await vi.waitFor(
    async () => {
      const mirrors = await Promise.all(
        Object.values(boards).map((id) => admin.doc(`boardMembers/${id}`).get()),
      );
      expect(mirrors.every((m) => m.exists)).toBe(true);
    },
    { timeout: 30_000, interval: 500 },
  );
  before = await settled(admin);
  const seconds = (from: number, to = Date.now()) => ((to - from) / 1000).toFixed(1);
  console.log(
    `invalid payloads: workers started in ${seconds(setUp, warmed)} s, seed settled in ${seconds(warmed)} s`,
  );
}, 300_000);
afterAll(async () => {
  await Promise.all(Object.values(boards).map((id) => admin.recursiveDelete(admin.doc(`boards/${id}`))));
});

describe('every callable refuses generated invalid payloads and writes nothing', () => {
  it(
    'refuses each with invalid-argument or permission-denied; no document changes',
    { timeout: 60_000 },
    async () => {
      const started = Date.now();
      const all = cases();
      expect(await servedCallables(), 'a callable without a case here').toEqual(Object.keys(all).sort());

      const planned: { name: string; caller: Caller; payload: Payload }[] = [];
      for (const [name, c] of Object.entries(all)) {
        const payloads = fc.sample(brokenPayloads(c, boards.b), { numRuns: RUNS, seed: SEED });
        for (const payload of [...payloads, ...pathIdPayloads(c)])
          planned.push({ name, caller: c.caller(), payload });
      }
      planned.push({
        name: 'importBoard',
        caller: people.owner,
        payload: {
          breakage: 'oversize-string',
          field: 'gzip',
          data: { gzip: 'A'.repeat(9 * 1024 * 1024 + 1) },
        },
      });

      const outcomes: { name: string; payload: Payload; code: string; appCode?: string }[] = [];
      const queue = Object.keys(all).map((name) => planned.filter((p) => p.name === name));
      const worker = async () => {
        for (let batch = queue.shift(); batch; batch = queue.shift())
          for (const { name, caller, payload } of batch) {
            // Past the budget: stop, and let the count below say how many were not tried.
            if (Date.now() - started > BUDGET_MS) return;
            outcomes.push({ name, payload, ...(await call(name, caller, payload.data)) });
          }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, worker));
      const after = await everyDocument(admin);

      const refused = outcomes.filter((o) => refusedAsExpected(o.payload.breakage, o.code, o.appCode));
      const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
        (p) => before.get(p) !== after.get(p),
      );
      console.log(
        `invalid payloads: ${outcomes.length} tried, ${refused.length} refused, ${changed.length} documents written, ` +
          `${Object.keys(all).length} callables, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      const accepted = outcomes
        .filter((o) => !refused.includes(o))
        .map(
          (o) =>
            `${o.name} ${o.payload.breakage} ${o.payload.field ?? ''}: ${o.code}${o.appCode ? ` (${o.appCode})` : ''} ${JSON.stringify(o.payload.data).slice(0, 120)}`,
        );
      expect({ accepted, changed }).toEqual({ accepted: [], changed: [] });
      expect(outcomes).toHaveLength(planned.length);
    },
  );
});
