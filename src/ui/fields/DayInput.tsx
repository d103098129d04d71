/**
 * A day (no time) in the app's language whatever the browser's — "24.11.2026" in German, "11/24/2026" in English
 * — typed into a text field, or picked from a calendar (react-day-picker, in that language). Enter or leaving the
 * field applies what was typed; what cannot be read is said, and the field keeps it. Escape puts back the stored
 * day. For custom date fields and the calendar's due-day dialog; a card's dates with their times: DateField.tsx.
 */
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CalendarToggle, DayCalendar } from './DayCalendar';
import { dateLocale, dayText, parseDay } from './day-text';
import './day-input.css';

export interface DayInputProps {
  /** The stored day (epoch ms, any time of it), or null for none. */
  value: number | null;
  /** The new day (local midnight, epoch ms), or null when the field was emptied; called before `onDone`. */
  onChange: (day: number | null) => void;
  /** The text field's accessible name; the calendar button is named after it. */
  label: string;
  disabled?: boolean;
  /** An emptied field keeps its old day (and says a day is needed) instead of clearing it. */
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Called after the built-in keys, e.g. for a table to move between cells. */
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void;
  /** Called once an edit is done by a key: Enter applied a readable day, Escape put back the stored one. */
  onDone?: (key: 'Enter' | 'Escape') => void;
  className?: string;
}

// The example in placeholders and messages: a day above 12 shows which comes first, day or month.
const EXAMPLE = new Date(2026, 2, 31).getTime();

export function DayInput({
  value,
  onChange,
  label,
  disabled,
  required,
  inputRef,
  onKeyDown,
  onDone,
  className,
}: DayInputProps) {
  const { t, i18n } = useTranslation('common');
  const locale = dateLocale(i18n.language);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [calendar, setCalendar] = useState(false);
  const problemId = useId();
  const shown = draft ?? dayText(value, locale);

  // Applies the draft; true when there was nothing to apply or it was applied, false when it could not be read.
  const apply = (): boolean => {
    if (draft === null) return true;
    if (!draft.trim() && required) {
      setProblem(t('dayInput.required', { example: dayText(EXAMPLE, locale) }));
      return false;
    }
    const day = draft.trim() ? parseDay(draft, locale) : null;
    if (draft.trim() && !day) {
      setProblem(t('dayInput.bad', { example: dayText(EXAMPLE, locale) }));
      return false;
    }
    setDraft(null);
    setProblem(null);
    const at = day ? day.getTime() : null;
    if (at !== value) onChange(at);
    return true;
  };
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      // An unreadable day stays, and so does the form it is in (no submit).
      if (!apply()) e.preventDefault();
      else onDone?.('Enter');
    } else if (e.key === 'Escape') {
      setDraft(null);
      setProblem(null);
      onDone?.('Escape');
    }
    onKeyDown?.(e);
  };

  return (
    <span
      className={`day-input${className ? ` ${className}` : ''}`}
      onBlur={(e) => {
        // Leaving the field (not for its calendar) applies what was typed.
        if (e.relatedTarget && e.currentTarget.contains(e.relatedTarget)) return;
        apply();
      }}
    >
      <span className="row">
        <input
          ref={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          disabled={disabled}
          value={shown}
          placeholder={dayText(EXAMPLE, locale)}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={keys}
        />
        {!disabled && (
          <CalendarToggle
            name={t('dayInput.pick', { label })}
            open={calendar}
            onToggle={() => setCalendar((was) => !was)}
          />
        )}
      </span>
      {problem && (
        <span id={problemId} className="error-message" role="alert">
          {problem}
        </span>
      )}
      {calendar && !disabled && (
        <DayCalendar
          value={value}
          locale={locale}
          onPick={(picked) => {
            setCalendar(false);
            setDraft(null);
            setProblem(null);
            onChange(picked.getTime());
          }}
        />
      )}
    </span>
  );
}
