/**
 * The board's members (its `roles`, always current) with the names `boards.watchMembers` gives, and a name for any
 * uid; one it does not name (yet) is "A member (uid…)". Names seen while the
 * board is open are kept for people who then leave or are removed, so the activity feed can still say who they
 * were ("Ana removed Bea", not "Ana removed A member (x1y2z3)").
 */
import { useMemo, useState } from 'react';
import i18next from 'i18next';
import { useBackend } from '../../backend/context';
import type { Member } from '../../backend/ports';
import { useWatch } from '../../backend/use-watch';
import type { Board } from '../../domain/model';
import { withNames } from '../../domain/member-names';

/** What the members panel and the activity feed need. */
export interface BoardMembers {
  members: Member[];
  /** A display name for `uid`: the member's name, "A member (uid…)" for an unnamed or unknown former member. */
  nameOf: (uid: string) => string;
}

const unnamed = (uid: string) => i18next.t('members:someMember', { id: uid.slice(0, 6) });
const NO_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * `known` with the names of `members` added or updated; `known` itself when nothing changed (a stable value for
 * React). Nobody is forgotten: a member who left keeps the name they last had.
 */
export function rememberNames(
  known: ReadonlyMap<string, string>,
  members: readonly Member[],
): ReadonlyMap<string, string> {
  const fresh = members.filter((m) => m.displayName && known.get(m.uid) !== m.displayName);
  if (fresh.length === 0) return known;
  const next = new Map(known);
  for (const m of fresh) next.set(m.uid, m.displayName);
  return next;
}

/** The members of `board` (null while it loads), kept live. */
export function useMembers(board: Board | null | undefined): BoardMembers {
  const { boards } = useBackend();
  const boardId = board?.id ?? null;
  const watched = useWatch<Member[]>(boards.watchMembers ? boardId : null, (o) =>
    boards.watchMembers ? boards.watchMembers(boardId ?? '', o) : () => undefined,
  );
  const roles = board?.roles;
  const members: Member[] = useMemo(() => withNames(roles ?? {}, watched.data), [watched.data, roles]);
  // Names seen on this board so far; another board starts afresh. Updated while rendering (React's pattern for
  // state derived from the previous render), so the first render with a new member already knows their name.
  const [seen, setSeen] = useState({ boardId, names: NO_NAMES });
  const names = rememberNames(seen.boardId === boardId ? seen.names : NO_NAMES, watched.data ?? members);
  if (seen.boardId !== boardId || seen.names !== names) setSeen({ boardId, names });
  return useMemo(
    () => ({ members, nameOf: (uid: string) => names.get(uid) ?? unnamed(uid) }),
    [members, names],
  );
}
