/** The board's activity feed: the latest changes, newest first — who did what, when. */
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { useWatch } from '../../backend/use-watch';
import type { Activity } from '../../domain/model';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { formatDate } from '../../i18n/format';
import { describeActivity, type ActivityNames } from './describe-activity';
import './activity.css';

/** How many entries the feed shows. */
export const ACTIVITY_LIMIT = 50;

export interface ActivityDialogProps extends ActivityNames {
  boardId: string;
  onClose: () => void;
}

export function ActivityDialog({ boardId, onClose, ...names }: ActivityDialogProps) {
  const { boards } = useBackend();
  const feed = useWatch<Activity[]>(boardId, (o) => boards.watchActivity(boardId, ACTIVITY_LIMIT, o));
  const { t } = useTranslation(['activity', 'common']);
  return (
    <Dialog title={t('title')} onClose={onClose} className="activity-dialog">
      <ErrorMessage error={feed.error} />
      {feed.data === undefined && !feed.error && <p>{t('common:loading')}</p>}
      {feed.data?.length === 0 && <p className="hint">{t('empty')}</p>}
      <ol className="activity-list" aria-label={t('title')}>
        {feed.data?.map((entry) => (
          <li key={entry.id}>
            <strong>{names.nameOf(entry.actorUid)}</strong> {describeActivity(entry, names)}
            <time dateTime={new Date(entry.createdAt).toISOString()}>
              {formatDate(entry.createdAt, 'medium')}
            </time>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
