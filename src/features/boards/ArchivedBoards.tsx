/** Archived boards, folded away under the open ones, each with Restore. */
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { useWatch } from '../../backend/use-watch';
import type { Board } from '../../domain/model';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useToast } from '../../ui/toast';
import { describeError } from '../../ui/describe-error';

export function ArchivedBoards() {
  const { boards } = useBackend();
  const toast = useToast();
  const { t } = useTranslation('boards');
  const archived = useWatch<Board[]>('archived', (o) => boards.watchArchivedBoards(o));
  if (!archived.data?.length && !archived.error) return null;
  return (
    <details className="archived-boards">
      <summary>{t('archived', { count: archived.data?.length ?? 0 })}</summary>
      <ErrorMessage error={archived.error} />
      <ul>
        {archived.data?.map((board) => (
          <li key={board.id}>
            {board.title}{' '}
            <button
              type="button"
              onClick={() =>
                boards
                  .updateBoard(board.id, { archivedAt: null })
                  .catch((e: unknown) => toast({ text: describeError(e).summary }))
              }
            >
              {t('restore')}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
