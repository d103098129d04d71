// The invite landing page: a refused link says why in the handler's words, not a generic text for its error code.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Switch } from '../../ui/routing';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { Backend, BoardsPort, CallsPort, User } from '../../backend/ports';
import { AppError } from '../../domain/errors';
import { InvitePage } from './InvitePage';

afterEach(cleanup);

const bea: User = {
  uid: 'bea-uid',
  email: 'bea@example.com',
  displayName: 'Bea',
  isAnonymous: false,
  emailVerified: true,
};

function renderPage(acceptInvite: CallsPort['acceptInvite']) {
  const refuse = () => Promise.reject(new Error('not faked'));
  const backend: Backend = {
    mode: 'local',
    auth: {
      onUserChanged: (listener) => {
        listener(bea);
        return () => undefined;
      },
      signUp: refuse,
      signIn: refuse,
      signOut: refuse,
    },
    boards: new Proxy({} as BoardsPort, { get: () => refuse }),
    calls: {
      inviteMember: refuse,
      acceptInvite,
      listInvites: refuse,
      revokeInvite: refuse,
      setMemberRole: refuse,
      removeMember: refuse,
      deleteBoard: refuse,
      deleteAccountData: refuse,
      moveCardToBoard: refuse,
      copyMembers: refuse,
    },
  };
  render(
    <BackendProvider backend={backend}>
      <MemoryRouter initialEntries={['/invite/tok123']}>
        <Switch>
          <Route path="/invite/:token">
            <InvitePage />
          </Route>
          <Route path="/">
            <h1>Your boards</h1>
          </Route>
        </Switch>
      </MemoryRouter>
    </BackendProvider>,
  );
}

describe('InvitePage', () => {
  it.each([
    [
      'permission-denied',
      'This invite is for another e-mail address: sign in with the verified address it was sent to.',
    ],
    ['invalid-argument', 'This invite has already been used: ask for a new link.'],
    ['not-found', 'This invite link no longer works: it was revoked or has expired. Ask for a new link.'],
  ] as const)('explains a %s refusal in the words of the handler', async (code, message) => {
    renderPage(() => Promise.reject(new AppError(code, message)));
    fireEvent.click(await screen.findByRole('button', { name: 'Join board' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This invite link cannot be used.');
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).not.toContain('Your role on this board');
    expect(alert.textContent).not.toContain('Something in what you entered');
    expect(screen.getByRole('link', { name: 'Go to your boards' })).toBeTruthy();
  });

  it('shows other failures as everywhere else', async () => {
    renderPage(() => Promise.reject(new AppError('unavailable', 'offline')));
    fireEvent.click(await screen.findByRole('button', { name: 'Join board' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline');
  });
});
