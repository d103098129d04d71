// The invite dialog: the sentence under a link describes that link, whatever the form says after it was made.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { Backend, BoardsPort, CallsPort } from '../../backend/ports';
import type { OpenInvite } from '../../domain/calls';
import { AppError } from '../../domain/errors';
import { InviteDialog } from './InviteDialog';

afterEach(cleanup);

/** Two open invites as listInvites returns them, newest first. */
const OPEN: OpenInvite[] = [
  {
    inviteId: 'i1',
    role: 'member',
    email: null,
    createdBy: 'u1',
    createdAt: 2,
    expiresAt: Date.UTC(2030, 0, 8),
  },
  {
    inviteId: 'i0',
    role: 'observer',
    email: 'bea@example.com',
    createdBy: 'u1',
    createdAt: 1,
    expiresAt: Date.UTC(2030, 0, 9),
  },
];

function renderDialog(inviteMember: CallsPort['inviteMember'], more: Partial<CallsPort> = {}) {
  const refuse = () => Promise.reject(new Error('not faked'));
  const backend: Backend = {
    mode: 'local',
    auth: { onUserChanged: () => () => undefined, signUp: refuse, signIn: refuse, signOut: refuse },
    boards: new Proxy({} as BoardsPort, { get: () => refuse }),
    calls: {
      inviteMember,
      acceptInvite: refuse,
      listInvites: async () => ({ invites: [], purged: 0 }),
      revokeInvite: refuse,
      setMemberRole: refuse,
      removeMember: refuse,
      deleteBoard: refuse,
      deleteAccountData: refuse,
      moveCardToBoard: refuse,
      copyMembers: refuse,
      ...more,
    },
  };
  render(
    <BackendProvider backend={backend}>
      <InviteDialog
        boardId="b1"
        linkFor={(token) => `https://lanes.test/invite/${token}`}
        onClose={() => {}}
      />
    </BackendProvider>,
  );
}

describe('InviteDialog', () => {
  it('keeps describing the link it made when the role and address are changed afterwards', async () => {
    const inviteMember = vi.fn<CallsPort['inviteMember']>(async () => ({
      inviteId: 'i1',
      token: 'tok123',
      expiresAt: Date.UTC(2030, 0, 8),
    }));
    renderDialog(inviteMember);
    fireEvent.change(screen.getByLabelText('Only for this e-mail address (optional)'), {
      target: { value: 'bea@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create invite link' }));
    const link = (await screen.findByLabelText('Invite link')) as HTMLInputElement;
    expect(link.value).toBe('https://lanes.test/invite/tok123');
    expect(inviteMember).toHaveBeenCalledWith(
      expect.objectContaining({ boardId: 'b1', role: 'member', email: 'bea@example.com' }),
    );

    // The person now picks another role and clears the address, but has not made a new link yet.
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Only for this e-mail address (optional)'), {
      target: { value: '' },
    });

    const hint = link.closest('.invite-result')?.textContent ?? '';
    expect(hint).toContain('can join as member if signed in as bea@example.com.');
    expect(hint).not.toContain('admin');
  });

  const accepts = (): Promise<void> => Promise.resolve();
  const refuses = (): Promise<void> =>
    Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  it.each([
    ['copies the link and says so', accepts, 'Copied', null],
    [
      'asks for a manual copy when the browser refuses the clipboard',
      refuses,
      'Copy link',
      'This browser did not let Lanes copy: the link is selected, copy it with Ctrl+C (⌘C on a Mac).',
    ],
  ] as const)('%s', async (_name, writeText, button, status) => {
    const clipboard = { writeText: vi.fn(writeText) };
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    renderDialog(async () => ({ inviteId: 'i1', token: 'tok123', expiresAt: Date.UTC(2030, 0, 8) }));
    fireEvent.click(screen.getByRole('button', { name: 'Create invite link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(clipboard.writeText).toHaveBeenCalledWith('https://lanes.test/invite/tok123');
    expect(await screen.findByRole('button', { name: button })).toBeTruthy();
    if (status) expect((await screen.findByRole('status')).textContent).toBe(status);
    else expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists open invite links and revokes one, hiding the link made here when it is the one revoked', async () => {
    const listInvites = vi.fn<CallsPort['listInvites']>(async () => ({ invites: OPEN, purged: 0 }));
    const revokeInvite = vi.fn<CallsPort['revokeInvite']>(async (input) => ({
      boardId: 'b1',
      inviteId: input.inviteId,
    }));
    renderDialog(async () => ({ inviteId: 'i1', token: 'tok123', expiresAt: Date.UTC(2030, 0, 8) }), {
      listInvites,
      revokeInvite,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create invite link' }));
    expect(await screen.findByLabelText('Invite link')).toBeTruthy();
    const revokeButtons = await screen.findAllByRole('button', { name: /^Revoke the / });
    expect(revokeButtons.map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringContaining('member link for anyone with the link'),
      expect.stringContaining('observer (reads and comments) link for bea@example.com'),
    ]);
    fireEvent.click(revokeButtons[0]!);
    expect((await screen.findByRole('status')).textContent).toBe('Invite link revoked: it no longer works.');
    expect(revokeInvite).toHaveBeenCalledWith({ boardId: 'b1', inviteId: 'i1' });
    expect(screen.queryByLabelText('Invite link')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Revoke the / })).toHaveLength(1);
  });

  it('says so when the invite was already gone, and drops it from the list', async () => {
    renderDialog(async () => ({ inviteId: 'i9', token: 't', expiresAt: 1 }), {
      listInvites: async () => ({ invites: OPEN.slice(0, 1), purged: 0 }),
      revokeInvite: () => Promise.reject(new AppError('not-found', 'gone')),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Revoke the / }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'This invite link no longer existed: it was revoked or had expired.',
    );
    expect(await screen.findByText('No open invitations.')).toBeTruthy();
  });
});
