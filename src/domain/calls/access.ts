/**
 * What every callable handler shares: the caller's context, the authentication check, reading stored documents
 * through their schemas, the board's membership (`roles` and `memberIds` always written together), and the
 * activity entry each membership change leaves.
 */
import type * as z from 'zod/mini';
import { AppError } from '../errors';
import { newId } from '../ids';
import { can, type BoardAction, type Role } from '../permissions';
import { storedBoardSchema } from './schemas';
import { paths, type CallTx, type DocData, type FieldValue } from './tx';

/**
 * Who calls and when, as the Functions wrapper (from `request.auth`) or the local adapter fills it in.
 * `emailVerified` matters for e-mail-bound invites: an unverified address proves nothing.
 */
export interface CallContext {
  uid: string | null;
  email?: string | null;
  emailVerified?: boolean;
  /**
   * When the caller last proved who they are (the ID token's `auth_time`, epoch ms): a refreshed token keeps it,
   * only a sign-in or re-authentication moves it. Absent: unknown, never recent.
   */
  authTime?: number;
  /** The server's clock, epoch ms: every time a handler writes comes from here. */
  now: number;
}

/** The shape of every handler: context, raw client input (validated inside), the transaction. */
export type CallHandler<Output> = (ctx: CallContext, input: unknown, tx: CallTx) => Promise<Output>;

/**
 * Firebase's own rule for sensitive account changes (an account's deletion, a new password): the last sign-in at
 * most 5 minutes ago (ms). The callables that destroy or hand over boards ask the same (issue 15 item 13).
 */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

/**
 * Throws `auth/requires-recent-login` unless the caller signed in (or re-authenticated) within RECENT_SIGN_IN_MS:
 * an ID token lives an hour and is refreshed for weeks, so a stolen one must not be enough to delete boards,
 * an account's data or make someone owner.
 */
export function requireRecentSignIn(ctx: CallContext): void {
  if (ctx.authTime === undefined || ctx.now - ctx.authTime > RECENT_SIGN_IN_MS) {
    throw new AppError('auth/requires-recent-login', 'For your safety, sign in again before doing this.');
  }
}

/** The caller's uid. Throws `unauthenticated` when nobody is signed in. */
export function requireUid(ctx: CallContext): string {
  if (!ctx.uid) throw new AppError('unauthenticated', 'Sign in first.');
  return ctx.uid;
}

/**
 * The document at `path` parsed with `schema`, or null when there is none. Throws `internal` when it does not have
 * the shape the schema expects: that is damaged data, not the caller's mistake.
 */
export async function readDoc<S extends z.ZodMiniType>(
  tx: CallTx,
  path: string,
  schema: S,
): Promise<z.output<S> | null> {
  const data = await tx.get(path);
  if (data === null) return null;
  return parseStored(schema, data, path);
}

/** `data` (read from `path`) parsed with `schema`; throws `internal` for a damaged document. */
export function parseStored<S extends z.ZodMiniType>(schema: S, data: DocData, path: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new AppError('internal', `The stored document ${path} is damaged.`, { cause: result.error });
  }
  return result.data;
}

/** A board as the handlers see it: its id, path, title, membership, and whether it is still being imported. */
export interface BoardAccess {
  id: string;
  path: string;
  title: string;
  roles: Record<string, Role>;
  memberIds: string[];
  importing: boolean;
}

/** Builds a BoardAccess from a stored board document. */
export function toBoardAccess(id: string, data: DocData): BoardAccess {
  const path = paths.board(id);
  const { title, roles, memberIds, importState } = parseStored(storedBoardSchema, data, path);
  return { id, path, title, roles, memberIds, importing: importState === 'importing' };
}

/**
 * Queues what a deleted board becomes: a tombstone, `{deletedAt, deletedBy}` and nothing else. Its members lose it
 * at once (no `roles`: firestore.rules and storage.rules refuse everyone), its id stays taken (nobody can create a
 * board there and come by the files under it), and the purge that follows empties it in pages (Cloud Functions'
 * purgeDeletedBoard, the local adapter's purge): no transaction has to hold a board of any size.
 */
export function writeTombstone(tx: CallTx, ctx: CallContext, board: BoardAccess, uid: string): void {
  tx.set(board.path, { deletedAt: ctx.now, deletedBy: uid });
}

/** The board `boardId`. Throws `not-found` when it does not exist or was deleted (a tombstone). */
export async function loadBoard(tx: CallTx, boardId: string): Promise<BoardAccess> {
  const data = await tx.get(paths.board(boardId));
  if (!data || 'deletedAt' in data) throw new AppError('not-found', 'This board does not exist (any more).');
  return toBoardAccess(boardId, data);
}

/** `uid`'s role on `board`, or undefined for a non-member (own keys only: "constructor" is nobody's role). */
export function roleOf(board: BoardAccess, uid: string): Role | undefined {
  return Object.hasOwn(board.roles, uid) ? board.roles[uid] : undefined;
}

/** The caller's role, if it allows `action` (permissions.ts). Throws `permission-denied` otherwise. */
export function requireAction(board: BoardAccess, uid: string, action: BoardAction): Role {
  const role = roleOf(board, uid);
  if (!role) throw new AppError('permission-denied', 'You are not a member of this board.');
  if (!can(role, action))
    throw new AppError('permission-denied', 'Your role on this board does not allow that.');
  return role;
}

/** The uids of the board's owners. */
export function ownersOf(board: BoardAccess): string[] {
  return Object.keys(board.roles).filter((uid) => board.roles[uid] === 'owner');
}

/** Every membership change fails this way when it would leave the board without an owner (ARCHITECTURE.md §4). */
export function lastOwnerError(): AppError {
  return new AppError(
    'invalid-argument',
    'A board always keeps an owner: make someone else owner first, or delete the board.',
  );
}

/**
 * Queues the board's new membership: `uid` given `role`, or removed when `role` is null. `roles` and `memberIds`
 * are written together and `memberIds` is rebuilt from `roles` (keeping its order), so they cannot drift apart.
 */
export function writeMembership(
  tx: CallTx,
  ctx: CallContext,
  board: BoardAccess,
  uid: string,
  role: Role | null,
): void {
  // fromEntries defines own properties: even a uid such as "__proto__" stays a plain key.
  const kept = Object.entries(board.roles).filter(([id]) => id !== uid);
  const roles: Record<string, Role> = Object.fromEntries(role ? [...kept, [uid, role]] : kept);
  const memberIds = board.memberIds.filter((id, i, all) => Object.hasOwn(roles, id) && all.indexOf(id) === i);
  for (const id of Object.keys(roles)) if (!memberIds.includes(id)) memberIds.push(id);
  tx.update(board.path, { roles, memberIds, updatedAt: ctx.now });
}

/** The activity types of membership changes (to join ACTIVITY_TYPES in model.ts). */
export type MemberActivityType = 'member.join' | 'member.role' | 'member.remove' | 'member.leave';

/** One activity entry: on which board, who did it, what kind of change, and its details. */
export interface MemberActivity {
  boardId: string;
  actorUid: string;
  type: MemberActivityType;
  data: Record<string, string | number | boolean | null>;
}

/** Queues an activity entry on the board, in the shape of model.ts `activitySchema`, stamped `ctx.now`. */
export function writeActivity(tx: CallTx, ctx: CallContext, activity: MemberActivity): void {
  const id = newId();
  const entry: Record<string, FieldValue> = {
    id,
    cardId: null,
    listId: null,
    ...activity,
    createdAt: ctx.now,
  };
  tx.set(paths.activity(activity.boardId, id), entry);
}
