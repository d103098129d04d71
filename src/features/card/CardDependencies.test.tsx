// The dependencies section: a blocker added from the search by keyboard, a cycle refused with its reason, a blocker
// removed and brought back with Undo, the cards this one blocks listed.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleCard } from '../../domain/samples';
import type { Card } from '../../domain/model';
import { ToastProvider } from '../../ui/toast';
import { CardDependencies } from './CardDependencies';

afterEach(cleanup);

const card = (id: string, title: string, extra: Partial<Card> = {}) =>
  sampleCard({ id, boardId: 'b1', title, ...extra });

/** The section over `initial` for card `openId`, storing each change as the adapter would. */
function Harness({ initial, openId }: { initial: Card[]; openId: string }) {
  const [cards, setCards] = useState(() => new Map(initial.map((c) => [c.id, c])));
  const open = cards.get(openId) as Card;
  return (
    <ToastProvider>
      <CardDependencies
        card={open}
        cardsById={cards}
        canEdit
        onChange={(apply) =>
          setCards((was) => {
            const next = new Map(was);
            next.set(openId, { ...open, blockedBy: apply(was.get(openId)?.blockedBy ?? []) });
            return next;
          })
        }
      />
    </ToastProvider>
  );
}

const search = () =>
  screen.getByRole<HTMLInputElement>('searchbox', { name: 'Add a card this one waits on' });
const blockedBy = () => screen.queryByRole('list', { name: 'Blocked by' });

describe('CardDependencies', () => {
  it('adds the first match with Enter, refuses a cycle, removes with Undo', () => {
    render(
      <Harness
        openId="a"
        initial={[
          card('a', 'Paint the fence', { dueAt: 2_000 }),
          card('b', 'Buy paint'),
          card('c', 'Sand the fence', { blockedBy: ['a'], startAt: 1_000 }),
          card('d', 'Buy brushes', { dueDone: true }),
        ]}
      />,
    );
    expect(blockedBy()).toBeNull();
    // "Sand the fence" waits on this card: listed under Blocks.
    expect(within(screen.getByRole('list', { name: 'Blocks' })).getByText('Sand the fence')).toBeTruthy();
    // It is set to start before this card is due: said so.
    expect(screen.getByRole('note').textContent).toBe('“Sand the fence” starts before this card is due.');

    fireEvent.change(search(), { target: { value: 'buy p' } });
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(within(blockedBy() as HTMLElement).getByRole('link').textContent).toBe('Buy paint');
    expect(screen.getByText('This card now waits on “Buy paint”.').getAttribute('role')).toBe('status');
    expect(search().value).toBe('');

    // A blocker already there is not offered again; the card itself never is.
    fireEvent.change(search(), { target: { value: 'paint' } });
    expect(screen.getByText('No other card of this board has that in its title.')).toBeTruthy();

    fireEvent.change(search(), { target: { value: 'sand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sand the fence' }));
    expect(screen.getByRole('alert').textContent).toContain('“Sand the fence” already waits on this card');
    expect(within(blockedBy() as HTMLElement).getAllByRole('link')).toHaveLength(1);

    // A done blocker is marked so.
    fireEvent.change(search(), { target: { value: 'brushes' } });
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(within(blockedBy() as HTMLElement).getByText('(done)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove “Buy paint” from the blockers' }));
    expect(within(blockedBy() as HTMLElement).queryByText('Buy paint')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(blockedBy() as HTMLElement).getByText('Buy paint')).toBeTruthy();
  });

  it('offers no template, and lets the down arrow reach the matches', () => {
    render(
      <Harness
        openId="a"
        initial={[
          card('a', 'One'),
          card('t', 'Two of a template', { isTemplate: true }),
          card('b', 'Two'),
          card('c', 'Twofold'),
        ]}
      />,
    );
    fireEvent.change(search(), { target: { value: 'tw' } });
    // A card template is not offered: nothing waits on a pattern.
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Two', 'Twofold']);
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Two');
  });
});
