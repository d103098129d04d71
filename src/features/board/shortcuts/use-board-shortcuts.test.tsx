// The board's single-key shortcuts: what each one does to the focused card, arrow keys walking cards by data
// (also to a tile a virtualised list renders late), and silence while typing, in a dialog or with a modifier.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Card, List } from '../../../domain/model';
import { sampleCard, sampleList } from '../../../domain/samples';
import { useBoardShortcuts, type BoardShortcutsOptions } from './use-board-shortcuts';

afterEach(cleanup);

const list = (id: string, rank: string): List => sampleList({ id, title: id, rank });
const card = (id: string, listId: string): Card => sampleCard({ id, listId, rank: id, title: `Card ${id}` });

const lists = [list('todo', 'a0'), list('empty', 'a1'), list('done', 'a2')];
const cards: Record<string, Card[]> = {
  todo: [card('t1', 'todo'), card('t2', 'todo'), card('t3', 'todo')],
  empty: [],
  done: [card('d1', 'done'), card('d2', 'done')],
};
const all = Object.values(cards).flat();

/** A board-like DOM (list columns, tiles with a title link, "Add a card") driven by the hook. */
function Board({
  options,
  renderedTodo = 3,
  shown = cards,
}: {
  options: BoardShortcutsOptions;
  renderedTodo?: number;
  shown?: Record<string, Card[]>;
}) {
  useBoardShortcuts(options);
  const [adding, setAdding] = useState<string | null>(null);
  return (
    <div>
      <input aria-label="Search" />
      <textarea aria-label="Notes" />
      <div contentEditable aria-label="Rich" suppressContentEditableWarning tabIndex={0}>
        x
      </div>
      {lists.map((l) => (
        <section key={l.id} data-list-id={l.id} aria-label={`List ${l.id}`}>
          <ul className="list-cards">
            {shown[l.id]!.slice(0, l.id === 'todo' ? renderedTodo : undefined).map((c) => (
              <li key={c.id} data-card-id={c.id}>
                <a className="card-title" href={`#${c.id}`}>
                  {c.title}
                </a>
                <button type="button">Move…</button>
              </li>
            ))}
          </ul>
          {adding === l.id ? (
            <form className="add-card">
              <textarea aria-label={`New card in ${l.id}`} autoFocus />
            </form>
          ) : (
            <button type="button" className="add-card-open" onClick={() => setAdding(l.id)}>
              + Add a card to {l.id}
            </button>
          )}
        </section>
      ))}
    </div>
  );
}

function setup(extra: Partial<BoardShortcutsOptions> = {}, renderedTodo?: number) {
  const options: BoardShortcutsOptions = {
    lists,
    shownCards: (id) => cards[id] ?? [],
    cardById: (id) => all.find((c) => c.id === id),
    canEdit: true,
    onOpen: vi.fn(),
    onToggleSelf: vi.fn(),
    onArchive: vi.fn(),
    onMoveToList: vi.fn(),
    onHelp: vi.fn(),
    ...extra,
  };
  const view = render(<Board options={options} renderedTodo={renderedTodo} />);
  return { options, view };
}

const focusCard = (id: string) => {
  const link = screen.getByRole('link', { name: `Card ${id}` });
  link.focus();
  return link;
};
const press = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });
const focusedCardId = () => document.activeElement?.closest<HTMLElement>('[data-card-id]')?.dataset.cardId;

describe('board shortcuts on the focused card', () => {
  it('e opens the card, d opens it at the due date, l at its labels', () => {
    const { options } = setup();
    focusCard('t2');
    press('e');
    press('d');
    press('l');
    expect(options.onOpen).toHaveBeenNthCalledWith(1, cards.todo![1], undefined);
    expect(options.onOpen).toHaveBeenNthCalledWith(2, cards.todo![1], 'due');
    expect(options.onOpen).toHaveBeenNthCalledWith(3, cards.todo![1], 'labels');
  });

  it('space assigns (or unassigns) me on the focused card, and does not scroll the page', () => {
    const { options } = setup();
    focusCard('d1');
    const event = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(event);
    expect(options.onToggleSelf).toHaveBeenCalledWith(cards.done![0]);
    expect(event.defaultPrevented).toBe(true);
  });

  it('space on a button inside the tile presses that button instead', () => {
    const { options } = setup();
    screen.getAllByRole('button', { name: 'Move…' })[0]!.focus();
    press(' ');
    expect(options.onToggleSelf).not.toHaveBeenCalled();
  });

  it('c archives the focused card and moves the focus to the card below it', async () => {
    const { options } = setup();
    focusCard('t1');
    press('c');
    expect(options.onArchive).toHaveBeenCalledWith(cards.todo![0]);
    await waitFor(() => expect(focusedCardId()).toBe('t2'));
  });

  it('? shows the list of shortcuts', () => {
    const { options } = setup();
    press('?', { shiftKey: true });
    expect(options.onHelp).toHaveBeenCalledTimes(1);
  });

  it('card keys do nothing with no card focused', () => {
    const { options } = setup();
    for (const key of ['e', 'd', 'l', ' ', 'c']) press(key);
    expect(options.onOpen).not.toHaveBeenCalled();
    expect(options.onToggleSelf).not.toHaveBeenCalled();
    expect(options.onArchive).not.toHaveBeenCalled();
  });

  it('an observer (no card.write) can open cards but not add, assign or archive', () => {
    const { options } = setup({ canEdit: false });
    focusCard('t1');
    for (const key of [' ', 'c', 'n']) press(key);
    press('e');
    expect(options.onToggleSelf).not.toHaveBeenCalled();
    expect(options.onArchive).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: /New card/ })).toBeNull();
    expect(options.onOpen).toHaveBeenCalledTimes(1);
  });
});

describe('move keys', () => {
  it('. and , move the focused card to the bottom of the next and previous list, > and < to its top', () => {
    const { options } = setup();
    focusCard('t2');
    press('.');
    expect(options.onMoveToList).toHaveBeenLastCalledWith(cards.todo![1], 'empty', 'bottom');
    // A move lets go of the focus (the tile leaves its list) and focuses the card anew a frame later.
    expect(document.activeElement).toBe(document.body);
    focusCard('t2');
    press('>', { shiftKey: true });
    expect(options.onMoveToList).toHaveBeenLastCalledWith(cards.todo![1], 'empty', 'top');
    focusCard('d1');
    press(',');
    expect(options.onMoveToList).toHaveBeenLastCalledWith(cards.done![0], 'empty', 'bottom');
    focusCard('d1');
    press('<', { shiftKey: true });
    expect(options.onMoveToList).toHaveBeenLastCalledWith(cards.done![0], 'empty', 'top');
  });

  it('the focus follows the card into its new list once the store answers, however many frames that takes', async () => {
    const { options, view } = setup();
    focusCard('t2');
    press('.');
    press('.');
    // Several frames pass before the store answers: the tile still in its old list is about to go, so it is left.
    await new Promise((done) => setTimeout(done, 300));
    expect(focusedCardId()).toBeUndefined();
    const moved = {
      ...cards,
      todo: [cards.todo![0]!, cards.todo![2]!],
      empty: [{ ...cards.todo![1]!, listId: 'empty' }],
    };
    act(() => view.rerender(<Board options={options} shown={moved} />));
    await waitFor(() => expect(focusedCardId()).toBe('t2'));
    expect(document.activeElement?.closest('[data-list-id]')?.getAttribute('data-list-id')).toBe('empty');
    // Only the first press moved it: the second came with no card focused.
    expect(options.onMoveToList).toHaveBeenCalledTimes(1);
  });

  it('the focus stays where the person put it while a moved card is on its way', async () => {
    const { options, view } = setup();
    focusCard('t2');
    press('.');
    screen.getByRole('textbox', { name: 'Search' }).focus();
    const moved = {
      ...cards,
      todo: [cards.todo![0]!, cards.todo![2]!],
      empty: [{ ...cards.todo![1]!, listId: 'empty' }],
    };
    await new Promise((done) => setTimeout(done, 50));
    act(() => view.rerender(<Board options={options} shown={moved} />));
    await new Promise((done) => setTimeout(done, 100));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });

  it('do nothing at the first or last list, with no card focused, or for an observer', () => {
    const { options, view } = setup();
    focusCard('t1');
    press(',');
    focusCard('d1');
    press('.');
    (document.activeElement as HTMLElement).blur();
    press('.');
    view.unmount();
    const observer = setup({ canEdit: false }).options;
    focusCard('t1');
    press('.');
    expect(options.onMoveToList).not.toHaveBeenCalled();
    expect(observer.onMoveToList).not.toHaveBeenCalled();
  });
});

describe('n adds a card', () => {
  it('to the list holding the focus', () => {
    setup();
    focusCard('d2');
    press('n');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'New card in done' }));
  });

  it('to the list under the mouse when no list has the focus', () => {
    setup();
    fireEvent.mouseOver(screen.getByRole('region', { name: 'List empty' }));
    press('n');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'New card in empty' }));
  });

  it('to the first list otherwise', () => {
    setup();
    press('n');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'New card in todo' }));
  });
});

describe('arrow keys', () => {
  it('go down and up within a list, stopping at its ends', () => {
    setup();
    focusCard('t1');
    press('ArrowDown');
    expect(focusedCardId()).toBe('t2');
    press('ArrowDown');
    press('ArrowDown');
    expect(focusedCardId()).toBe('t3');
    press('ArrowUp');
    expect(focusedCardId()).toBe('t2');
  });

  it('go right and left between lists at the same height, passing lists with no cards shown', () => {
    setup();
    focusCard('t3');
    press('ArrowRight');
    expect(focusedCardId()).toBe('d2');
    press('ArrowLeft');
    expect(focusedCardId()).toBe('t2');
  });

  it('start at the first card when nothing is focused', () => {
    setup();
    press('ArrowDown');
    expect(focusedCardId()).toBe('t1');
  });

  it('reach a card whose tile a virtualised list renders only after it scrolls', async () => {
    const { options, view } = setup({}, 2);
    focusCard('t2');
    press('ArrowDown');
    // The list renders the next tile (as a virtualiser does once scrolled); the focus then lands on it.
    act(() => view.rerender(<Board options={options} renderedTodo={3} />));
    await waitFor(() => expect(focusedCardId()).toBe('t3'));
  });
});

describe('never while typing, in a dialog or with a modifier key', () => {
  it.each([
    ['a text input', 'Search'],
    ['a textarea', 'Notes'],
  ])('none fires in %s', (_what, name) => {
    const { options } = setup();
    screen.getByRole('textbox', { name }).focus();
    for (const key of ['n', 'e', 'd', 'l', ' ', 'c', '?', 'ArrowDown']) press(key);
    expect(options.onOpen).not.toHaveBeenCalled();
    expect(options.onHelp).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: /New card/ })).toBeNull();
  });

  it('none fires in editable content', () => {
    const { options } = setup();
    const rich = screen.getByLabelText('Rich');
    // happy-dom does not derive isContentEditable from the attribute: say it, as a browser would.
    Object.defineProperty(rich, 'isContentEditable', { value: true });
    rich.focus();
    for (const key of ['n', 'e', '?', 'ArrowDown']) fireEvent.keyDown(rich, { key });
    expect(options.onHelp).not.toHaveBeenCalled();
    expect(focusedCardId()).toBeUndefined();
    expect(screen.queryByRole('textbox', { name: /New card/ })).toBeNull();
  });

  it('none fires while a dialog is open', () => {
    const { options } = setup();
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    focusCard('t1');
    for (const key of ['n', 'e', ' ', 'c', '?']) press(key);
    press('ArrowDown');
    dialog.remove();
    expect(options.onOpen).not.toHaveBeenCalled();
    expect(options.onToggleSelf).not.toHaveBeenCalled();
    expect(options.onArchive).not.toHaveBeenCalled();
    expect(options.onHelp).not.toHaveBeenCalled();
    expect(focusedCardId()).toBe('t1');
  });

  it.each(['ctrlKey', 'metaKey', 'altKey'] as const)('none fires with %s held', (modifier) => {
    const { options } = setup();
    focusCard('t1');
    for (const key of ['n', 'e', 'c', '?', 'ArrowDown']) press(key, { [modifier]: true });
    expect(options.onOpen).not.toHaveBeenCalled();
    expect(options.onArchive).not.toHaveBeenCalled();
    expect(options.onHelp).not.toHaveBeenCalled();
    expect(focusedCardId()).toBe('t1');
  });
});
