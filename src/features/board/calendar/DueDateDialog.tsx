/** The keyboard's way to (re)schedule a card on the calendar: pick its due day in a dialog. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Card } from '../../../domain/model';
import { dayStart, toDay } from '../../../domain/filter/field-filter';
import { Dialog } from '../../../ui/Dialog';

export interface DueDateDialogProps {
  card: Card;
  /** Saves due day `day` (local midnight, ms). */
  onSave: (day: number) => void;
  onClose: () => void;
}

export function DueDateDialog({ card, onSave, onClose }: DueDateDialogProps) {
  const { t } = useTranslation(['fields', 'common']);
  const [day, setDay] = useState(() => toDay(card.dueAt ?? Date.now()));
  const inputRef = useRef<HTMLInputElement>(null);
  // A passive effect: it runs after the dialog's own opening focus, which would take the caret back.
  useEffect(() => inputRef.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ms = dayStart(day);
    if (!Number.isFinite(ms)) return;
    onSave(ms);
    onClose();
  };
  return (
    <Dialog title={t('calendar.dialogTitle', { title: card.title })} onClose={onClose}>
      <form onSubmit={submit} className="row">
        <label className="field">
          {t('calendar.dueDay')}
          <input ref={inputRef} type="date" value={day} required onChange={(e) => setDay(e.target.value)} />
        </label>
        <button type="submit">{t('common:save')}</button>
      </form>
    </Dialog>
  );
}
