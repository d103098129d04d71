/**
 * The start and due dates: two date-and-time fields in the app's language with a calendar each (DateField.tsx; the
 * browser's time zone), a "done" tick and Remove for the due date. A start after the due date is refused with a
 * message, and nothing is saved.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNow } from '../../ui/now';
import { datesProblem } from './card-dates';
import { DateField } from './DateField';

/** The date fields a change writes. */
export interface DatesPatch {
  startAt?: number | null;
  dueAt?: number | null;
  dueDone?: boolean;
}

export interface CardDatesProps {
  startAt: number | null;
  dueAt: number | null;
  dueDone: boolean;
  canEdit: boolean;
  /** Saves a change (already checked: start ≤ due). */
  onChange: (patch: DatesPatch) => void;
}

/** Start and due date of a card; refused combinations show an alert and keep the stored dates. */
export function CardDates({ startAt, dueAt, dueDone, canEdit, onChange }: CardDatesProps) {
  const now = useNow();
  const { t } = useTranslation('card');
  const [problem, setProblem] = useState<string | null>(null);
  const overdue = dueAt !== null && !dueDone && dueAt < now;
  // Checked against the other stored date; an invalid pair is not written, the field snaps back.
  const change = (patch: { startAt: number | null } | { dueAt: number | null }) => {
    const next = { startAt, dueAt, ...patch };
    const refused = datesProblem(next.startAt, next.dueAt);
    setProblem(refused);
    if (!refused) onChange(patch);
    return !refused;
  };
  return (
    <section className="card-section card-dates" aria-label={t('dates.heading')}>
      <h3>{t('dates.heading')}</h3>
      <DateField
        label={t('dates.start')}
        value={startAt}
        disabled={!canEdit}
        onChange={(at) => change({ startAt: at })}
      >
        {startAt !== null && canEdit && (
          <button type="button" onClick={() => change({ startAt: null })}>
            {t('dates.removeStart')}
          </button>
        )}
      </DateField>
      <DateField
        label={t('dates.due')}
        value={dueAt}
        disabled={!canEdit}
        cardField="due"
        onChange={(at) => change({ dueAt: at })}
      >
        {dueAt !== null && (
          <>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={dueDone}
                disabled={!canEdit}
                onChange={(e) => onChange({ dueDone: e.target.checked })}
              />
              {t('dates.done')}
            </label>
            {overdue && <span className="badge overdue">{t('dates.overdue')}</span>}
            {canEdit && (
              <button
                type="button"
                onClick={() => {
                  setProblem(null);
                  onChange({ dueAt: null, dueDone: false });
                }}
              >
                {t('dates.removeDue')}
              </button>
            )}
          </>
        )}
      </DateField>
      {problem && (
        <p className="error-message" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
