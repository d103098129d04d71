// Settings → Delete account composed as the app composes it: inside the app's RecentSignIn, whose "Confirm it is
// you" dialog asks a stale sign-in for the account's own way in.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../backend/context';
import type { AuthPort, CallsPort } from '../backend/ports';
import { emailUser, fakeAuth, fakeBackend } from '../backend/testing/fake-backend';
import type { DeleteAccountDataOutput } from '../domain/calls';
import { AppError } from '../domain/errors';
import { RecentSignIn } from '../features/auth/RecentSignIn';
import { AccountSection } from '../features/settings/AccountSection';
import { MemoryRouter, Route, Switch } from '../ui/routing';

afterEach(cleanup);

function renderAccount(extras: Partial<AuthPort>, calls?: Partial<CallsPort>) {
  render(
    <BackendProvider backend={fakeBackend(fakeAuth(emailUser, extras), 'emulator', { calls })}>
      <MemoryRouter initialEntries={['/settings']}>
        <RecentSignIn>
          <Switch>
            <Route path="/settings">
              <AccountSection advanced />
            </Route>
            <Route path="/signin">
              <h1>Sign in to Lanes</h1>
            </Route>
          </Switch>
        </RecentSignIn>
      </MemoryRouter>
    </BackendProvider>,
  );
}

// Issue 15 item 13: the deletion had its own password form, shown to Google accounts too, which have no password.
// It now asks through the app's shared "Confirm it is you" dialog (features/auth RecentSignIn), which offers the
// account's own ways in.
describe('AccountSection: delete account', () => {
  const stale = () => new AppError('auth/requires-recent-login', 'Sign in again.');

  it('names what goes; a stale sign-in confirms it is them with the password, then the account goes', async () => {
    const reauthenticate = vi
      .fn<NonNullable<AuthPort['reauthenticate']>>()
      .mockRejectedValueOnce(stale())
      .mockResolvedValue(undefined);
    const deleteAccount = vi.fn<NonNullable<AuthPort['deleteAccount']>>().mockResolvedValue(undefined);
    renderAccount({ deleteAccount, reauthenticate, reauthMethods: () => ['password'] });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    expect(dialog.getByText(/your sign-in as ana@example.com/)).toBeTruthy();
    expect(dialog.getByText(/your profile \(name “Ana”\)/)).toBeTruthy();
    expect(dialog.getByText('This cannot be undone.')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(confirm.queryByRole('button', { name: 'Sign in again with Google and continue' })).toBeNull();
    fireEvent.change(confirm.getByLabelText(/^Your password/), { target: { value: 'secret-password' } });
    fireEvent.click(confirm.getByRole('button', { name: 'Sign in again and continue' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Lanes' })).toBeTruthy();
    expect(reauthenticate).toHaveBeenNthCalledWith(2, { password: 'secret-password' });
    expect(deleteAccount).toHaveBeenCalledExactlyOnceWith();
  });

  it('lets a Google account confirm with Google: no password asked, and the account goes', async () => {
    const reauthenticate = vi
      .fn<NonNullable<AuthPort['reauthenticate']>>()
      .mockRejectedValueOnce(stale())
      .mockResolvedValue(undefined);
    const deleteAccount = vi.fn<NonNullable<AuthPort['deleteAccount']>>().mockResolvedValue(undefined);
    renderAccount({
      deleteAccount,
      reauthenticate,
      reauthMethods: () => ['google'],
      signInWithGoogle: vi.fn(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    expect(confirm.queryByLabelText(/^Your password/)).toBeNull();
    fireEvent.click(confirm.getByRole('button', { name: 'Sign in again with Google and continue' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Lanes' })).toBeTruthy();
    expect(reauthenticate).toHaveBeenNthCalledWith(2, { provider: 'google' });
    expect(deleteAccount).toHaveBeenCalledTimes(1);
  });

  it('names the boards that go, and deletes the data once even when asked to sign in again', async () => {
    const plan: DeleteAccountDataOutput = {
      dryRun: true,
      deletedBoards: [{ id: 'b1', title: 'Home', otherMembers: ['bo'] }],
      leftBoards: [{ id: 'b2', title: 'Team' }],
    };
    const deleteAccountData = vi.fn(async () => plan);
    const reauthenticate = vi.fn<NonNullable<AuthPort['reauthenticate']>>().mockResolvedValue(undefined);
    // The sign-in turns stale between the data's deletion and the account's.
    const deleteAccount = vi
      .fn<NonNullable<AuthPort['deleteAccount']>>()
      .mockRejectedValueOnce(stale())
      .mockResolvedValueOnce(undefined);
    renderAccount(
      { deleteAccount, reauthenticate, reauthMethods: () => ['password'] },
      { deleteAccountData },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    expect(await dialog.findByText(/the board “Home” with all its lists, cards/)).toBeTruthy();
    expect(dialog.getByText(/1 other member loses it too/)).toBeTruthy();
    expect(dialog.getByText(/your membership of “Team”/)).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    fireEvent.change(confirm.getByLabelText(/^Your password/), { target: { value: 'pw-again' } });
    fireEvent.click(confirm.getByRole('button', { name: 'Sign in again and continue' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Lanes' })).toBeTruthy();
    expect(deleteAccountData.mock.calls).toEqual([[{ confirm: true, dryRun: true }], [{ confirm: true }]]);
    expect(deleteAccount).toHaveBeenCalledTimes(2);
  });

  it('asks who it is before deleting anything, so a person who gives up keeps both boards and account', async () => {
    const plan: DeleteAccountDataOutput = {
      dryRun: true,
      deletedBoards: [{ id: 'b1', title: 'Home', otherMembers: [] }],
      leftBoards: [],
    };
    const deleteAccountData = vi.fn(async () => plan);
    const reauthenticate = vi.fn<NonNullable<AuthPort['reauthenticate']>>().mockRejectedValueOnce(stale());
    const deleteAccount = vi.fn<NonNullable<AuthPort['deleteAccount']>>().mockResolvedValue(undefined);
    renderAccount(
      { deleteAccount, reauthenticate, reauthMethods: () => ['password'] },
      { deleteAccountData },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    await dialog.findByText(/the board “Home”/);

    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    // Only the dry run ran; the account stays, and can try again.
    expect(deleteAccountData.mock.calls).toEqual([[{ confirm: true, dryRun: true }]]);
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(dialog.getByRole('button', { name: 'Delete my account' })).toHaveProperty('disabled', false);
  });
});
