/**
 * The calendar of a board's cards (FullCalendar, month and week): each card with a due date on its day, a bar from
 * start to due when it has both, done cards dimmed. Drag an entry to another day, or a card from the unscheduled
 * list onto a day, to give it that due date (one write, with Undo). An entry opens its card on click or Enter;
 * `d` on a focused entry opens the date dialog, the keyboard's way to reschedule.
 */
import { useMemo, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicTheme from '@fullcalendar/react/themes/classic';
import deLocale from '@fullcalendar/react/locales/de';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useTranslation } from '../../../i18n/use-translation';
import type { Card } from '../../../domain/model';
import { weekStart } from '../../../ui/fields/day-text';
import { calendarEntries, entriesIn, monthAround, type DayRange } from './calendar-events';

export interface BoardCalendarProps {
  cards: readonly Card[];
  canEdit: boolean;
  /** Opens the card's dialog. */
  onOpen: (cardId: string) => void;
  /** A card dropped on day `day` (local midnight, ms): give it that due date. */
  onDrop: (cardId: string, day: number) => void;
  /** `d` on an entry: the date dialog. */
  onPickDate: (cardId: string) => void;
}

/** Local midnight of a FullCalendar date (its all-day dates are local midnights). */
const midnight = (date: Date | null) =>
  date ? new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime() : NaN;

export function BoardCalendar({ cards, canEdit, onOpen, onDrop, onPickDate }: BoardCalendarProps) {
  const { i18n } = useTranslation('fields');
  const all = useMemo(() => calendarEntries(cards), [cards]);
  // The dates on screen (a week to spare each side), set by FullCalendar as the person pages through.
  const [range, setRange] = useState<DayRange>(() => monthAround(Date.now()));
  const events = useMemo(() => entriesIn(all, range), [all, range]);
  const german = i18n.language.startsWith('de');
  return (
    <FullCalendar
      plugins={[dayGridPlugin, interactionPlugin, classicTheme]}
      locales={[deLocale]}
      locale={german ? 'de' : 'en'}
      firstDay={weekStart(i18n.language)}
      initialView="dayGridMonth"
      headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,dayGridWeek' }}
      height="100%"
      dayMaxEvents
      events={events}
      datesSet={(info) => {
        const from = info.start.getTime() - 7 * 86_400_000;
        const to = info.end.getTime() + 7 * 86_400_000;
        if (from < range.from || to > range.to) setRange({ from, to });
      }}
      editable={canEdit}
      eventDurationEditable={false}
      droppable={canEdit}
      eventInteractive
      // Done cards dimmed (calendar.css), as on the board.
      eventClass={(info) => (info.event.extendedProps.done === true ? 'card-event done' : 'card-event')}
      eventClick={(info) => {
        info.jsEvent.preventDefault();
        onOpen(info.event.id);
      }}
      eventDrop={(info) => {
        // The card's own write moves it; the calendar's copy is put back until the board's data says so.
        info.revert();
        onDrop(info.event.id, midnight(info.event.start));
      }}
      eventReceive={(info) => {
        info.revert();
        const id = info.draggedEl.dataset.cardId;
        if (id) onDrop(id, midnight(info.event.start));
      }}
      eventDidMount={(info) => {
        info.el.dataset.cardId = info.event.id;
        info.el.setAttribute('aria-keyshortcuts', 'd');
        info.el.addEventListener('keydown', (e) => {
          if (e.key === 'd' && canEdit) {
            e.preventDefault();
            onPickDate(info.event.id);
          }
        });
      }}
    />
  );
}
