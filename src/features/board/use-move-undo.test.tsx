// Undo for a card move: the toast names the card and where it went; Undo puts it back where it was; a drop back
// in place offers nothing.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Card, List } from '../../domain/model';
import { ToastProvider } from '../../ui/toast';
import { useMoveUndo } from './use-move-undo';

afterEach(cleanup);

const card = { id: 'c1', title: 'Paint the fence', listId: 'todo', rank: 'a0' } as Card;
const lists = [
  { id: 'todo', title: 'To do' },
  { id: 'done', title: 'Done' },
] as List[];

function Harness({
  moveCard,
  to,
}: {
  moveCard: (id: string, l: string, r: string) => void;
  to: [string, string];
}) {
  const move = useMoveUndo(moveCard, new Map([[card.id, card]]), lists);
  return (
    <button type="button" onClick={() => move(card.id, ...to)}>
      move
    </button>
  );
}

it('offers Undo, which moves the card back to its list and rank', () => {
  const moveCard = vi.fn();
  render(
    <ToastProvider>
      <Harness moveCard={moveCard} to={['done', 'b5']} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'move' }));
  expect(moveCard).toHaveBeenLastCalledWith('c1', 'done', 'b5');
  expect(screen.getByText('Moved “Paint the fence” to Done.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(moveCard).toHaveBeenLastCalledWith('c1', 'todo', 'a0');
});

it('says nothing when the card is dropped back where it was', () => {
  render(
    <ToastProvider>
      <Harness moveCard={vi.fn()} to={['todo', 'a0']} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'move' }));
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
});

it('says nothing for a move within the card’s own list (a reorder is not worth a toast)', () => {
  const moveCard = vi.fn();
  render(
    <ToastProvider>
      <Harness moveCard={moveCard} to={['todo', 'a5']} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'move' }));
  expect(moveCard).toHaveBeenLastCalledWith('c1', 'todo', 'a5');
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
});

it('shows one toast for several moves: the latest', () => {
  render(
    <ToastProvider>
      <Harness moveCard={vi.fn()} to={['done', 'b5']} />
    </ToastProvider>,
  );
  for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'move' }));
  expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
});
