/**
 * Board · Table · Calendar: the board header's switch between a board's views. Each is a link (its own URL, so a
 * reload or a shared link keeps the view); the current one is marked for screen readers. The filter in the URL
 * goes along, since every view applies it.
 */
import { Link, useLocation } from '../../../ui/routing';
import { useTranslation } from '../../../i18n/use-translation';
import { BOARD_VIEWS, type BoardView } from '../../../config/paths';
import { useBoardPaths } from '../../../ui/board-base';
import './views.css';

export function ViewSwitch({ boardId, current }: { boardId: string; current: BoardView }) {
  const { t } = useTranslation('fields');
  const { search } = useLocation();
  const links = useBoardPaths();
  return (
    <nav className="view-switch" aria-label={t('views.label')}>
      {BOARD_VIEWS.map((view) => (
        <Link
          key={view}
          to={links.view(boardId, view) + search}
          aria-current={view === current ? 'page' : undefined}
          className={view === current ? 'current' : undefined}
        >
          {t(`views.${view}`)}
        </Link>
      ))}
    </nav>
  );
}
