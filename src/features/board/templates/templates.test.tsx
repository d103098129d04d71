// "From template…" under a list appears only when the board has templates, and opens the dialog for that list.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { BackendProvider } from '../../../backend/context';
import type { Backend } from '../../../backend/ports';
import type { Card, List } from '../../../domain/model';
import { sampleCard, sampleList } from '../../../domain/samples';
import { AddCardForm } from '../AddCardForm';
import { TemplatesContext, useTemplatePicker } from './use-template-picker';

afterEach(cleanup);

const list = (id: string): List => sampleList({ id, boardId: 'b1', title: `List ${id}`, rank: id });
const card = (id: string, listId: string, isTemplate?: boolean): Card =>
  sampleCard({ id, boardId: 'b1', listId, rank: id, title: `Card ${id}`, isTemplate });

function Board({ cards }: { cards: Card[] }) {
  const lists = [list('a'), list('b')];
  const byList = new Map(lists.map((l) => [l.id, cards.filter((c) => c.listId === l.id)]));
  const picker = useTemplatePicker(lists, byList, ({ templates, list: target }) => (
    <p role="dialog" aria-label="picker">
      {templates.map((t) => t.title).join(', ')} → {target.title}
    </p>
  ));
  return (
    <BackendProvider backend={{ mode: 'local' } as Backend}>
      <TemplatesContext value={picker.value}>
        {lists.map((l) => (
          <section key={l.id} aria-label={l.title}>
            <AddCardForm boardId="b1" listId={l.id} cards={byList.get(l.id) ?? []} />
          </section>
        ))}
      </TemplatesContext>
      {picker.dialog}
    </BackendProvider>
  );
}

it('offers no "From template…" on a board without templates', () => {
  render(<Board cards={[card('c1', 'a'), card('c2', 'b', false)]} />);
  expect(screen.queryByRole('button', { name: 'From template…' })).toBeNull();
});

it('offers the board’s templates, from any list, into the list whose button was pressed', () => {
  render(<Board cards={[card('c1', 'a', true), card('c2', 'a'), card('c3', 'b', true)]} />);
  const buttons = screen.getAllByRole('button', { name: 'From template…' });
  expect(buttons).toHaveLength(2);
  fireEvent.click(buttons[1]!);
  expect(screen.getByRole('dialog', { name: 'picker' }).textContent).toBe('Card c1, Card c3 → List b');
});
