/**
 * database.rules.json (ARCHITECTURE.md §5): a user writes only their own presence node, and reads a board's
 * presence and member mirror only while `/boardMembers/{boardId}/{uid}` exists. Needs the Realtime Database
 * emulator (Java 21), so it runs under `npm run test:emulators` only.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { get, ref, remove, serverTimestamp, set } from 'firebase/database';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { DEMO_PROJECT_ID, EMULATORS } from '../config';

let env: RulesTestEnvironment;
const node = { name: 'Ana', lastSeen: serverTimestamp() };

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: DEMO_PROJECT_ID,
    database: {
      rules: readFileSync('database.rules.json', 'utf8'),
      host: EMULATORS.host,
      port: EMULATORS.database,
    },
  });
});
beforeEach(async () => {
  await env.clearDatabase();
  await env.withSecurityRulesDisabled((ctx) =>
    set(ref(ctx.database(), 'boardMembers/b1'), { ana: { role: 'member', name: 'Ana' } }),
  );
});
afterAll(() => env.cleanup());

const as = (uid: string | null) =>
  (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).database();

describe('database.rules.json: presence', () => {
  it('lets a member write, read and remove their own node on the board', async () => {
    const db = as('ana');
    await assertSucceeds(set(ref(db, 'presence/b1/ana/device-1'), node));
    await assertSucceeds(get(ref(db, 'presence/b1')));
    await assertSucceeds(remove(ref(db, 'presence/b1/ana/device-1')));
  });

  it("refuses another user's node, a non-member, a signed-out visitor, and unknown or oversized fields", async () => {
    await assertFails(set(ref(as('ana'), 'presence/b1/bob/device-1'), node));
    await assertFails(set(ref(as('bob'), 'presence/b1/bob/device-1'), node));
    await assertFails(get(ref(as('bob'), 'presence/b1')));
    await assertFails(get(ref(as(null), 'presence/b1')));
    await assertFails(set(ref(as('ana'), 'presence/b1/ana/device-1'), { ...node, admin: true }));
    await assertFails(set(ref(as('ana'), 'presence/b1/ana/device-1'), { ...node, name: 'x'.repeat(101) }));
    await assertFails(set(ref(as('ana'), 'presence/b1/ana/device-1'), { name: 'Ana' }));
  });
});

// Issue 15 item 9: any display name, any number of device nodes.
describe('database.rules.json: presence names and devices', () => {
  it("accepts only the member mirror's name for the writer", async () => {
    const db = as('ana');
    await assertFails(set(ref(db, 'presence/b1/ana/device-1'), { ...node, name: 'Board Owner' }));
    await assertFails(set(ref(db, 'presence/b1/ana/device-1'), { ...node, name: '' }));
    await assertSucceeds(set(ref(db, 'presence/b1/ana/device-1'), { ...node, name: 'Ana' }));
  });

  it('keeps at most 10 device nodes per member and board', async () => {
    const db = as('ana');
    for (let i = 1; i <= 10; i += 1) await assertSucceeds(set(ref(db, `presence/b1/ana/device-${i}`), node));
    await assertFails(set(ref(db, 'presence/b1/ana/device-11'), node));
    // Updating or removing one of the ten still works.
    await assertSucceeds(set(ref(db, 'presence/b1/ana/device-10'), node));
    await assertSucceeds(remove(ref(db, 'presence/b1/ana/device-10')));
    await assertSucceeds(set(ref(db, 'presence/b1/ana/device-11'), node));
  });
});

describe('database.rules.json: member mirror', () => {
  it('is readable by the board’s members only and written by the functions only', async () => {
    await assertSucceeds(get(ref(as('ana'), 'boardMembers/b1')));
    await assertFails(get(ref(as('bob'), 'boardMembers/b1')));
    await assertFails(set(ref(as('ana'), 'boardMembers/b1/bob'), { role: 'owner', name: 'Bob' }));
  });
});
