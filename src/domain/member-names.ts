/**
 * A board's members as the UI lists them: the board's `roles` are the truth of who is a member and in which role;
 * a member mirror (`watchMembers`) only adds names, and may lag a moment behind a join or lack a name. Pure.
 */
import type { Role } from './permissions';

/** A member with the display name of their account ('' when unknown). */
export interface NamedMember {
  uid: string;
  role: Role;
  displayName: string;
}

/**
 * The members of `roles` (uid → role), in its order, each with the name `named` gives them ('' when it has none or
 * is undefined, i.e. not loaded yet).
 */
export function withNames(
  roles: Readonly<Record<string, Role>>,
  named: readonly NamedMember[] | undefined,
): NamedMember[] {
  const names = new Map((named ?? []).map((m) => [m.uid, m.displayName]));
  return Object.entries(roles).map(([uid, role]) => ({ uid, role, displayName: names.get(uid) ?? '' }));
}
