/**
 * The timeline's side list of cards with neither a start nor a due date: drag one onto the timeline (real pointer
 * events; the day under the pointer becomes its due date) or press "Set due date…" to pick the day in a dialog.
 */
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Card } from '../../../domain/model';

/** At most this many cards are listed (a board can have 5,000 without a date); the rest are counted. */
const UNSCHEDULED_SHOWN = 200;

export interface TimelineUnscheduledProps {
  cards: readonly Card[];
  canEdit: boolean;
  onOpen: (card: Card) => void;
  onPickDate: (cardId: string) => void;
  /** A card released at viewport point (`x`, `y`), px. */
  onDrop: (cardId: string, x: number, y: number) => void;
}

export function TimelineUnscheduled({
  cards,
  canEdit,
  onOpen,
  onPickDate,
  onDrop,
}: TimelineUnscheduledProps) {
  const { t } = useTranslation('fields');
  const from = useRef<{ x: number; y: number } | null>(null);
  // The click that ends a drag on a card's title does not open the card.
  const dragged = useRef(false);
  const [ghost, setGhost] = useState<{ title: string; x: number; y: number } | null>(null);
  const grab = (card: Card) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      dragged.current = false;
      if (!canEdit || e.button !== 0 || (e.target as HTMLElement).closest('[data-no-drag]')) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      from.current = { x: e.clientX, y: e.clientY };
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const start = from.current;
      if (!start || Math.hypot(e.clientX - start.x, e.clientY - start.y) < 4) return;
      setGhost({ title: card.title, x: e.clientX, y: e.clientY });
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const dragging = ghost !== null;
      from.current = null;
      setGhost(null);
      if (!dragging) return;
      dragged.current = true;
      onDrop(card.id, e.clientX, e.clientY);
    },
    onPointerCancel: () => {
      from.current = null;
      setGhost(null);
    },
  });
  return (
    <aside className="unscheduled timeline-unscheduled" aria-labelledby="timeline-unscheduled-heading">
      <h2 id="timeline-unscheduled-heading">{t('timeline.unscheduled', { count: cards.length })}</h2>
      {canEdit && cards.length > 0 && <p className="hint">{t('timeline.dragHint')}</p>}
      <ul>
        {cards.slice(0, UNSCHEDULED_SHOWN).map((card) => (
          <li key={card.id} className="unscheduled-card" data-card-id={card.id} {...grab(card)}>
            <button
              type="button"
              className="unscheduled-title link-button"
              title={card.title}
              onClick={() => {
                if (dragged.current) dragged.current = false;
                else onOpen(card);
              }}
            >
              {card.title}
            </button>
            {canEdit && (
              <button
                type="button"
                data-no-drag
                aria-label={t('calendar.setDueFor', { title: card.title })}
                onClick={() => onPickDate(card.id)}
              >
                {t('calendar.setDue')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {cards.length > UNSCHEDULED_SHOWN && (
        <p className="hint">{t('calendar.more', { count: cards.length - UNSCHEDULED_SHOWN })}</p>
      )}
      {ghost && (
        <div className="timeline-ghost" style={{ left: ghost.x + 8, top: ghost.y + 8 }} aria-hidden="true">
          {ghost.title}
        </div>
      )}
    </aside>
  );
}
