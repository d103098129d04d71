/**
 * The calendar's private subscription link (Firebase modes): make one (any member; a new one revokes the old),
 * copy it into Google Calendar or Outlook, revoke it. The link is shown once: only its hash is stored.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CallsPort } from '../../../backend/ports';
import { describeError } from '../../../ui/describe-error';
import { Dialog } from '../../../ui/Dialog';

export interface SubscribeDialogProps {
  boardId: string;
  calls: Required<Pick<CallsPort, 'createCalendarFeed' | 'revokeCalendarFeed'>>;
  onClose: () => void;
}

export function SubscribeDialog({ boardId, calls, onClose }: SubscribeDialogProps) {
  const { t } = useTranslation('fields');
  const [url, setUrl] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setStatus(describeError(e).summary);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('calendar.subscribeTitle')} onClose={onClose}>
      <p>{t('calendar.subscribeText')}</p>
      {url && (
        <div className="row">
          <input readOnly aria-label={t('calendar.link')} value={url} onFocus={(e) => e.target.select()} />
          <button
            type="button"
            onClick={() =>
              void navigator.clipboard.writeText(url).then(
                () => setStatus(t('calendar.copied')),
                () => setStatus(t('calendar.copyFailed')),
              )
            }
          >
            {t('calendar.copy')}
          </button>
        </div>
      )}
      <div className="row">
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              setUrl((await calls.createCalendarFeed({ boardId })).url);
              setStatus(t('calendar.made'));
            })
          }
        >
          {url ? t('calendar.remake') : t('calendar.make')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              const { revoked } = await calls.revokeCalendarFeed({ boardId });
              setUrl(null);
              setStatus(t('calendar.revoked', { count: revoked }));
            })
          }
        >
          {t('calendar.revoke')}
        </button>
      </div>
      <p role="status" className="hint">
        {status}
      </p>
    </Dialog>
  );
}
