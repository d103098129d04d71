// The filter bar on a small board: the count, the URL, `/` (never while typing), Escape, and comment search.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter, useLocation } from '../../../ui/routing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../../backend/context';
import type { Backend, BoardsPort, Observer } from '../../../backend/ports';
import type { Card, Comment, Label, List } from '../../../domain/model';
import { sampleCard, sampleList } from '../../../domain/samples';
import { FilterBar, SEARCH_DEBOUNCE_MS } from './FilterBar';
import { useCardFilter } from './use-card-filter';
import { useSlashFocus } from './use-slash-focus';

const labels: Label[] = [{ id: 'red', name: 'Urgent', color: 'red' }];
const list: List = sampleList({ title: 'Doing' });
const card = (id: string, title: string, extra: Partial<Card> = {}): Card =>
  sampleCard({ id, rank: `a${id}`, title, ...extra });
const cards = [
  card('1', 'Paint the fence', { labelIds: ['red'] }),
  card('2', 'Mow the lawn', { counts: { comments: 1, attachments: 0, checkItems: 0, checkItemsDone: 0 } }),
  card('3', 'Fix the gate'),
];

const watchComments = vi.fn((_boardId: string, cardId: string, observer: Observer<Comment[]>) => {
  const comment: Comment = {
    id: 'c',
    boardId: 'b',
    cardId,
    authorUid: 'u',
    authorName: 'Ana',
    text: 'Use the petrol mower',
    createdAt: 0,
    editedAt: null,
  };
  queueMicrotask(() => observer.next({ data: [comment], pending: false, fromCache: false }));
  return () => undefined;
});
const backend = { mode: 'local', auth: {}, boards: { watchComments } as unknown as BoardsPort } as Backend;

function Board() {
  const searchRef = useRef<HTMLInputElement>(null);
  const state = useCardFilter('b', [list], new Map([['l1', cards]]), 'me', (uid) => uid);
  useSlashFocus(searchRef);
  const location = useLocation();
  return (
    <>
      <FilterBar state={state} labels={labels} searchRef={searchRef} />
      <ul aria-label="Shown">
        {(state.visibleByList?.get('l1') ?? cards).map((c) => (
          <li key={c.id}>{c.title}</li>
        ))}
      </ul>
      <textarea aria-label="Notes" />
      <output aria-label="URL">{location.search}</output>
    </>
  );
}

function renderBoard(url = '/b/b') {
  return render(
    <BackendProvider backend={backend}>
      <MemoryRouter initialEntries={[url]}>
        <Board />
      </MemoryRouter>
    </BackendProvider>,
  );
}

const count = () => document.querySelector('.filter-count')?.textContent ?? '';
const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent);
const url = () => screen.getByLabelText('URL').textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers();
  watchComments.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function typeSearch(text: string) {
  fireEvent.change(screen.getByLabelText('Search cards'), { target: { value: text } });
  await act(async () => {
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await vi.runAllTimersAsync();
  });
}

describe('FilterBar', () => {
  it('reads the filter from the URL and shows the count of matches', () => {
    renderBoard('/b/b?label=red');
    expect(count()).toBe('1 of 3 cards');
    expect(shown()).toEqual(['Paint the fence']);
  });

  it('writes a search to the URL after a pause, and Escape clears everything', async () => {
    renderBoard('/b/b?label=red');
    await typeSearch('fence');
    expect(url()).toBe('?q=fence&label=red');
    expect(count()).toBe('1 of 3 cards');
    fireEvent.keyDown(screen.getByLabelText('Search cards'), { key: 'Escape' });
    expect(url()).toBe('');
    expect(count()).toBe('3 cards');
    expect(screen.getByLabelText<HTMLInputElement>('Search cards').value).toBe('');
  });

  it('adds a label from its checkbox', () => {
    renderBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Labels' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Urgent' }));
    expect(url()).toBe('?label=red');
    expect(shown()).toEqual(['Paint the fence']);
  });

  it('searches comments, reading only cards that have some', async () => {
    renderBoard();
    await typeSearch('petrol');
    expect(watchComments).toHaveBeenCalledTimes(1);
    expect(watchComments.mock.calls[0]?.[1]).toBe('2');
    expect(shown()).toEqual(['Mow the lawn']);
  });
});

describe('the / shortcut', () => {
  it('focuses search from the page', () => {
    renderBoard();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(screen.getByLabelText('Search cards'));
  });

  it('never fires while typing in a field', () => {
    renderBoard();
    const notes = screen.getByLabelText('Notes');
    notes.focus();
    const event = fireEvent.keyDown(notes, { key: '/' });
    expect(event).toBe(true); // not prevented: the "/" is typed
    expect(document.activeElement).toBe(notes);
  });

  it('stays quiet with a modifier or while a dialog is open', () => {
    renderBoard();
    fireEvent.keyDown(document.body, { key: '/', ctrlKey: true });
    expect(document.activeElement).toBe(document.body);
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(document.body);
    dialog.remove();
  });
});
