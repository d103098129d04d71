/** One board on the boards page: open it, rename it, archive it (with Undo). */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/routing';
import { useBackend } from '../../backend/context';
import { can } from '../../domain/permissions';
import type { Board } from '../../domain/model';
import { rememberedViewHref } from '../../ui/remembered-view';
import { boardBackground } from '../../ui/colors';
import { InlineEdit } from '../../ui/InlineEdit';
import { useToast } from '../../ui/toast';
import { describeError } from '../../ui/describe-error';

export function BoardTile({ board, uid }: { board: Board; uid: string }) {
  const { boards } = useBackend();
  const toast = useToast();
  const { t } = useTranslation(['boards', 'common']);
  const role = board.roles[uid];
  const report = (e: unknown) => toast({ text: describeError(e).summary });

  const archive = () => {
    boards.updateBoard(board.id, { archivedAt: Date.now() }).catch(report);
    toast({
      text: t('archivedToast', { title: board.title }),
      action: {
        label: t('common:undo'),
        run: () => void boards.updateBoard(board.id, { archivedAt: null }).catch(report),
      },
    });
  };

  return (
    <li className="board-tile" style={{ background: boardBackground(board.background) }}>
      <Link className="board-tile-link" to={rememberedViewHref(board.id)}>
        {board.title}
      </Link>
      {board.isTemplate && <span className="template-badge">{t('templateBadge')}</span>}
      <div className="board-tile-actions">
        {can(role, 'board.update') && (
          <InlineEdit
            label={t('rename')}
            buttonText={t('renameButton')}
            className="board-tile-rename"
            value={board.title}
            onSave={(title) => boards.updateBoard(board.id, { title })}
          />
        )}
        {can(role, 'board.archive') && (
          <button type="button" onClick={archive} aria-label={t('archiveLabel', { title: board.title })}>
            {t('archive')}
          </button>
        )}
      </div>
    </li>
  );
}
