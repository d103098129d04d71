// The members panel: short role names in the pickers with what each role may do said once below, and an observer
// sees roles as text with only "Leave board" for themselves.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { Backend, BoardsPort, Member, User } from '../../backend/ports';
import type { Board } from '../../domain/model';
import { MembersDialog } from './MembersDialog';

afterEach(cleanup);

const members: Member[] = [
  { uid: 'ana-uid', role: 'owner', displayName: 'Ana' },
  { uid: 'bea-uid', role: 'observer', displayName: 'Bea' },
];
const board = { id: 'b1', roles: { 'ana-uid': 'owner', 'bea-uid': 'observer' } } as unknown as Board;
const userOf = (uid: string, displayName: string): User => ({
  uid,
  email: `${uid}@example.com`,
  displayName,
  isAnonymous: false,
  emailVerified: true,
});

function renderPanel(user: User) {
  const refuse = () => Promise.reject(new Error('not faked'));
  const backend: Backend = {
    mode: 'local',
    auth: { onUserChanged: () => () => undefined, signUp: refuse, signIn: refuse, signOut: refuse },
    boards: new Proxy({} as BoardsPort, { get: () => refuse }),
    calls: {
      inviteMember: refuse,
      acceptInvite: refuse,
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
      <MembersDialog
        board={board}
        user={user}
        members={members}
        nameOf={(uid) => uid}
        onClose={() => {}}
        onLeft={() => {}}
      />
    </BackendProvider>,
  );
}

describe('MembersDialog', () => {
  it('gives the owner a short role picker for others and says once what each role may do', () => {
    renderPanel(userOf('ana-uid', 'Ana'));
    const picker = screen.getByLabelText('Role of Bea') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.text)).toEqual(['Owner', 'Admin', 'Member', 'Observer']);
    expect(picker.value).toBe('observer');
    expect(
      screen.getByText(/^Observers read and comment\. Members also edit lists and cards\./),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    // The last owner cannot leave, and is told why.
    expect(screen.queryByRole('button', { name: 'Leave board' })).toBeNull();
    expect(screen.getByText(/A board always keeps an owner/)).toBeTruthy();
  });

  it('shows an observer the roles as text, and only their own way out', () => {
    renderPanel(userOf('bea-uid', 'Bea'));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    const [ana, bea] = screen.getAllByRole('listitem');
    expect(ana?.textContent).toContain('Owner');
    expect(ana?.querySelector('button')).toBeNull();
    expect(bea?.textContent).toContain('Bea (you)');
    expect(bea?.textContent).toContain('Observer');
    expect(bea?.querySelector('button')?.textContent).toBe('Leave board');
  });
});
