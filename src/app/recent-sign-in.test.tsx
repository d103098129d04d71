// Steps that need a sign-in within 5 minutes (issue 15 item 13), composed as the app composes them: deleting a
// board and changing a role, refused for a stale sign-in, ask for the password (or Google, for a Google account)
// and then go through, instead of ending at "sign in again" with no way to.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../backend/context';
import type { AuthPort, CallsPort, Member, User } from '../backend/ports';
import { fakeAuth, fakeBackend } from '../backend/testing/fake-backend';
import { AppError } from '../domain/errors';
import type { Board } from '../domain/model';
import { sampleBoard } from '../domain/samples';
import { RecentSignIn } from '../features/auth/RecentSignIn';
import { DeleteBoardDialog } from '../features/boards/DeleteBoardDialog';
import { MembersDialog } from '../features/members/MembersDialog';

afterEach(cleanup);

const board: Board = sampleBoard({ id: 'b1', title: 'Team plans', roles: { ana: 'owner', bea: 'observer' } });
const members: Member[] = [
  { uid: 'ana', role: 'owner', displayName: 'Ana' },
  { uid: 'bea', role: 'observer', displayName: 'Bea' },
];
const ana: User = { uid: 'ana', email: 'ana@example.com', displayName: 'Ana', isAnonymous: false };
const stale = () =>
  new AppError('auth/requires-recent-login', 'For your safety, sign in again before doing this.');

function renderWith(auth: Partial<AuthPort>, calls: Partial<CallsPort>, ui: ReactNode) {
  const backend = fakeBackend(fakeAuth(ana, auth), 'emulator', { calls });
  render(
    <BackendProvider backend={backend}>
      <RecentSignIn>{ui}</RecentSignIn>
    </BackendProvider>,
  );
}

const membersPanel = (
  <MembersDialog
    board={board}
    user={ana}
    members={members}
    nameOf={(uid) => uid}
    onClose={() => {}}
    onLeft={() => {}}
  />
);

describe('a step that needs a recent sign-in', () => {
  it('deleting a board: asks a stale sign-in for the password, then deletes it and leaves its page', async () => {
    const user = userEvent.setup();
    const deleteBoard = vi.fn().mockRejectedValueOnce(stale()).mockResolvedValue({ deleted: true });
    const reauthenticate = vi.fn().mockResolvedValue(undefined);
    const onDeleted = vi.fn();
    renderWith(
      { reauthenticate, reauthMethods: () => ['password'] },
      { deleteBoard },
      <DeleteBoardDialog board={board} onClose={() => {}} onDeleted={onDeleted} />,
    );
    expect(
      screen.getByText('Delete “Team plans” with all its lists, cards, comments and attached files?'),
    ).toBeTruthy();
    expect(screen.getByText('1 other member loses it too.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete board for good' }));
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(onDeleted).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText(/^Your password/));
    await user.keyboard('secret-password{Enter}');
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(reauthenticate).toHaveBeenCalledWith({ password: 'secret-password' });
    expect(deleteBoard).toHaveBeenCalledTimes(2);
    expect(deleteBoard).toHaveBeenLastCalledWith({ boardId: 'b1' });
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
  });

  it('deleting a board: cancelling the sign-in keeps the board', async () => {
    const user = userEvent.setup();
    const deleteBoard = vi.fn().mockRejectedValue(stale());
    const onDeleted = vi.fn();
    renderWith(
      { reauthenticate: vi.fn(), reauthMethods: () => ['password'] },
      { deleteBoard },
      <DeleteBoardDialog board={board} onClose={() => {}} onDeleted={onDeleted} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete board for good' }));
    const reauth = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(reauth.querySelector('form button[type="button"]') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    expect(deleteBoard).toHaveBeenCalledTimes(1);
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete board for good' })).toHaveProperty('disabled', false);
  });

  it('changing a role: the 6-character rule is said before sending, then the chosen role is set', async () => {
    const user = userEvent.setup();
    const setMemberRole = vi.fn().mockRejectedValueOnce(stale()).mockResolvedValue({ role: 'member' });
    const reauthenticate = vi.fn().mockResolvedValue(undefined);
    renderWith({ reauthenticate, reauthMethods: () => ['password'] }, { setMemberRole }, membersPanel);
    await user.selectOptions(screen.getByLabelText('Role of Bea'), 'member');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog.textContent).toContain("At least 6 characters (Firebase Authentication's rule).");
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();

    await user.click(screen.getByLabelText(/^Your password/));
    await user.keyboard('short');
    await user.click(screen.getByRole('button', { name: 'Sign in again and continue' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/6 characters/);
    expect(reauthenticate).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText(/^Your password/));
    await user.keyboard('-enough');
    await user.click(screen.getByRole('button', { name: 'Sign in again and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    expect(reauthenticate).toHaveBeenCalledWith({ password: 'short-enough' });
    // The role picked, not the one the picker shows again while waiting.
    expect(setMemberRole).toHaveBeenCalledTimes(2);
    expect(setMemberRole).toHaveBeenLastCalledWith({ boardId: 'b1', uid: 'bea', role: 'member' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changing a role: a Google account is offered Google again; a refused sign-in is shown', async () => {
    const user = userEvent.setup();
    const setMemberRole = vi.fn().mockRejectedValue(stale());
    const reauthenticate = vi
      .fn()
      .mockRejectedValue(
        new AppError('auth/invalid-credential', 'Sign in again with the account you are using now.'),
      );
    renderWith({ reauthenticate, reauthMethods: () => ['google'] }, { setMemberRole }, membersPanel);
    await user.selectOptions(screen.getByLabelText('Role of Bea'), 'admin');
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(screen.queryByLabelText(/^Your password/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in again with Google and continue' }));
    expect(reauthenticate).toHaveBeenCalledWith({ provider: 'google' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/do not match/);
    expect(setMemberRole).toHaveBeenCalledTimes(1);
  });
});
