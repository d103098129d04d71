/**
 * What each role may do on a board: one table that the UI (to hide controls), the adapters (to refuse) and the
 * security rules follow. Roles from ARCHITECTURE.md §4: observers read and comment.
 */

/** A member's role on one board, strongest first. */
export const ROLES = ['owner', 'admin', 'member', 'observer'] as const;
export type Role = (typeof ROLES)[number];

/** Everything a user can do on a board. */
export type BoardAction =
  | 'board.read'
  | 'board.update'
  | 'board.archive'
  | 'board.delete'
  | 'list.write'
  | 'card.write'
  | 'comment.create'
  | 'comment.editOwn'
  | 'comment.deleteAny'
  | 'attachment.write'
  | 'member.invite'
  | 'member.setRole'
  | 'member.remove'
  | 'member.leave';

const ALL: readonly Role[] = ROLES;
const ADMINS: readonly Role[] = ['owner', 'admin'];
const WRITERS: readonly Role[] = ['owner', 'admin', 'member'];

/** The table: which roles may take each action. */
export const PERMISSIONS: Readonly<Record<BoardAction, readonly Role[]>> = {
  'board.read': ALL,
  'board.update': ADMINS,
  'board.archive': ADMINS,
  'board.delete': ['owner'],
  'list.write': WRITERS,
  'card.write': WRITERS,
  'comment.create': ALL,
  'comment.editOwn': ALL,
  'comment.deleteAny': ADMINS,
  'attachment.write': WRITERS,
  'member.invite': ADMINS,
  'member.setRole': ADMINS,
  'member.remove': ADMINS,
  'member.leave': ALL,
};

/** True when `role` (undefined: not a member) may take `action`. */
export function can(role: Role | undefined, action: BoardAction): boolean {
  return role !== undefined && PERMISSIONS[action].includes(role);
}

/**
 * Whether an actor of role `actor` may give a member the role `target`: only an owner makes or unmakes owners;
 * admins manage admins, members and observers.
 */
export function canAssignRole(actor: Role | undefined, from: Role, to: Role): boolean {
  if (!can(actor, 'member.setRole')) return false;
  if (actor === 'owner') return true;
  return from !== 'owner' && to !== 'owner';
}
