/**
 * The calendar's side list of cards without a due date: drag one onto a day (FullCalendar's external dragging, real
 * pointer events) or press its "Set due date…" to pick the day in a dialog.
 */
import { useEffect, useRef } from 'react';
import { Draggable } from '@fullcalendar/react/interaction';
import { useTranslation } from '../../../i18n/use-translation';
import type { Card } from '../../../domain/model';

export interface UnscheduledProps {
  cards: readonly Card[];
  canEdit: boolean;
  onPickDate: (cardId: string) => void;
}

/** At most this many cards are listed (a board can have 5,000 without a date); the rest are counted. */
export const UNSCHEDULED_SHOWN = 200;

export function Unscheduled({ cards, canEdit, onPickDate }: UnscheduledProps) {
  const { t } = useTranslation('fields');
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list || !canEdit) return;
    const draggable = new Draggable(list, {
      itemSelector: '.unscheduled-card',
      eventData: (el) => ({ title: el.dataset.title ?? '', allDay: true, create: true }),
    });
    return () => draggable.destroy();
  }, [canEdit]);
  return (
    <aside className="unscheduled" aria-labelledby="unscheduled-heading">
      <h2 id="unscheduled-heading">{t('calendar.unscheduled', { count: cards.length })}</h2>
      {canEdit && cards.length > 0 && <p className="hint">{t('calendar.dragHint')}</p>}
      <ul ref={listRef}>
        {cards.slice(0, UNSCHEDULED_SHOWN).map((card) => (
          <li key={card.id} className="unscheduled-card" data-card-id={card.id} data-title={card.title}>
            <span className="unscheduled-title" title={card.title}>
              {card.title}
            </span>
            {canEdit && (
              <button
                type="button"
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
    </aside>
  );
}
