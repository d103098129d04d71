// A board the person can no longer see (removed, left in another tab, deleted) says so and offers the way back,
// instead of a bare "Your role on this board does not allow that."
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Switch } from '../ui/routing';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendProvider } from '../backend/context';
import type { Backend, BoardsPort, Observer, User } from '../backend/ports';
import { AppError } from '../domain/errors';
import { BoardRoute } from './BoardRoute';

afterEach(cleanup);

const bea: User = {
  uid: 'bea-uid',
  email: 'bea@example.com',
  displayName: 'Bea',
  isAnonymous: false,
  emailVerified: true,
};

const denied = () => new AppError('permission-denied', 'Your role on this board does not allow that.');

/** A boards port whose board subscription reads as `board` and whose lists and cards are refused. */
function renderRoute(board: 'null' | 'denied') {
  const refuse = () => Promise.reject(new Error('not faked'));
  const watch = (name: string) => (_boardId: string, observer: Observer<unknown>) => {
    queueMicrotask(() => {
      if (name === 'watchBoard' && board === 'null')
        observer.next({ data: null, pending: false, fromCache: false });
      else observer.error(denied());
    });
    return () => undefined;
  };
  const boards = new Proxy({} as BoardsPort, {
    get: (_target, name) => (String(name).startsWith('watch') ? watch(String(name)) : refuse),
  });
  const backend: Backend = {
    mode: 'local',
    auth: { onUserChanged: () => () => undefined, signUp: refuse, signIn: refuse, signOut: refuse },
    boards,
  };
  render(
    <BackendProvider backend={backend}>
      <MemoryRouter initialEntries={['/b/b1']}>
        <Switch>
          <Route path="/b/:boardId">
            <BoardRoute user={bea} />
          </Route>
        </Switch>
      </MemoryRouter>
    </BackendProvider>,
  );
}

describe('BoardRoute', () => {
  it.each(['null', 'denied'] as const)(
    'tells a person who is no longer a member so, with a link back (board read as %s)',
    async (board) => {
      renderRoute(board);
      expect(
        await screen.findByText('You are not a member of this board (any more), or it was deleted.'),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to your boards' }).getAttribute('href')).toBe('/');
      expect(screen.queryByText('Your role on this board does not allow that.')).toBeNull();
    },
  );
});
