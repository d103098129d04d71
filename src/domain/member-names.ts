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

/**
 * The name shown with a comment (issue 28 item 4.4): the name it was stored with — only an imported comment has one
 * (Trello's author, who has no account here; also comments written before names stopped being stored) — else the
 * author's current name in `names` (uid → display name: the board's member mirror, or your own account), else
 * null (an author no longer a member, or not named yet: the UI says "a member"). Read at display time, so a name
 * borrowed by a rename (rename, comment, rename back) shows as the author's real name once they rename back.
 */
export function commentAuthorName(
  comment: { authorUid: string; authorName: string | null },
  names: ReadonlyMap<string, string>,
): string | null {
  if (comment.authorName) return comment.authorName;
  return names.get(comment.authorUid) || null;
}
