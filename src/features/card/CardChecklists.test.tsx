// Check items reorder from the keyboard (Move up / Move down, focus kept), and a deleted item comes back with Undo.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Checklist } from '../../domain/model';
import { ToastProvider } from '../../ui/toast';
import { CardChecklists } from './CardChecklists';

afterEach(cleanup);

const start: Checklist[] = [
  {
    id: 'c1',
    title: 'Paint',
    items: ['Buy paint', 'Sand the boards', 'Paint'].map((text, i) => ({ id: `i${i}`, text, done: false })),
  },
];

const people = [
  { uid: 'me', name: 'Ana', canWrite: true },
  { uid: 'bea', name: 'Bea', canWrite: true },
  { uid: 'obs', name: 'Olga', canWrite: false },
];
/** The checklists as last saved, for assertions on what was written. */
let saved: Checklist[] = start;

function Harness({ canEdit = true, initial = start }: { canEdit?: boolean; initial?: Checklist[] }) {
  const [lists, setLists] = useState(initial);
  return (
    <ToastProvider>
      <CardChecklists
        checklists={lists}
        canEdit={canEdit}
        people={people}
        onChange={async (apply) =>
          act(() =>
            setLists((was) => {
              saved = apply(was);
              return saved;
            }),
          )
        }
      />
    </ToastProvider>
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Items of Paint' }))
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label')?.replace('Done: ', ''));

describe('CardChecklists', () => {
  it('moves items with the keyboard, keeping focus on the moved item', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'Move Buy paint down' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Sand the boards', 'Buy paint', 'Paint']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Buy paint down');
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Sand the boards', 'Paint', 'Buy paint']);
    // At the bottom, "down" does nothing.
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Sand the boards', 'Paint', 'Buy paint']);
    await user.click(screen.getByRole('button', { name: 'Move Paint up' }));
    expect(order()).toEqual(['Paint', 'Sand the boards', 'Buy paint']);
  });

  it('brings a deleted item back at its place with Undo', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete item Sand the boards' }));
    expect(order()).toEqual(['Buy paint', 'Paint']);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(order()).toEqual(['Buy paint', 'Sand the boards', 'Paint']);
  });

  it('offers no reordering to an observer', () => {
    render(<Harness canEdit={false} />);
    expect(screen.queryByRole('button', { name: /Move .* up/ })).toBeNull();
  });

  it('assigns a check item to a member and gives it a due date, shown beside it (issue 17 item 7)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Assign or set a date: Sand the boards' }));
    const panel = screen.getByRole('group', { name: 'Assign or set a date: Sand the boards' });
    const who = within(panel).getByLabelText('Assigned to');
    // Observers cannot be given work.
    expect(
      within(who)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nobody', 'Ana', 'Bea']);
    await user.selectOptions(who, 'Bea');
    const due = within(panel).getByLabelText('Due');
    await user.click(due);
    await user.keyboard('2030-03-04T09:30');
    const item = saved[0]?.items[1];
    expect(item).toMatchObject({ text: 'Sand the boards', assigneeId: 'bea' });
    expect(item?.dueAt).toBe(new Date(2030, 2, 4, 9, 30).getTime());
    const row = screen.getByRole('checkbox', { name: 'Done: Sand the boards' }).closest('li') as HTMLElement;
    expect(within(row).getByTitle('Assigned to Bea').textContent).toBe('Bea');
    expect(within(row).getByText(/^Due Mar 4/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Remove date' }));
    expect(saved[0]?.items[1]?.dueAt).toBeNull();
  });

  it("shows an imported item's assignee by name and its overdue date, read-only for an observer", () => {
    const imported: Checklist[] = [
      {
        id: 'c2',
        title: 'From Trello',
        items: [
          { id: 'x', text: 'Call', done: false, assigneeName: 'Grace Hopper', dueAt: Date.UTC(2001, 0, 2) },
        ],
      },
    ];
    render(<Harness canEdit={false} initial={imported} />);
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText(/^Overdue since Jan 2/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Assign or set a date/ })).toBeNull();
  });
});
