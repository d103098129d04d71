// The shortcuts wired to the backend: space writes the person into (or out of) the card's assignees, `c`
// archives with an Undo toast that restores the card, `?` opens the labelled list of shortcuts.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../ui/routing';
import { BackendProvider } from '../../../backend/context';
import type { Backend, BoardsPort } from '../../../backend/ports';
import type { CardPatch } from '../../../domain/inputs';
import type { Card, List } from '../../../domain/model';
import { sampleCard, sampleList } from '../../../domain/samples';
import { ToastProvider } from '../../../ui/toast';
import { useBoardKeyboard } from './use-board-keyboard';

afterEach(cleanup);

const list: List = sampleList({ boardId: 'b1', title: 'To do' });
const done: List = { ...list, id: 'l2', title: 'Done', rank: 'a1' };
const card: Card = sampleCard({ boardId: 'b1', title: 'Buy milk', assigneeIds: ['someone'] });
const doneCards = [
  sampleCard({ id: 'd1', boardId: 'b1', listId: 'l2', rank: 'a0' }),
  sampleCard({ id: 'd2', boardId: 'b1', listId: 'l2', rank: 'a1' }),
];

function Harness({ moveCard }: { moveCard: (cardId: string, listId: string, rank: string) => void }) {
  const { helpDialog, helpItem } = useBoardKeyboard({
    boardId: 'b1',
    meUid: 'me',
    canEdit: true,
    lists: [list, done],
    shownCards: (id) => (id === 'l1' ? [card] : doneCards),
    listCards: (id) => (id === 'l1' ? [card] : doneCards),
    cardById: () => card,
    moveCard,
  });
  return (
    <section data-list-id="l1">
      <button type="button" onClick={helpItem.onSelect}>
        {helpItem.label}
      </button>
      <ul>
        <li data-card-id="c1">
          <a className="card-title" href="/b/b1/c/c1">
            {card.title}
          </a>
        </li>
      </ul>
      {helpDialog}
    </section>
  );
}

function setup(moveCard = vi.fn()) {
  const updateCard = vi.fn<BoardsPort['updateCard']>(() => Promise.resolve());
  const backend = { mode: 'local', boards: { updateCard } } as unknown as Backend;
  render(
    <BackendProvider backend={backend}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/b/b1']}>
          <Harness moveCard={moveCard} />
        </MemoryRouter>
      </ToastProvider>
    </BackendProvider>,
  );
  screen.getByRole('link', { name: 'Buy milk' }).focus();
  return updateCard;
}

const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

it('. moves the card below the last card of the next list, > above its first', () => {
  const moveCard = vi.fn<(cardId: string, listId: string, rank: string) => void>();
  setup(moveCard);
  press('.');
  const [cardId, listId, bottom] = moveCard.mock.calls[0]!;
  expect([cardId, listId]).toEqual(['c1', 'l2']);
  expect(bottom > 'a1').toBe(true);
  // The focus lets go of the moved tile and comes back to it a frame later (the mock leaves it where it was).
  screen.getByRole('link', { name: 'Buy milk' }).focus();
  press('>');
  const top = moveCard.mock.calls[1]![2];
  expect(top < 'a0').toBe(true);
});

it('space adds me to the card’s assignees, keeping the others', () => {
  const updateCard = setup();
  press(' ');
  const [boardId, cardId, patch] = updateCard.mock.calls[0]!;
  expect([boardId, cardId]).toEqual(['b1', 'c1']);
  expect((patch as (c: Card) => CardPatch)(card)).toEqual({ assigneeIds: ['someone', 'me'] });
});

it('c archives the card; Undo on the toast brings it back', () => {
  const updateCard = setup();
  press('c');
  expect(updateCard).toHaveBeenCalledWith('b1', 'c1', { archivedAt: expect.any(Number) });
  const toast = screen.getByText('Archived “Buy milk”.').closest('.toast') as HTMLElement;
  fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
  expect(updateCard).toHaveBeenLastCalledWith('b1', 'c1', { archivedAt: null });
});

it('? opens a labelled dialog listing every shortcut', () => {
  setup();
  press('?');
  const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
  for (const key of ['n', 'e', 'Space', 'd', 'l', 'c', '?', '/'])
    expect(within(dialog).getByText(key, { selector: 'kbd' })).toBeTruthy();
});

it('the board menu item opens the same dialog', () => {
  setup();
  fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts…' }));
  expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
});
