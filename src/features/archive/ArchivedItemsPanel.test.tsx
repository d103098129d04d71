// The "Archived items" panel: restore, and delete forever for admins only,
// after a confirmation that names what goes.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Card, List } from '../../domain/model';
import { ArchivedItemsPanel, deletionSummary, type ArchivedItemsPanelProps } from './ArchivedItemsPanel';
import { sampleList } from '../../domain/samples';

afterEach(cleanup);

const list: List = sampleList({ id: 'l9', title: 'Old ideas', archivedAt: Date.UTC(2024, 4, 1) });
const card: Card = {
  id: 'c1',
  boardId: 'b',
  listId: 'l1',
  rank: 'a0',
  title: 'Paint the fence',
  description: '',
  labelIds: [],
  assigneeIds: [],
  memberNames: [],
  startAt: null,
  dueAt: null,
  dueDone: false,
  checklists: [],
  coverAttachmentId: null,
  counts: { comments: 3, attachments: 1, checkItems: 0, checkItemsDone: 0 },
  archivedAt: Date.UTC(2024, 4, 2),
  createdBy: 'u',
  createdAt: 0,
  updatedAt: 0,
};

function panel(overrides: Partial<ArchivedItemsPanelProps> = {}) {
  const props: ArchivedItemsPanelProps = {
    lists: [list],
    cards: [card],
    listTitle: (id) => (id === 'l1' ? 'Doing' : id === 'l9' ? 'Old ideas' : undefined),
    isListArchived: (id) => id === 'l9',
    cardsInList: (id) => (id === 'l9' ? 4 : 0),
    canRestore: true,
    onRestoreList: vi.fn(),
    onRestoreCard: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(<ArchivedItemsPanel {...props} />);
  return props;
}

describe('ArchivedItemsPanel', () => {
  it('lists archived lists and cards and restores them', () => {
    const props = panel();
    expect(screen.getByText('in list Doing', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore list Old ideas' }));
    expect(props.onRestoreList).toHaveBeenCalledWith(list);
    fireEvent.click(screen.getByRole('button', { name: 'Restore card Paint the fence' }));
    expect(props.onRestoreCard).toHaveBeenCalledWith(card);
  });

  it('offers "Restore with its list" for a card of an archived list', () => {
    panel({ cards: [{ ...card, listId: 'l9' }] });
    expect(screen.getByRole('button', { name: 'Restore card Paint the fence' }).textContent).toBe(
      'Restore with its list',
    );
  });

  it('shows no delete button without the delete action (non-admins, or no port support)', () => {
    panel();
    expect(screen.queryByRole('button', { name: /forever/ })).toBeNull();
  });

  it('deletes a card forever only after a confirmation naming it, its comments and attachments', async () => {
    const onDeleteCard = vi.fn(() => Promise.resolve());
    panel({ onDeleteCard });
    fireEvent.click(screen.getByRole('button', { name: 'Delete card Paint the fence forever' }));
    expect(onDeleteCard).not.toHaveBeenCalled();
    expect(
      screen.getByText(
        'The card “Paint the fence”, with its 3 comments and 1 attachment, will be deleted for good.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(onDeleteCard).toHaveBeenCalledWith(card));
  });

  it('names the cards that go with a list, and keeps the confirmation open on failure', async () => {
    const onDeleteList = vi.fn(() => Promise.reject(new Error('offline')));
    panel({ onDeleteList });
    fireEvent.click(screen.getByRole('button', { name: 'Delete list Old ideas forever' }));
    expect(screen.getByText(/The list “Old ideas” and the 4 cards in it/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.getByText(/The list “Old ideas” and the 4 cards in it/)).toBeTruthy();
  });
});

describe('deletionSummary', () => {
  it('uses singular and plural', () => {
    const one = { ...card, counts: { ...card.counts, comments: 1, attachments: 0 } };
    expect(deletionSummary({ kind: 'card', card: one }, () => 0)).toBe(
      'The card “Paint the fence”, with its 1 comment and 0 attachments, will be deleted for good.',
    );
    expect(deletionSummary({ kind: 'list', list }, () => 1)).toMatch(/and the 1 card in it/);
  });
});
