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

function Harness({ canEdit = true }) {
  const [lists, setLists] = useState(start);
  return (
    <ToastProvider>
      <CardChecklists
        checklists={lists}
        canEdit={canEdit}
        onChange={async (apply) => act(() => setLists((was) => apply(was)))}
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
});
