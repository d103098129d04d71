/**
 * The board's members with names (`boards.watchMembers`), and a name for any uid. Where the adapter has no
 * `watchMembers`, the board's `roles` are the list and names fall back to "A member (uid…)".
 */
import { useMemo } from 'react';
import { useBackend } from '../../backend/context';
import type { Member } from '../../backend/ports';
import { useWatch } from '../../backend/use-watch';
import type { Board } from '../../domain/model';

/** What the members panel and the activity feed need. */
export interface BoardMembers {
  members: Member[];
  /** A display name for `uid`: the member's name, "A member (uid…)" for an unnamed or former member. */
  nameOf: (uid: string) => string;
}

const unnamed = (uid: string) => `A member (${uid.slice(0, 6)})`;

/** The members of `board` (null while it loads), kept live. */
export function useMembers(board: Board | null | undefined): BoardMembers {
  const { boards } = useBackend();
  const boardId = board?.id ?? null;
  const watched = useWatch<Member[]>(boards.watchMembers ? boardId : null, (o) =>
    boards.watchMembers ? boards.watchMembers(boardId ?? '', o) : () => undefined,
  );
  const roles = board?.roles;
  return useMemo(() => {
    const members: Member[] =
      watched.data ?? Object.entries(roles ?? {}).map(([uid, role]) => ({ uid, role, displayName: '' }));
    const names = new Map(members.filter((m) => m.displayName).map((m) => [m.uid, m.displayName]));
    return { members, nameOf: (uid: string) => names.get(uid) ?? unnamed(uid) };
  }, [watched.data, roles]);
}
