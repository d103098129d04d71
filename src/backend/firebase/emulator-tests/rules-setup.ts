/**
 * Shared set-up of the firestore.rules matrix (@firebase/rules-unit-testing 5 on the Firestore emulator): one
 * board seeded with rules disabled, whose members hold every role, and a client per role — `none` is a signed-in
 * stranger. Expected outcomes come from src/domain/permissions.ts, so the rules and the table cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, increment, serverTimestamp, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Role } from '../../../domain/permissions';
import { DEMO_PROJECT_ID, EMULATORS } from '../config';

/**
 * The matrix's own project on the one Firestore emulator: clearing it before each test leaves the other suites'
 * data alone, and the Cloud Functions triggers (registered for `demo-lanes`) do not fire on its writes.
 */
export const RULES_PROJECT_ID = `${DEMO_PROJECT_ID}-rules`;

/** Every role of the matrix: the four board roles and `none`, a signed-in user who is no member. */
export const MATRIX_ROLES = ['owner', 'admin', 'member', 'observer', 'none'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/** The uid playing each role (its name, for readable failures). */
export const uidOf = (role: MatrixRole): string => `${role}-uid`;

/** The board role seeded for `role` (undefined: not a member). */
export const roleOf = (role: MatrixRole): Exclude<MatrixRole, 'none'> | undefined =>
  role === 'none' ? undefined : role;

/** The seeded ids. */
export const SEED = {
  boardId: 'board-1',
  listId: 'list-1',
  /** A second open list, where cards may move. */
  otherListId: 'list-2',
  cardId: 'card-1',
  otherBoardId: 'board-2',
} as const;

/** The seeded board's tally (issue 15 item 4): its two open lists and one open card. */
export const SEED_TALLY = { openLists: 2, openCards: 1, counted: null };

/** The seeded board's `roles` map. */
export const SEED_ROLES: Record<string, Role> = {
  [uidOf('owner')]: 'owner',
  [uidOf('admin')]: 'admin',
  [uidOf('member')]: 'member',
  [uidOf('observer')]: 'observer',
};

/** A board document as the adapter writes it (server timestamps), for `roles`. */
export function boardData(roles: Record<string, Role>, extra: Record<string, unknown> = {}) {
  const createdBy = Object.keys(roles)[0] ?? '';
  return {
    title: 'Board',
    description: '',
    background: 'blue',
    labels: [],
    roles,
    memberIds: Object.keys(roles),
    createdBy,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    archivedAt: null,
    importState: null,
    ...extra,
  };
}

/** A list document as createList writes it. */
export function listData(extra: Record<string, unknown> = {}) {
  const now = serverTimestamp();
  return {
    title: 'List',
    rank: 'a0',
    wipLimit: null,
    archivedAt: null,
    createdAt: now,
    updatedAt: now,
    ...extra,
  };
}

/** A card document as createCard writes it, created by `uid`. */
export function cardData(uid: string, extra: Record<string, unknown> = {}) {
  const now = serverTimestamp();
  return {
    listId: SEED.listId,
    rank: 'a0',
    title: 'Card',
    description: '',
    labelIds: [],
    assigneeIds: [],
    memberNames: [],
    startAt: null,
    dueAt: null,
    dueDone: false,
    checklists: [],
    coverAttachmentId: null,
    counts: { comments: 0, attachments: 0, checkItems: 0, checkItemsDone: 0 },
    archivedAt: null,
    createdBy: uid,
    createdAt: now,
    updatedAt: now,
    ...extra,
  };
}

/** A comment document as addComment writes it. */
export function commentData(uid: string, extra: Record<string, unknown> = {}) {
  return {
    authorUid: uid,
    authorName: null,
    text: 'Hi',
    createdAt: serverTimestamp(),
    editedAt: null,
    ...extra,
  };
}

/** Path helpers below the seeded board. */
export const paths = {
  board: (id: string = SEED.boardId) => `boards/${id}`,
  list: (id: string = SEED.listId) => `boards/${SEED.boardId}/lists/${id}`,
  card: (id: string = SEED.cardId) => `boards/${SEED.boardId}/cards/${id}`,
  comment: (id: string) => `boards/${SEED.boardId}/cards/${SEED.cardId}/comments/${id}`,
  attachment: (id: string) => `boards/${SEED.boardId}/cards/${SEED.cardId}/attachments/${id}`,
  activity: (id: string) => `boards/${SEED.boardId}/activity/${id}`,
};

let env: RulesTestEnvironment | null = null;

/** The test environment (after `useRulesEnvironment` set it up). */
export function testEnv(): RulesTestEnvironment {
  if (!env) throw new Error('useRulesEnvironment() was not called in this file.');
  return env;
}

/** The modular Firestore of a client signed in as `role` (or not signed in at all with `null`). */
export function clientDb(role: MatrixRole | null): Firestore {
  const e = testEnv();
  const ctx =
    role === null ? e.unauthenticatedContext() : e.authenticatedContext(uidOf(role), emailToken(role));
  // rules-unit-testing types it as the compat Firestore; the modular API accepts it (it unwraps `_delegate`).
  return ctx.firestore() as unknown as Firestore;
}

function emailToken(role: MatrixRole) {
  return { email: `${role}@example.test`, email_verified: true };
}

/** Runs `work` with the rules off (seeding). */
export async function asAdmin(work: (db: Firestore) => Promise<void>): Promise<void> {
  await testEnv().withSecurityRulesDisabled((ctx) => work(ctx.firestore() as unknown as Firestore));
}

/**
 * Seeds the board, its list and card, one comment per member role, an attachment, an activity entry: one batch
 * (one request instead of twenty; the matrix reseeds before each of its ~170 tests).
 */
async function seed(): Promise<void> {
  await asAdmin(async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, paths.board()), boardData(SEED_ROLES, SEED_TALLY));
    batch.set(doc(db, paths.board(SEED.otherBoardId)), boardData({ 'stranger-uid': 'owner' }));
    batch.set(doc(db, paths.list()), listData());
    batch.set(doc(db, paths.list(SEED.otherListId)), listData({ title: 'Other', rank: 'a1' }));
    batch.set(doc(db, paths.card()), cardData(uidOf('member'), { counts: counts(4) }));
    for (const role of MATRIX_ROLES.filter((r) => r !== 'none')) {
      batch.set(doc(db, paths.comment(`by-${role}`)), commentData(uidOf(role)));
    }
    batch.set(doc(db, paths.attachment('att-1')), {
      name: 'spec',
      storagePath: null,
      url: 'https://example.com/spec',
      contentType: 'text/html',
      size: 0,
      uploadedBy: uidOf('member'),
      createdAt: Timestamp.now(),
    });
    batch.set(doc(db, paths.activity('act-1')), {
      type: 'board.create',
      actorUid: uidOf('owner'),
      cardId: null,
      listId: null,
      data: {},
      createdAt: Timestamp.now(),
    });
    batch.set(doc(db, 'invites/inv-1'), {
      boardId: SEED.boardId,
      role: 'member',
      createdBy: uidOf('owner'),
    });
    for (const role of MATRIX_ROLES) {
      batch.set(doc(db, `users/${uidOf(role)}`), {
        displayName: role,
        photoURL: null,
        emailLower: `${role}@example.test`,
        createdAt: Timestamp.now(),
      });
      batch.set(doc(db, `users/${uidOf(role)}/inbox/n-1`), {
        type: 'invite',
        text: 'Hello',
        readAt: null,
      });
    }
    await batch.commit();
  });
}

/** Card counts with `comments` comments and nothing else. */
export function counts(comments: number) {
  return { comments, attachments: 0, checkItems: 0, checkItemsDone: 0 };
}

/**
 * Starts the environment with firestore.rules once per file; clears and seeds before every test, or only once
 * (`reseed: 'once'`: suites whose tests each write documents of their own, to spare a seed per test).
 */
export function useRulesEnvironment(reseed: 'eachTest' | 'once' = 'eachTest'): void {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: RULES_PROJECT_ID,
      firestore: {
        rules: readFileSync('firestore.rules', 'utf8'),
        host: EMULATORS.host,
        port: EMULATORS.firestore,
      },
    });
  });
  (reseed === 'once' ? beforeAll : beforeEach)(async () => {
    await testEnv().clearFirestore();
    await seed();
  });
  afterAll(async () => {
    await env?.cleanup();
    env = null;
  });
}

/** The board update that counts one list or card opening (+1) or closing (-1), as the adapter writes it. */
export function tally(kind: 'card' | 'list', id: string, delta: 1 | -1) {
  return { [kind === 'card' ? 'openCards' : 'openLists']: increment(delta), counted: { kind, id } };
}

/** Creates card `id` of the seeded board as the adapter does: the card and the tally naming it, in one batch. */
export function addCard(db: Firestore, id: string, data: Record<string, unknown>): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, paths.card(id)), data);
  batch.update(doc(db, paths.board()), tally('card', id, 1));
  return batch.commit();
}

/** Creates list `id` of the seeded board with the tally naming it, in one batch. */
export function addList(db: Firestore, id: string, data: Record<string, unknown>): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, paths.list(id)), data);
  batch.update(doc(db, paths.board()), tally('list', id, 1));
  return batch.commit();
}

/** Archives (or, with `archived` false, restores) card `id` with the tally naming it, in one batch. */
export function setCardArchived(db: Firestore, id: string, archived: boolean): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, paths.card(id)), {
    archivedAt: archived ? Timestamp.now() : null,
    updatedAt: serverTimestamp(),
  });
  batch.update(doc(db, paths.board()), tally('card', id, archived ? -1 : 1));
  return batch.commit();
}

/**
 * A comment `id` on the seeded card and the card's count naming it (`counted`, issue 28 item 4.6), in one batch, as
 * addComment writes them; `count` overrides the card update.
 */
export function commentBatch(
  db: Firestore,
  id: string,
  data: Record<string, unknown>,
  count: Record<string, unknown> = {},
) {
  const batch = writeBatch(db);
  batch.set(doc(db, paths.comment(id)), data);
  batch.update(doc(db, paths.card()), {
    'counts.comments': increment(1),
    counted: { kind: 'comment', id },
    updatedAt: serverTimestamp(),
    ...count,
  });
  return batch;
}

/** Asserts that `write` (or read) succeeds when `allowed`, and is refused by the rules otherwise. */
export async function expectRule(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}
