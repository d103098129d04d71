// The list header: the WIP count and its "Over limit" text, the list menu's actions, collapse and expand.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../ui/routing';
import { afterEach, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { Backend } from '../../backend/ports';
import type { Card, List } from '../../domain/model';
import { sampleCard } from '../../domain/samples';
import { ListColumn, type ListColumnProps } from './ListColumn';
import { ListMenuDialogs, parseWipLimit } from './lists/ListMenuDialogs';
import type { ListActions } from './lists/use-list-actions';

afterEach(cleanup);

const backend = { mode: 'local', auth: {}, boards: {}, telemetry: {} } as Backend;
const list: List = {
  id: 'l1',
  boardId: 'b',
  title: 'Doing',
  rank: 'a0',
  wipLimit: 5,
  archivedAt: null,
  createdAt: 0,
  updatedAt: 0,
};
const card = (i: number): Card => sampleCard({ id: `c${i}`, rank: `a${i}`, title: `Task ${i}` });
const seven = Array.from({ length: 7 }, (_, i) => card(i));

function renderList(props: Partial<ListColumnProps> = {}) {
  const handlers = { onListMenu: vi.fn(), onToggleCollapse: vi.fn(), onArchive: vi.fn(), onShift: vi.fn() };
  render(
    <BackendProvider backend={backend}>
      <MemoryRouter>
        <ListColumn
          list={list}
          cards={seven}
          labels={new Map()}
          canEdit
          onRename={vi.fn()}
          onMoveCard={vi.fn()}
          {...handlers}
          {...props}
        />
      </MemoryRouter>
    </BackendProvider>,
  );
  return handlers;
}

it('shows "7/5" and "Over limit" in words when open cards exceed the WIP limit', () => {
  renderList();
  // The digits are hidden from screen readers, which read the sentence instead.
  expect(screen.getByText('7/5').getAttribute('aria-hidden')).toBe('true');
  expect(screen.getByText('7 cards, limit 5')).toBeTruthy();
  expect(screen.getByText('Over limit')).toBeTruthy();
  cleanup();
  renderList({ cards: seven.slice(0, 5) });
  expect(screen.getByText('5/5').getAttribute('aria-hidden')).toBe('true');
  expect(screen.getByText('5 cards, limit 5')).toBeTruthy();
  expect(screen.queryByText('Over limit')).toBeNull();
});

it('runs each list menu item and closes the menu', () => {
  const { onListMenu, onArchive, onShift } = renderList();
  const menuButton = screen.getByRole('button', { name: 'List actions for Doing' });
  const pick = (name: string) => {
    // The menu's items are built when it opens.
    expect(screen.queryByRole('menuitem', { name })).toBeNull();
    fireEvent.click(menuButton);
    fireEvent.click(screen.getByRole('menuitem', { name }));
    expect(screen.queryByRole('menu')).toBeNull();
  };
  pick('Move list right');
  expect(onShift).toHaveBeenCalledWith(list, 1);
  pick('Set WIP limit…');
  pick('Sort by title');
  pick('Sort by due date');
  pick('Move all cards…');
  pick('Copy list…');
  pick('Archive list');
  expect(onListMenu.mock.calls.map(([, action]: unknown[]) => action)).toEqual([
    'wip',
    'sort-title',
    'sort-due',
    'move-all',
    'copy',
  ]);
  expect(onArchive).toHaveBeenCalledWith(list);
});

it('collapses to a narrow column with title and count, and expands from it', () => {
  const { onToggleCollapse } = renderList();
  fireEvent.click(screen.getByRole('button', { name: 'Collapse list Doing' }));
  expect(onToggleCollapse).toHaveBeenCalledWith(list);
  cleanup();
  const again = renderList({ collapsed: true });
  expect(screen.queryByRole('list', { name: 'Cards in Doing' })).toBeNull();
  // Its name says the count as a sentence, not the bare digits it shows.
  const expand = screen.getByRole('button', { name: /^Expand list Doing\b.*\b7 cards\b/ });
  expect(expand.textContent).toContain('7/5');
  expect(expand.textContent).toContain('Over limit');
  fireEvent.click(expand);
  expect(again.onToggleCollapse).toHaveBeenCalledWith(list);
});

it('accepts a WIP limit from 1 to 5000, or empty for none', () => {
  expect(parseWipLimit('')).toEqual({ ok: true, value: null });
  expect(parseWipLimit('5')).toEqual({ ok: true, value: 5 });
  expect(parseWipLimit('5000')).toEqual({ ok: true, value: 5000 });
  for (const bad of ['0', '5001', '2.5', 'abc', '-3']) expect(parseWipLimit(bad).ok).toBe(false);
});

it('the WIP dialog explains a bad number and saves a good one', () => {
  const setWipLimit = vi.fn(() => Promise.resolve());
  const onClose = vi.fn();
  render(
    <ListMenuDialogs
      state={{ kind: 'wip', list }}
      lists={[list]}
      cardsByList={new Map()}
      actions={{ setWipLimit } as unknown as ListActions}
      onClose={onClose}
    />,
  );
  const field = screen.getByLabelText(/Most open cards/);
  fireEvent.change(field, { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert').textContent).toMatch(/from 1 to 5000/);
  expect(setWipLimit).not.toHaveBeenCalled();
  fireEvent.change(field, { target: { value: '3' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(setWipLimit).toHaveBeenCalledWith(list, 3);
  expect(onClose).toHaveBeenCalled();
});

// No layout here (happy-dom): how many tiles fit is for the browser tests; here, that not all 100 are built.
it('does not build every tile of a long list, builds all on a small board, and counts every card', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => card(i));
  renderList({ cards: hundred, list: { ...list, wipLimit: null } });
  const tiles = () => screen.getByRole('list', { name: 'Cards in Doing' }).querySelectorAll('li').length;
  expect(tiles()).toBeLessThan(100);
  expect(screen.getByText('100 cards')).toBeTruthy();
  cleanup();
  renderList({ cards: hundred, list: { ...list, wipLimit: null }, renderAllTiles: true });
  expect(tiles()).toBe(100);
});
