/**
 * A fake Backend for component tests: an AuthPort whose user the test sets, with only the optional methods the
 * test passes (so "hidden when the method is absent" can be checked), and ports that throw if a test strays.
 */
import type { AuthPort, Backend, BackendMode, BoardsPort, CallsPort, User } from '../ports';

/** The fake AuthPort, plus `setUser` to play a change of user (sign-in, a guest being linked). */
export type FakeAuth = AuthPort & { setUser(user: User | null): void };

/** A guest as the Firebase adapter reports one. */
export const guestUser: User = {
  uid: 'guest-uid',
  email: null,
  displayName: '',
  isAnonymous: true,
  emailVerified: false,
};

/** A permanent e-mail account. */
export const emailUser: User = {
  uid: 'ana-uid',
  email: 'ana@example.com',
  displayName: 'Ana',
  isAnonymous: false,
  emailVerified: true,
};

const notFaked = (what: string) => () => Promise.reject(new Error(`${what} is not faked in this test`));

/** An AuthPort signed in as `user`; `extras` adds (or replaces) methods, typically `vi.fn()` fakes. */
export function fakeAuth(user: User | null, extras: Partial<AuthPort> = {}): FakeAuth {
  let current = user;
  const listeners = new Set<(user: User | null) => void>();
  const setUser = (next: User | null) => {
    current = next;
    for (const listener of [...listeners]) listener(next);
  };
  return {
    onUserChanged(listener) {
      listeners.add(listener);
      listener(current);
      return () => void listeners.delete(listener);
    },
    signUp: notFaked('signUp'),
    signIn: notFaked('signIn'),
    signOut: async () => setUser(null),
    ...extras,
    setUser,
  };
}

/** A port with the methods of `given`; any other method rejects, naming itself. */
function partialPort<T extends object>(name: string, given: Partial<T>): T {
  return new Proxy(given as T, {
    get: (target, method) => Reflect.get(target, method) ?? notFaked(`${name}.${String(method)}`),
  });
}

/** A Backend in `mode` with `auth` (and `calls` when given); any use of its boards port throws. */
export function fakeBackend(
  auth: AuthPort,
  mode: BackendMode = 'emulator',
  extras: { calls?: Partial<CallsPort> } = {},
): Backend {
  const backend: Backend = { mode, auth, boards: partialPort<BoardsPort>('boards', {}) };
  if (extras.calls) backend.calls = partialPort<CallsPort>('calls', extras.calls);
  return backend;
}
