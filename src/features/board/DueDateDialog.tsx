/** The keyboard's way to (re)schedule a card on the calendar or the timeline: pick its due day in a dialog. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Card } from '../../domain/model';
import { Dialog } from '../../ui/Dialog';
import { DayInput } from '../../ui/fields/DayInput';

export interface DueDateDialogProps {
  card: Card;
  /** Saves due day `day` (local midnight, ms). */
  onSave: (day: number) => void;
  onClose: () => void;
}

export function DueDateDialog({ card, onSave, onClose }: DueDateDialogProps) {
  const { t } = useTranslation(['fields', 'common']);
  const today = new Date();
  const [day, setDay] = useState(
    () => card.dueAt ?? new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime(),
  );
  // Enter in the field applies the typed day just before the form's submit reads it: too soon for the state.
  const latest = useRef(day);
  const inputRef = useRef<HTMLInputElement>(null);
  // A passive effect: it runs after the dialog's own opening focus, which would take the caret back.
  useEffect(() => inputRef.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const at = new Date(latest.current);
    onSave(new Date(at.getFullYear(), at.getMonth(), at.getDate()).getTime());
    onClose();
  };
  return (
    <Dialog title={t('calendar.dialogTitle', { title: card.title })} onClose={onClose}>
      <form onSubmit={submit} className="row">
        <div className="field">
          <span aria-hidden>{t('calendar.dueDay')}</span>
          <DayInput
            inputRef={inputRef}
            label={t('calendar.dueDay')}
            value={day}
            required
            onChange={(at) => {
              if (at === null) return;
              latest.current = at;
              setDay(at);
            }}
          />
        </div>
        <button type="submit">{t('common:save')}</button>
      </form>
    </Dialog>
  );
}
