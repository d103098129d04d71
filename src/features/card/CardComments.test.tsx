// The comment box's @ menu: typing `@` offers the board's other members (listbox/option, the field naming the
// highlighted option with aria-activedescendant); arrows and Enter pick and insert `@Name `; Escape closes it.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { BoardsPort } from '../../backend/ports';
import { emailUser, fakeAuth, fakeBackend } from '../../backend/testing/fake-backend';
import { CardComments } from './CardComments';

afterEach(cleanup);

const PEOPLE = [
  { uid: emailUser.uid, name: 'Me Myself', canWrite: true },
  { uid: 'ana', name: 'Ana Owner', canWrite: true },
  { uid: 'bea', name: 'Bea Member', canWrite: true },
  { uid: 'ben', name: 'Ben Observer', canWrite: false },
];

function renderComments() {
  const boards: Pick<BoardsPort, 'watchComments' | 'addComment'> = {
    watchComments: (_b, _c, o) => {
      queueMicrotask(() => o.next({ data: [], pending: false, fromCache: false }));
      return () => undefined;
    },
    addComment: async () => undefined,
  };
  const backend = { ...fakeBackend(fakeAuth(emailUser)), boards: boards as BoardsPort };
  render(
    <BackendProvider backend={backend}>
      <CardComments
        boardId="b1"
        cardId="c1"
        canComment
        me={{ uid: emailUser.uid, displayName: 'Me Myself' }}
        people={PEOPLE}
      />
    </BackendProvider>,
  );
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Write a comment' });
}

function type(field: HTMLTextAreaElement, value: string) {
  fireEvent.change(field, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
}

describe('the @ menu', () => {
  it('offers the other members and inserts the one picked with the keyboard', () => {
    const field = renderComments();
    type(field, 'Thanks @');
    const menu = screen.getByRole('listbox', { name: 'Mention a board member' });
    const options = within(menu).getAllByRole('option');
    expect(options.map((o) => o.lastElementChild?.textContent)).toEqual([
      'Ana Owner',
      'Bea Member',
      'Ben Observer',
    ]);
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');

    type(field, 'Thanks @b');
    expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.lastElementChild?.textContent),
    ).toEqual(['Bea Member', 'Ben Observer']);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(within(menu).getAllByRole('option')[1]?.id);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.value).toBe('Thanks @Bea Member ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('picks with a click, and closes on Escape until another mention starts', () => {
    const field = renderComments();
    type(field, '@an');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    type(field, '@ana');
    expect(screen.queryByRole('listbox')).toBeNull();
    type(field, '@ana and @');
    fireEvent.click(screen.getByRole('option', { name: 'Ana Owner' }));
    expect(field.value).toBe('@ana and @Ana Owner ');
  });

  it('stays shut for an e-mail address and when nobody matches', () => {
    const field = renderComments();
    type(field, 'mail ana@ex');
    expect(screen.queryByRole('listbox')).toBeNull();
    type(field, '@zed');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
