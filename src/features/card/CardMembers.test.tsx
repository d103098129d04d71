// The assignee picker: join yourself, assign someone from the board, un-assign; observers cannot be picked.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardMembers } from './CardMembers';
import type { Assignable } from './use-card-members';

afterEach(cleanup);

const people: Assignable[] = [
  { uid: 'me', name: 'Ana Lima', canWrite: true },
  { uid: 'bea', name: 'Bea Costa', canWrite: true },
  { uid: 'obs', name: 'Olga Observer', canWrite: false },
];

function Harness({ canEdit = true, start = [] as string[] }) {
  const [ids, setIds] = useState<string[]>(start);
  return (
    <CardMembers
      people={people}
      assigneeIds={ids}
      memberNames={[]}
      meUid="me"
      canEdit={canEdit}
      onChange={setIds}
    />
  );
}

const assigned = () => screen.getByRole('list', { name: 'Assigned members' });

describe('CardMembers', () => {
  it('joins and leaves the card as yourself, showing your avatar', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('Nobody yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(assigned().querySelector('[aria-label="Ana Lima"]')?.textContent).toBe('AL');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Nobody yet.')).toBeTruthy();
  });

  it('assigns and un-assigns a board member from the picker; observers are not offered', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Assign members…' }));
    const bea = screen.getByRole('button', { name: 'Bea Costa' });
    await user.click(bea);
    expect(bea.getAttribute('aria-pressed')).toBe('true');
    expect(assigned().querySelector('[aria-label="Bea Costa"]')).not.toBeNull();
    expect((screen.getByRole('button', { name: 'Olga Observer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Ana Lima (you)' })).toBeTruthy();
    await user.click(bea);
    expect(assigned().querySelector('[aria-label="Bea Costa"]')).toBeNull();
  });

  it('shows assignees but no controls to an observer', () => {
    render(<Harness canEdit={false} start={['bea', 'gone']} />);
    expect(assigned().querySelector('[aria-label="Bea Costa"]')).not.toBeNull();
    expect(assigned().querySelector('[aria-label="A former member"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign members…' })).toBeNull();
  });
});
