/**
 * The people a card can be assigned to: the board's `roles` (always current) with the names `boards.watchMembers`
 * gives; a uid it does not name yet is "A member (uid…)", and you are named by your own name.
 */
import i18next from 'i18next';
import { useMemo } from 'react';
import { useBackend } from '../../backend/context';
import type { Member } from '../../backend/ports';
import { useWatch } from '../../backend/use-watch';
import type { Board } from '../../domain/model';
import { withNames } from '../../domain/member-names';

/** A person who can be assigned to a card. */
export interface Assignable {
  uid: string;
  name: string;
  /** False for observers: they can be shown but not assigned. */
  canWrite: boolean;
}

const unnamed = (uid: string) => i18next.t('card:someMember', { id: uid.slice(0, 6) });

/** The members of `board`, you (`me`) first, each with a display name; kept live. Never throws. */
export function useCardMembers(board: Board, me: { uid: string; displayName: string }): Assignable[] {
  const { boards } = useBackend();
  const watched = useWatch<Member[]>(boards.watchMembers ? `members/${board.id}` : null, (o) =>
    boards.watchMembers ? boards.watchMembers(board.id, o) : () => undefined,
  );
  const { roles } = board;
  return useMemo(() => {
    const members = withNames(roles, watched.data);
    const people = members.map((m) => ({
      uid: m.uid,
      name: m.uid === me.uid ? me.displayName || 'You' : m.displayName || unnamed(m.uid),
      canWrite: m.role !== 'observer',
    }));
    return [...people.filter((p) => p.uid === me.uid), ...people.filter((p) => p.uid !== me.uid)];
  }, [watched.data, roles, me.uid, me.displayName]);
}
