// Settings → Account with a fake AuthPort: each control only where its method exists; a guest's "Save your
// boards" (the 6-character rule first, the clear message for an account that exists); deleting an account with
// the app's shared "Confirm it is you" dialog when the backend wants a recent sign-in (src/app/delete-account.test.tsx).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Switch } from '../../ui/routing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { AuthPort, BackendMode, CallsPort, User } from '../../backend/ports';
import { emailUser, fakeAuth, fakeBackend, guestUser } from '../../backend/testing/fake-backend';
import { AppError } from '../../domain/errors';
import { AccountSection } from './AccountSection';

afterEach(cleanup);

function renderAccount(
  user: User | null,
  extras: Partial<AuthPort> = {},
  mode: BackendMode = 'emulator',
  calls?: Partial<CallsPort>,
) {
  const auth = fakeAuth(user, extras);
  render(
    <BackendProvider backend={fakeBackend(auth, mode, { calls })}>
      <MemoryRouter initialEntries={['/settings']}>
        <Switch>
          <Route path="/settings">
            <AccountSection advanced />
          </Route>
          <Route path="/signin">
            <h1>Sign in to Lanes</h1>
          </Route>
        </Switch>
      </MemoryRouter>
    </BackendProvider>,
  );
  return auth;
}

function fillSaveForm(password: string) {
  const form = within(screen.getByRole('group', { name: 'Save your boards' }));
  fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Ana' } });
  fireEvent.change(form.getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
  fireEvent.change(form.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(form.getByRole('button', { name: 'Save with e-mail and password' }));
}

describe('AccountSection: controls follow the port', () => {
  it('shows only the name and e-mail where the backend has no optional method (local mode)', () => {
    renderAccount({ ...emailUser, emailVerified: undefined }, {}, 'local');
    expect(screen.getByTestId('account-email').textContent).toBe('ana@example.com');
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send verification e-mail' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete account…' })).toBeNull();
  });

  it('offers no "Save your boards" to a guest when the backend cannot link accounts', () => {
    renderAccount(guestUser);
    expect(screen.queryByRole('group', { name: 'Save your boards' })).toBeNull();
  });

  it('offers Google linking only where linkWithGoogle exists', () => {
    renderAccount(guestUser, { linkWithEmail: vi.fn() });
    expect(screen.getByRole('button', { name: 'Save with e-mail and password' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save with Google' })).toBeNull();
  });

  it('saves a new display name', async () => {
    const renamed = { ...emailUser, displayName: 'Ana B.' };
    const auth = renderAccount(emailUser, {
      updateProfile: vi.fn(async () => {
        auth.setUser(renamed);
        return renamed;
      }),
    });
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Ana B.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect((await screen.findByRole('status')).textContent).toBe('Name saved.');
    expect(auth.updateProfile).toHaveBeenCalledWith({ displayName: 'Ana B.' });
    expect((screen.getByLabelText('Display name') as HTMLInputElement).value).toBe('Ana B.');
  });

  it('sends a verification e-mail for an unverified address, and offers none once verified', async () => {
    const sendEmailVerification = vi.fn(async () => undefined);
    renderAccount({ ...emailUser, emailVerified: false }, { sendEmailVerification });
    expect(screen.getByTestId('account-email').textContent).toContain('(not verified)');
    fireEvent.click(screen.getByRole('button', { name: 'Send verification e-mail' }));
    expect((await screen.findByRole('status')).textContent).toContain('Verification e-mail sent');
    cleanup();
    renderAccount(emailUser, { sendEmailVerification });
    expect(screen.queryByRole('button', { name: 'Send verification e-mail' })).toBeNull();
  });
});

describe('AccountSection: a guest saves their boards', () => {
  it('refuses a 5-character password before calling linkWithEmail', async () => {
    const linkWithEmail = vi.fn(async () => emailUser);
    renderAccount(guestUser, { linkWithEmail });
    fillSaveForm('12345');
    expect((await screen.findByRole('alert')).textContent).toContain('at least 6 characters');
    expect(linkWithEmail).not.toHaveBeenCalled();
  });

  it('links e-mail and password to the same uid and says so', async () => {
    const linked: User = { ...guestUser, email: 'ana@example.com', displayName: 'Ana', isAnonymous: false };
    const auth = renderAccount(guestUser, {
      linkWithEmail: vi.fn(async () => {
        auth.setUser(linked);
        return linked;
      }),
    });
    fillSaveForm('123456');
    expect((await screen.findByRole('status')).textContent).toContain('sign in with ana@example.com');
    expect(screen.getByTestId('account-uid').textContent).toBe('guest-uid');
    expect(screen.getByTestId('account-email').textContent).toContain('ana@example.com');
    expect(auth.linkWithEmail).toHaveBeenCalledWith({
      displayName: 'Ana',
      email: 'ana@example.com',
      password: '123456',
    });
  });

  it('explains an account that already exists (auth/credential-already-in-use) and how to go on', async () => {
    // The adapter translates Firebase's auth/credential-already-in-use to this code (firebase/errors.ts).
    const taken = new AppError(
      'auth/email-already-in-use',
      'That account already exists: sign in to it instead.',
    );
    renderAccount(guestUser, {
      linkWithEmail: vi.fn(async () => Promise.reject(taken)),
      linkWithGoogle: vi.fn(async () => Promise.reject(taken)),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save with Google' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That account already exists, so it cannot be added to this guest.');
    expect(alert.textContent).toContain('save them with a different e-mail address or Google account');
    expect(alert.textContent).toContain('sign out and sign in to it');
  });

  it('treats a closed Google pop-up as nothing happening', async () => {
    const linkWithGoogle = vi.fn(async () => null);
    renderAccount(guestUser, { linkWithGoogle });
    fireEvent.click(screen.getByRole('button', { name: 'Save with Google' }));
    await waitFor(() => expect(linkWithGoogle).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
