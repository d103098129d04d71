// The handlers behave the same on the Dexie CallTx as on memory-tx.ts, where their own tests run: each scenario
// runs on both, from the same documents and the same random numbers, and must give the same answers (results or
// refusal codes and messages) and leave the same documents behind. Covers the role × action matrix, invites
// (single use, expiry, e-mail binding), the last owner, malformed input, deleting a board and an account.
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callHandlers, type CallHandler, type CallName, type DocData } from '../../domain/calls';
import { MemoryStore } from '../../domain/calls/memory-tx';
import {
  boardDoc,
  ctxOf,
  DEFAULT_ROLES,
  EVERYONE,
  NOW,
  seedBoardContent,
  storeWithBoard,
  U,
  type Who,
} from '../../domain/calls/test-fixtures';
import { paths } from '../../domain/calls/tx';
import { isAppError } from '../../domain/errors';
import { CALL_TABLES, locateDoc, pathOf, tableOf, type Row } from './call-paths';
import { runLocalCall } from './call-tx';
import { LanesDb } from './db';

/** One call of a scenario: which handler, as whom (a key of U or a uid), with what input, at what time. */
interface Step {
  call: CallName;
  as: Who | string | null;
  input: unknown;
  now?: number;
}

/** A step's outcome, comparable across stores. */
type Outcome = { ok: unknown } | { code: string; message: string };

/** Deterministic crypto.getRandomValues, so both stores get the same ids and invite tokens. */
function seededRandom(): void {
  let state = 7;
  vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
    if (array instanceof Uint8Array) {
      for (let i = 0; i < array.length; i += 1) {
        state = (state * 1103515245 + 12345) % 2147483648;
        array[i] = state % 256;
      }
    }
    return array;
  });
}

/** Documents without the ids their path already names (the local rows carry them as fields). */
function normalise(entries: [string, DocData | Row][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, data] of entries) {
    const ids = locateDoc(path).ids;
    out[path] = Object.fromEntries(Object.entries(data).filter(([k, v]) => !(k in ids && ids[k] === v)));
  }
  return out;
}

async function runSteps(steps: Step[], run: (step: Step) => Promise<unknown>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    // Later steps may use a token or id an earlier invite returned: `'$0'` is step 0's token, `'#0'` its inviteId.
    const input = JSON.parse(
      JSON.stringify(step.input ?? null).replace(/"([$#])(\d+)"/g, (_, kind: string, i: string) => {
        const earlier = outcomes[Number(i)];
        const made = earlier && 'ok' in earlier ? (earlier.ok as { token: string; inviteId: string }) : null;
        return JSON.stringify(made ? (kind === '$' ? made.token : made.inviteId) : null);
      }),
    ) as unknown;
    try {
      outcomes.push({ ok: await run({ ...step, input: step.input === undefined ? undefined : input }) });
    } catch (e) {
      if (!isAppError(e)) throw e;
      outcomes.push({ code: e.code, message: e.message });
    }
  }
  return outcomes;
}

let dbs = 0;
const opened: LanesDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});
beforeEach(() => vi.restoreAllMocks());

/** Runs `steps` on `seed` (a MemoryStore) and on a Dexie copy of it; expects the same outcomes and documents. */
async function expectParity(seed: MemoryStore, steps: Step[]): Promise<Outcome[]> {
  const memory = new MemoryStore();
  for (const path of seed.paths()) memory.seed(path, seed.read(path) ?? {});
  const db = new LanesDb(`lanes-parity-${++dbs}`);
  opened.push(db);
  for (const path of seed.paths()) {
    const at = locateDoc(path);
    await tableOf(db, at.table).put({ ...seed.read(path), ...at.ids });
  }

  const ctx = (step: Step) => ctxOf(step.as, step.now === undefined ? {} : { now: step.now });
  // Every handler as one type: what each returns only matters as data to compare here.
  const handler = (step: Step): CallHandler<unknown> => callHandlers[step.call];
  seededRandom();
  const inMemory = await runSteps(steps, (step) =>
    memory.run((tx) => handler(step)(ctx(step), step.input, tx)),
  );
  seededRandom();
  const inDexie = await runSteps(steps, (step) =>
    runLocalCall(db, (tx) => handler(step)(ctx(step), step.input, tx)),
  );
  expect(inDexie).toEqual(inMemory);

  const dexieDocs: [string, Row][] = [];
  for (const name of CALL_TABLES) {
    for (const row of await tableOf(db, name).toArray()) dexieDocs.push([pathOf(name, row), row]);
  }
  const memoryDocs = memory.paths().map((p): [string, DocData] => [p, memory.read(p) ?? {}]);
  expect(normalise(dexieDocs)).toEqual(normalise(memoryDocs));
  return inMemory;
}

const ok = (outcome: Outcome | undefined) => outcome !== undefined && 'ok' in outcome;

describe('handlers on Dexie and in memory: the role × action matrix', () => {
  it.each(EVERYONE)('as %s: invite, change a role, remove a member, delete the board', async (who) => {
    const outcomes = await expectParity(storeWithBoard('b1', { ...DEFAULT_ROLES, 'u-extra': 'member' }), [
      { call: 'inviteMember', as: who, input: { boardId: 'b1', role: 'member' } },
      { call: 'setMemberRole', as: who, input: { boardId: 'b1', uid: 'u-extra', role: 'observer' } },
      { call: 'removeMember', as: who, input: { boardId: 'b1', uid: 'u-extra' } },
      { call: 'deleteBoard', as: who, input: { boardId: 'b1' } },
    ]);
    const admin = who === 'owner' || who === 'admin';
    expect(outcomes.map(ok)).toEqual([admin, admin, admin, who === 'owner']);
  });
});

describe('handlers on Dexie and in memory: invites', () => {
  it('joins once, refuses reuse and expiry, keeps a member’s role', async () => {
    const outcomes = await expectParity(storeWithBoard(), [
      { call: 'inviteMember', as: 'admin', input: { boardId: 'b1', role: 'observer' } },
      { call: 'acceptInvite', as: 'u-new', input: { token: '$0' } },
      { call: 'acceptInvite', as: 'u-second', input: { token: '$0' } },
      { call: 'inviteMember', as: 'owner', input: { boardId: 'b1', role: 'member', expiresInMs: 3_600_000 } },
      { call: 'acceptInvite', as: 'u-late', input: { token: '$3' }, now: NOW + 3_600_000 },
      { call: 'acceptInvite', as: 'member', input: { token: '$3' } },
      {
        call: 'inviteMember',
        as: 'owner',
        input: { boardId: 'b1', role: 'member', email: 'ana@example.com' },
      },
      { call: 'acceptInvite', as: 'u-bob', input: { token: '$6' } },
    ]);
    expect(outcomes.map((o) => ('code' in o ? o.code : 'ok'))).toEqual([
      'ok',
      'ok',
      'invalid-argument',
      'ok',
      'invalid-argument',
      'ok',
      'ok',
      'permission-denied',
    ]);
  });
});

describe('handlers on Dexie and in memory: open invites (issue 15 item 11)', () => {
  it('lists, revokes (then refuses the link), and purges expired invites on read', async () => {
    const outcomes = await expectParity(storeWithBoard(), [
      { call: 'inviteMember', as: 'admin', input: { boardId: 'b1', role: 'member' } },
      { call: 'inviteMember', as: 'owner', input: { boardId: 'b1', role: 'member', expiresInMs: 3_600_000 } },
      { call: 'listInvites', as: 'member', input: { boardId: 'b1' } },
      { call: 'revokeInvite', as: 'owner', input: { boardId: 'b1', inviteId: '#0' } },
      { call: 'acceptInvite', as: 'u-new', input: { token: '$0' } },
      { call: 'listInvites', as: 'admin', input: { boardId: 'b1' }, now: NOW + 3_600_000 },
      { call: 'acceptInvite', as: 'u-late', input: { token: '$1' }, now: NOW + 3_600_000 },
    ]);
    expect(outcomes.map((o) => ('code' in o ? o.code : 'ok'))).toEqual([
      'ok',
      'ok',
      'permission-denied',
      'ok',
      'not-found',
      'ok',
      'not-found',
    ]);
    expect(outcomes[5]).toEqual({ ok: { invites: [], purged: 1 } });
  });
});

describe('handlers on Dexie and in memory: owners and bad input', () => {
  it('never leaves a board without an owner', async () => {
    const outcomes = await expectParity(storeWithBoard('b1', { [U.owner]: 'owner', [U.member]: 'member' }), [
      { call: 'setMemberRole', as: 'owner', input: { boardId: 'b1', uid: U.owner, role: 'admin' } },
      { call: 'removeMember', as: 'owner', input: { boardId: 'b1', uid: U.owner } },
      { call: 'setMemberRole', as: 'owner', input: { boardId: 'b1', uid: U.member, role: 'owner' } },
      { call: 'removeMember', as: 'owner', input: { boardId: 'b1', uid: U.owner } },
    ]);
    expect(outcomes.map(ok)).toEqual([false, false, true, true]);
  });

  it('refuses malformed input and signed-out callers alike', async () => {
    await expectParity(storeWithBoard(), [
      { call: 'inviteMember', as: 'owner', input: { boardId: 'b1', role: 'owner' } },
      { call: 'acceptInvite', as: 'u-new', input: { token: 'short' } },
      { call: 'setMemberRole', as: 'owner', input: { boardId: 'b1/lists/l1', uid: U.member, role: 'admin' } },
      { call: 'removeMember', as: null, input: { boardId: 'b1', uid: U.member } },
      { call: 'deleteBoard', as: 'owner', input: { boardId: 'b1', cascade: true } },
      { call: 'deleteAccountData', as: 'member', input: { confirm: false } },
    ]);
  });
});

describe('handlers on Dexie and in memory: deleting', () => {
  it('deletes a full board and nothing of its look-alike b10', async () => {
    // Local tables key rows by id alone (ids are random, 119 bits), so b10's documents get ids of their own.
    const seed = storeWithBoard('b1')
      .seed(paths.board('b10'), boardDoc('b10'))
      .seed('boards/b10/lists/l10', { title: 'Kept' })
      .seed('boards/b10/cards/c10/comments/m10', { text: 'kept' })
      .seed('boards/b10/cards/c10/attachments/a10', { storagePath: 'boards/b10/cards/c10/a10/kept.png' });
    seedBoardContent(seed, 'b1');
    const [outcome] = await expectParity(seed, [
      { call: 'deleteBoard', as: 'owner', input: { boardId: 'b1' } },
    ]);
    expect(ok(outcome)).toBe(true);
  });

  it('deletes an account’s data: sole-owner boards go, shared ones are left, the rest stays', async () => {
    const seed = new MemoryStore();
    seed.seed(paths.board('sole'), boardDoc('sole', { 'u-me': 'owner', 'u-a': 'member' }));
    seed.seed(paths.board('shared'), boardDoc('shared', { 'u-c': 'owner', 'u-me': 'admin' }));
    seed.seed(paths.board('foreign'), boardDoc('foreign', { 'u-c': 'owner' }));
    seedBoardContent(seed, 'sole');
    seed.seed(paths.user('u-me'), {
      uid: 'u-me',
      displayName: 'Me',
      photoURL: null,
      emailLower: null,
      createdAt: 1,
    });
    seed.seed('users/u-me/inbox/n1', { type: 'invite', text: 'hello' });
    seed.seed('users/u-me/devices/d1', { pushEnabled: true, updatedAt: 1 });
    seed.seed('users/u-c/devices/d1', { pushEnabled: true, updatedAt: 1 });
    const outcomes = await expectParity(seed, [
      { call: 'deleteAccountData', as: 'u-me', input: { confirm: true, dryRun: true } },
      { call: 'deleteAccountData', as: 'u-me', input: { confirm: true } },
    ]);
    expect(outcomes.map(ok)).toEqual([true, true]);
  });
});
