/**
 * One date and time of a card (start or due), in the app's language whatever the browser's: a date field and a
 * time field written as the language writes them ("24.11.2026" "17:00" in German), and a calendar
 * (react-day-picker, with its German or English labels) to pick the day. Leaving a field or Enter applies what was
 * typed; what cannot be read is said, and the field keeps it.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CalendarToggle, DayCalendar } from '../../ui/fields/DayCalendar';
import { dateLocale, dayText, parseDay } from '../../ui/fields/day-text';
import { atTime, DEFAULT_MINUTES, parseTime, timeText } from './card-dates';

export interface DateFieldProps {
  /** "Start date", "Due date": the date field's label; the time field and the calendar are named after it. */
  label: string;
  value: number | null;
  disabled: boolean;
  /**
   * The new date (epoch ms), or null when the date field was emptied. Returns false when it is refused (the field
   * then shows the stored date again).
   */
  onChange: (at: number | null) => boolean | void;
  /** `data-card-field` of the date field, for the board's `d` key. */
  cardField?: string;
  /** Controls on the fields' row after the calendar button (a done tick, Remove): the calendar opens below them. */
  children?: ReactNode;
}

// The example in placeholders and messages: a day above 12 shows which comes first, day or month.
const EXAMPLE = new Date(2026, 2, 31, 17, 0).getTime();
// The time placeholder is the time a day gets when none is typed, so what it suggests is what happens.
const DEFAULT_TIME = atTime(new Date(2026, 2, 31), DEFAULT_MINUTES);

export function DateField({ label, value, disabled, onChange, cardField, children }: DateFieldProps) {
  const { t, i18n } = useTranslation('card');
  const locale = dateLocale(i18n.language);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [calendar, setCalendar] = useState(false);
  const problemId = useId();
  // What was applied last, until the card shows a new value (its write is on its way, slower under load): the
  // fields and the calendar show it meanwhile, so a calendar opened right after Enter opens on the typed day.
  const [applied, setApplied] = useState<{ at: number | null } | null>(null);
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    setApplied(null);
  }
  const current = applied ? applied.at : value;
  const shownDay = day ?? dayText(current, locale);
  const shownTime = time ?? timeText(current, locale);

  // Applies the typed day and time; an unreadable one stays in its field with a message.
  const apply = (dayInput: string, timeInput: string) => {
    if (!dayInput.trim()) {
      setDay(null);
      setTime(null);
      setProblem(null);
      if (value !== null) {
        if (onChange(null) !== false) setApplied({ at: null });
      }
      return;
    }
    const parsedDay = parseDay(dayInput, locale);
    const minutes = timeInput.trim() ? parseTime(timeInput, locale) : DEFAULT_MINUTES;
    if (!parsedDay) return setProblem(t('dates.badDay', { example: dayText(EXAMPLE, locale) }));
    if (minutes === null) return setProblem(t('dates.badTime', { example: timeText(EXAMPLE, locale) }));
    setDay(null);
    setTime(null);
    setProblem(null);
    const at = atTime(parsedDay, minutes);
    if (at !== value) {
      if (onChange(at) !== false) setApplied({ at });
    }
  };
  const onEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    apply(shownDay, shownTime);
  };

  return (
    <div
      className="date-field"
      onBlur={(e) => {
        // Leaving the date and time (not going from one to the other, or to the calendar) applies what was typed.
        if (e.relatedTarget && e.currentTarget.contains(e.relatedTarget)) return;
        if (day !== null || time !== null) apply(shownDay, shownTime);
      }}
    >
      <div className="row">
        <label className="field">
          {label}
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            data-card-field={cardField}
            disabled={disabled}
            value={shownDay}
            placeholder={dayText(EXAMPLE, locale)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            onChange={(e) => setDay(e.target.value)}
            onKeyDown={onEnter}
          />
        </label>
        <label className="field time">
          {t('dates.time')}
          <input
            type="text"
            autoComplete="off"
            aria-label={t('dates.timeOf', { label })}
            disabled={disabled}
            value={shownTime}
            placeholder={timeText(DEFAULT_TIME, locale)}
            aria-description={t('dates.defaultTime', { time: timeText(DEFAULT_TIME, locale) })}
            onChange={(e) => setTime(e.target.value)}
            onKeyDown={onEnter}
          />
        </label>
        {!disabled && (
          <CalendarToggle
            name={t('dates.pick', { label })}
            open={calendar}
            onToggle={() => setCalendar((was) => !was)}
          />
        )}
        {children}
      </div>
      {problem && (
        <p id={problemId} className="error-message" role="alert">
          {problem}
        </p>
      )}
      {calendar && !disabled && (
        <DayCalendar
          value={current}
          locale={locale}
          footer={
            current === null ? t('dates.defaultTime', { time: timeText(DEFAULT_TIME, locale) }) : undefined
          }
          onPick={(picked) => {
            setCalendar(false);
            // The time in its field (typed, or the stored one) stays; an empty one gets the default it shows.
            const minutes = shownTime.trim() ? parseTime(shownTime, locale) : DEFAULT_MINUTES;
            setDay(null);
            setTime(null);
            setProblem(null);
            const at = atTime(picked, minutes ?? DEFAULT_MINUTES);
            if (onChange(at) !== false) setApplied({ at });
          }}
        />
      )}
    </div>
  );
}
