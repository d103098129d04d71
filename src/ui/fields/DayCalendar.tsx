/**
 * The calendar of a day field: a button that shows and hides it, and the month grid (react-day-picker in the app's
 * language) whose click picks a day. Shared by a card's dates (DateField.tsx) and DayInput.tsx.
 */
import CalendarDays from 'lucide-react/icons/calendar-days';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import 'react-day-picker/style.css';
import './day-input.css';

/** The button that opens and closes a calendar; `name` is its accessible name and tooltip. */
export function CalendarToggle({
  name,
  open,
  onToggle,
}: {
  name: string;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="icon-button calendar-toggle"
      aria-expanded={open}
      aria-label={name}
      title={name}
      onClick={onToggle}
    >
      <CalendarDays aria-hidden size={18} />
    </button>
  );
}

export interface DayCalendarProps {
  /** The stored day (epoch ms, any time of it), or null: the month shown first, and the day marked. */
  value: number | null;
  locale: DayPickerLocale;
  /** The day clicked (local midnight). */
  onPick: (day: Date) => void;
  /** A line under the month (what a picked day gets, say), or nothing. */
  footer?: string;
}

/** The month grid, with the focus on the marked day (or today) as it opens. */
export function DayCalendar({ value, locale, onPick, footer }: DayCalendarProps) {
  return (
    <DayPicker
      className="day-calendar"
      mode="single"
      locale={locale}
      autoFocus
      footer={footer}
      selected={value === null ? undefined : new Date(value)}
      defaultMonth={value === null ? undefined : new Date(value)}
      onSelect={(picked) => {
        if (picked) onPick(picked);
      }}
    />
  );
}
