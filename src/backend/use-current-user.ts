/** The signed-in user, from the auth port, as React state. */
import { useEffect, useState } from 'react';
import { useBackend } from './context';
import type { User } from './ports';

/** The current user (null: signed out), and `ready` once the auth port has told us who that is. */
export function useCurrentUser(): { user: User | null; ready: boolean } {
  const { auth } = useBackend();
  const [state, setState] = useState<{ user: User | null; ready: boolean }>({ user: null, ready: false });
  useEffect(() => auth.onUserChanged((user) => setState({ user, ready: true })), [auth]);
  return state;
}
