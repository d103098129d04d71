// The top bar's guest reminder: only for an anonymous user, only where the backend can link accounts.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../ui/routing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { AuthPort, User } from '../../backend/ports';
import { emailUser, fakeAuth, fakeBackend, guestUser } from '../../backend/testing/fake-backend';
import { GuestNotice } from './GuestNotice';

afterEach(cleanup);

function renderNotice(user: User | null, extras: Partial<AuthPort>) {
  render(
    <BackendProvider backend={fakeBackend(fakeAuth(user, extras))}>
      <MemoryRouter>
        <GuestNotice user={user} accountHref="/settings#account-heading" />
      </MemoryRouter>
    </BackendProvider>,
  );
}

describe('GuestNotice', () => {
  it('links a guest to the account section', () => {
    renderNotice(guestUser, { linkWithEmail: vi.fn() });
    const link = screen.getByRole('link', { name: 'You are a guest — save your boards' });
    expect(link.getAttribute('href')).toBe('/settings#account-heading');
  });

  it('stays hidden for a permanent account, or where linking is impossible', () => {
    renderNotice(emailUser, { linkWithEmail: vi.fn() });
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    renderNotice(guestUser, {});
    expect(screen.queryByRole('link')).toBeNull();
  });
});
