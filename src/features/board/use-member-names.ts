/**
 * Names of a board's members for the card tiles' avatars, as one Map that keeps its identity while no name
 * changes, so the memoised tiles (5,000 of them) re-render only when someone joins, leaves or is renamed.
 */
import { useMemo } from 'react';

/** `uid → name` for `uids` (the board's `memberIds`), named by `nameOf`; stable while the names stay the same. */
export function useMemberNames(
  uids: readonly string[] | undefined,
  nameOf: (uid: string) => string,
): ReadonlyMap<string, string> {
  const key = JSON.stringify((uids ?? []).map((uid) => [uid, nameOf(uid)]));
  return useMemo(() => new Map(JSON.parse(key) as [string, string][]), [key]);
}
