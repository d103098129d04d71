/**
 * "Move…", the way to move a card without dragging it (keyboard, touch): pick a list and a position, then Move.
 * One document written. A popover beside the card, not a modal dialog, as Trello's: closing a modal dialog makes
 * the browser restyle the whole page before the card shows in its place (bench/card-move.ts).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Card, List } from '../../domain/model';
import { keyForMove } from '../../domain/ordering';
import { Popover } from '../../ui/Popover';

export interface MoveCardDialogProps {
  card: Card;
  lists: readonly List[];
  cardsByList: ReadonlyMap<string, Card[]>;
  /** Moves `card` to list `listId` at `rank`, which is place `index` (from 0) among that list's other cards. */
  onMove: (card: Card, listId: string, rank: string, index: number) => void;
  onClose: () => void;
}

export function MoveCardDialog({ card, lists, cardsByList, onMove, onClose }: MoveCardDialogProps) {
  const { t } = useTranslation('board');
  const [listId, setListId] = useState(card.listId);
  const targetCards = cardsByList.get(listId) ?? [];
  const others = targetCards.filter((c) => c.id !== card.id);
  const currentIndex = targetCards.findIndex((c) => c.id === card.id);
  const [position, setPosition] = useState(currentIndex >= 0 ? currentIndex : others.length);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The focus leaves the popover before it goes: removing a focused element mid-render forces a restyle there.
    // The card in its new place takes the focus a frame later (BoardPage).
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    onMove(card, listId, keyForMove(targetCards, card.id, position), position);
    onClose();
  };

  return (
    <Popover className="move-popover" title={t('move.title', { title: card.title })} onClose={onClose}>
      <form onSubmit={submit} className="move-card">
        <label className="field">
          {t('move.list')}
          <select
            value={listId}
            onChange={(e) => {
              setListId(e.target.value);
              setPosition((cardsByList.get(e.target.value) ?? []).filter((c) => c.id !== card.id).length);
            }}
          >
            {lists.map((l) => (
              <option key={l.id} value={l.id}>
                {l.id === card.listId ? t('move.current', { title: l.title }) : l.title}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('move.position')}
          <select value={position} onChange={(e) => setPosition(Number(e.target.value))}>
            {Array.from({ length: others.length + 1 }, (_, i) => (
              <option key={i} value={i}>
                {i === 0
                  ? t('move.top', { n: i + 1 })
                  : i === others.length
                    ? t('move.bottom', { n: i + 1 })
                    : i + 1}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="primary">
          {t('move.submit')}
        </button>
      </form>
    </Popover>
  );
}
