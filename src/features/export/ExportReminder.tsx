/**
 * The boards page's reminder in local mode (issue 28 item 2): when the browser does not keep the storage for good
 * and no export of every board was made for EXPORT_REMINDER_DAYS (domain/export/export-reminder.ts), a calm
 * notice with "Export all boards" and "Later" (which puts it off as long again).
 */
import { useState } from 'react';
import { useBackend } from '../../backend/context';
import { useWatch } from '../../backend/use-watch';
import { EXPORT_REMINDER_DAYS, exportReminderDue } from '../../domain/export/export-reminder';
import type { Board } from '../../domain/model';
import { useTranslation } from '../../i18n/use-translation';
import { ExportAllButton } from './ExportAllButton';
import { snoozeReminder } from './storage-facts';
import { useStorageFacts } from './use-storage-facts';
import './storage.css';

export function ExportReminder({ uid }: { uid: string }) {
  const { mode, boards } = useBackend();
  const { t } = useTranslation('boards');
  const facts = useStorageFacts();
  // When the page opened: the reminder is decided once per visit, not re-decided as the minutes pass.
  const [now] = useState(() => Date.now());
  const open = useWatch<Board[]>(`reminder:${uid}`, (o) => boards.watchBoards(o));
  if (mode !== 'local' || facts.state === null || open.data === undefined) return null;
  const oldest = open.data.reduce<number | null>(
    (min, b) => (min === null ? b.createdAt : Math.min(min, b.createdAt)),
    null,
  );
  const due = exportReminderDue({
    persisted: facts.state.persisted,
    lastExportAt: facts.lastExportAt,
    snoozedAt: facts.snoozedAt,
    oldestBoardAt: oldest,
    now,
  });
  if (!due) return null;
  return (
    <section className="storage-notice" aria-label={t('storage.reminderLabel')}>
      <p>{t('storage.reminder', { days: EXPORT_REMINDER_DAYS })}</p>
      <div className="row">
        <ExportAllButton className="primary" />
        <button type="button" onClick={() => snoozeReminder(Date.now())}>
          {t('storage.later')}
        </button>
      </div>
    </section>
  );
}
