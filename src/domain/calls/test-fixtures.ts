/**
 * Shared set-up for the handler tests: a board with one member of each role, contexts, and helpers that run a
 * handler in a MemoryStore transaction and catch its refusal. Test-only (imported by *.test.ts files).
 */
import { AppError } from '../errors';
import type { Role } from '../permissions';
import type { CallContext, CallHandler } from './access';
import { MemoryStore } from './memory-tx';
import { paths, type DocData } from './tx';

/** The server clock every test context uses: 2026-01-01T00:00:00Z. */
export const NOW = Date.UTC(2026, 0, 1);

/** One uid per role, plus someone who is not a member. */
export const U = {
  owner: 'u-owner',
  admin: 'u-admin',
  member: 'u-member',
  observer: 'u-observer',
  outsider: 'u-outsider',
} as const;
export type Who = keyof typeof U;
export const EVERYONE: readonly Who[] = ['owner', 'admin', 'member', 'observer', 'outsider'];

/** Who may invite, list and revoke invites (permissions.ts `member.invite`), written out as the tests expect it. */
export const MAY_INVITE: Readonly<Record<Who, boolean>> = {
  owner: true,
  admin: true,
  member: false,
  observer: false,
  outsider: false,
};

/** The roles of the board `seedBoard` makes by default: one member per role. */
export const DEFAULT_ROLES: Record<string, Role> = {
  [U.owner]: 'owner',
  [U.admin]: 'admin',
  [U.member]: 'member',
  [U.observer]: 'observer',
};

/** A board document in the shape of model.ts `boardSchema`. */
export function boardDoc(
  id: string,
  roles: Record<string, Role> = DEFAULT_ROLES,
  title = `Board ${id}`,
): DocData {
  return {
    id,
    title,
    description: '',
    background: 'blue',
    labels: [],
    roles,
    memberIds: Object.keys(roles),
    createdBy: Object.keys(roles)[0] ?? 'nobody',
    createdAt: NOW - 1000,
    updatedAt: NOW - 1000,
    archivedAt: null,
    importState: null,
  };
}

/** A store holding board `id` with `roles`. */
export function storeWithBoard(id = 'b1', roles: Record<string, Role> = DEFAULT_ROLES): MemoryStore {
  return new MemoryStore().seed(paths.board(id), boardDoc(id, roles));
}

/**
 * The context of `who` (a key of U, or any uid; null: signed out), verified e-mail `<uid>@example.com`, signed in
 * a minute before NOW.
 */
export function ctxOf(who: Who | string | null, extra: Partial<CallContext> = {}): CallContext {
  const uid = who === null ? null : who in U ? U[who as Who] : who;
  const email = uid ? `${uid}@example.com` : null;
  return { uid, email, emailVerified: uid !== null, authTime: NOW - 60_000, now: NOW, ...extra };
}

/** Runs `handler` as one transaction on `store`. */
export function call<O>(
  store: MemoryStore,
  handler: CallHandler<O>,
  ctx: CallContext,
  input: unknown,
): Promise<O> {
  return store.run((tx) => handler(ctx, input, tx));
}

/** The AppError `promise` rejects with; throws if it resolves or rejects with something else. */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a refusal, but the call succeeded');
}

/** Every document of `store` as one JSON string: equal before and after means nothing was written. */
export function dump(store: MemoryStore): string {
  return JSON.stringify(store.paths().map((path) => [path, store.read(path)]));
}

/** The board's `roles` and `memberIds` as stored. */
export function membership(store: MemoryStore, boardId = 'b1'): { roles: unknown; memberIds: unknown } {
  const board = store.read(paths.board(boardId));
  return { roles: board?.roles, memberIds: board?.memberIds };
}

/** The activity entries of a board, in id order (random ids: compare without relying on order). */
export function activityOf(store: MemoryStore, boardId = 'b1'): DocData[] {
  return store
    .paths(`${paths.board(boardId)}/activity/`)
    .map((path) => store.read(path))
    .filter((doc): doc is DocData => doc !== null);
}

/**
 * Fills board `boardId` (which must exist in `store`) with two lists, two cards, a comment on each, attachments
 * (two uploaded files, a link, and one naming a file outside the board), an activity entry and a pending invite.
 * Returns the Storage paths deleting it must hand back.
 */
export function seedBoardContent(store: MemoryStore, boardId: string): string[] {
  const b = paths.board(boardId);
  const file = (card: string, id: string, name: string) => `${b}/cards/${card}/${id}/${name}`;
  const attachment = (card: string, id: string, storagePath: string | null) =>
    store.seed(`${b}/cards/${card}/attachments/${id}`, { id, boardId, cardId: card, name: id, storagePath });
  store
    .seed(`${b}/lists/l1`, { id: 'l1', boardId, title: 'To do', rank: 'a0' })
    .seed(`${b}/lists/l2`, { id: 'l2', boardId, title: 'Done', rank: 'a1' })
    .seed(`${b}/cards/c1`, { id: 'c1', boardId, listId: 'l1', title: 'One', rank: 'a0' })
    .seed(`${b}/cards/c2`, { id: 'c2', boardId, listId: 'l2', title: 'Two', rank: 'a0' })
    .seed(`${b}/cards/c1/comments/m1`, { id: 'm1', boardId, cardId: 'c1', text: 'hi' })
    .seed(`${b}/cards/c2/comments/m2`, { id: 'm2', boardId, cardId: 'c2', text: 'yo' })
    .seed(`${b}/activity/x1`, { id: 'x1', boardId, type: 'board.create' })
    .seed(`invites/inv-${boardId}`, {
      boardId,
      role: 'member',
      createdBy: U.owner,
      createdAt: NOW,
      expiresAt: NOW + 1,
    });
  attachment('c1', 'a1', file('c1', 'a1', 'photo.png'));
  attachment('c1', 'a2', null);
  attachment('c2', 'a3', file('c2', 'a3', 'notes.pdf'));
  // Written by a member's client: it must not make a function delete someone else's file.
  attachment('c2', 'a4', 'users/victim/avatar/me.png');
  return [file('c1', 'a1', 'photo.png'), file('c2', 'a3', 'notes.pdf')];
}
