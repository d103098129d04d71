// The sign-in and sign-up pages' optional ways in: Google, guest and password reset appear only when the backend
// offers them; a closed Google pop-up is no error; the reset request ends with a clear confirmation.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Switch } from '../../ui/routing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { AuthPort } from '../../backend/ports';
import { fakeAuth, fakeBackend, guestUser } from '../../backend/testing/fake-backend';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';

afterEach(cleanup);

function renderAt(path: '/signin' | '/signup', extras: Partial<AuthPort> = {}) {
  const auth = fakeAuth(null, extras);
  render(
    <BackendProvider backend={fakeBackend(auth)}>
      <MemoryRouter initialEntries={[path]}>
        <Switch>
          <Route path="/signin">
            <SignInPage />
          </Route>
          <Route path="/signup">
            <SignUpPage />
          </Route>
          <Route path="/">
            <h1>Your boards</h1>
          </Route>
        </Switch>
      </MemoryRouter>
    </BackendProvider>,
  );
  return auth;
}

describe('SignInPage', () => {
  it('offers only e-mail and password when the backend has no optional method (local mode)', () => {
    renderAt('/signin');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });

  it('sends a password reset to the address typed and confirms it', async () => {
    const sendPasswordReset = vi.fn(async () => undefined);
    renderAt('/signin', { sendPasswordReset });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    // Prefilled with what was typed in the sign-in form.
    const field = screen.getByLabelText('E-mail address for the reset link') as HTMLInputElement;
    expect(field.value).toBe('ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Reset link sent');
    expect(status.textContent).toContain('ana@example.com');
    expect(sendPasswordReset).toHaveBeenCalledWith('ana@example.com');
  });

  it('treats a closed Google pop-up as no error and stays on the page', async () => {
    const signInWithGoogle = vi.fn(async () => null);
    renderAt('/signin', { signInWithGoogle });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(signInWithGoogle).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign in to Lanes' })).toBeTruthy();
  });

  it('signs in as a guest and goes to the boards', async () => {
    const signInAsGuest = vi.fn(async () => guestUser);
    renderAt('/signin', { signInAsGuest });
    fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(await screen.findByRole('heading', { name: 'Your boards' })).toBeTruthy();
  });
});

describe('SignUpPage', () => {
  it('offers Google but not a guest account', () => {
    renderAt('/signup', { signInWithGoogle: vi.fn(async () => null), signInAsGuest: vi.fn() });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();
  });
});
