/**
 * The inbox under the bell: the latest notifications, newest first, unread ones marked; opening one marks it read
 * and goes to its card (or board); "Mark read" per entry and "Mark all read". Its own chunk (InboxBell loads it).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { InboxPort, InboxView } from '../../backend/ports';
import type { WatchState } from '../../backend/use-watch';
import type { InboxEntry } from '../../domain/notifications/types';
import { formatDate, formatWhen } from '../../i18n/format';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useNavigate } from '../../ui/routing';
import { describeEntry, entryPath } from './describe-entry';

export interface InboxPanelProps {
  id: string;
  inbox: InboxPort;
  view: WatchState<InboxView>;
  onClose: () => void;
}

/** The panel; `view` is the bell's subscription, so opening it costs no second listener. */
export function InboxPanel({ id, inbox, view, onClose }: InboxPanelProps) {
  const { t } = useTranslation('inbox');
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const run = (work: Promise<void>) => work.then(() => setError(null), setError);
  const open = (entry: InboxEntry) => {
    if (entry.readAt === null) void run(inbox.markRead(entry.id));
    onClose();
    navigate(entryPath(entry));
  };
  const entries = view.data?.entries ?? [];
  const unread = view.data?.unread ?? 0;
  return (
    <section id={id} className="inbox-panel" aria-labelledby={`${id}-heading`}>
      <header className="inbox-head">
        <h2 id={`${id}-heading`}>{t('heading')}</h2>
        <button type="button" disabled={unread === 0} onClick={() => void run(inbox.markAllRead())}>
          {t('markAllRead')}
        </button>
      </header>
      <ErrorMessage error={view.error ?? error} />
      {view.data && entries.length === 0 && <p className="hint">{t('empty')}</p>}
      <ul className="inbox-list" aria-label={t('heading')}>
        {entries.map((entry) => {
          const line = describeEntry(entry);
          const isUnread = entry.readAt === null;
          return (
            <li key={entry.id} className={isUnread ? 'inbox-item unread' : 'inbox-item'}>
              <button type="button" className="inbox-open" onClick={() => open(entry)}>
                {isUnread && <span className="inbox-sr">{t('unread')}: </span>}
                <span className="inbox-line">{line}</span>
                {entry.excerpt && <span className="inbox-excerpt">{entry.excerpt}</span>}
                <span className="inbox-meta">
                  {entry.type !== 'addedToBoard' &&
                    entry.boardTitle &&
                    `${t('onBoard', { board: entry.boardTitle })} · `}
                  <time
                    dateTime={new Date(entry.createdAt).toISOString()}
                    title={formatDate(entry.createdAt, 'medium')}
                  >
                    {formatWhen(entry.createdAt)}
                  </time>
                </span>
              </button>
              {isUnread && (
                <button
                  type="button"
                  className="inbox-mark"
                  aria-label={t('markReadOf', { text: line })}
                  title={t('markRead')}
                  onClick={() => void run(inbox.markRead(entry.id))}
                >
                  <span aria-hidden="true">●</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
