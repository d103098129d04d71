/**
 * "Search all boards" on the boards page: finds cards by title in the user's open boards (the most recently
 * updated SEARCH_MAX_BOARDS of them) and links to each. Reads nothing until something is typed; see
 * use-boards-content.ts for what a search reads.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/routing';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import { useWatch } from '../../backend/use-watch';
import { paths } from '../../config/paths';
import type { Board } from '../../domain/model';
import { searchTitles } from './search-titles';
import { useBoardsContent } from './use-boards-content';
import './search.css';

/** Boards searched at most: each costs two subscriptions while the box holds text (Lanes). */
export const SEARCH_MAX_BOARDS = 20;
/** Hits shown at most. */
export const SEARCH_MAX_HITS = 50;

export function AllBoardsSearch({ user }: { user: User }) {
  const { boards } = useBackend();
  const { t } = useTranslation('search');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const enabled = query.trim() !== '';
  const open = useWatch<Board[]>(enabled ? `search/${user.uid}` : null, (o) => boards.watchBoards(o));
  const searched = useMemo(() => (open.data ?? []).slice(0, SEARCH_MAX_BOARDS), [open.data]);
  const content = useBoardsContent(
    searched.map((board) => board.id),
    enabled,
  );
  const { hits, total } = useMemo(
    () => searchTitles(deferred, searched, content, SEARCH_MAX_HITS),
    [deferred, searched, content],
  );
  const loading = enabled && (open.data === undefined || searched.some((b) => !content.get(b.id)?.cards));
  const skippedBoards = (open.data?.length ?? 0) - searched.length;

  return (
    <section className="all-search" aria-label={t('region')}>
      <input
        type="search"
        aria-label={t('field')}
        placeholder={t('placeholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setQuery('');
        }}
      />
      {enabled && (
        <p className="hint" role="status">
          {loading
            ? t('searching')
            : total === 0
              ? t('none')
              : total > hits.length
                ? t('foundSome', { count: total, shown: hits.length })
                : t('found', { count: total })}
          {skippedBoards > 0 && t('skipped', { max: SEARCH_MAX_BOARDS })}
        </p>
      )}
      {hits.length > 0 && (
        <ul className="all-search-hits" aria-label={t('hits')}>
          {hits.map(({ board, list, card }) => (
            <li key={card.id}>
              <Link to={paths.card.href(board.id, card.id)}>{card.title}</Link>
              <span className="hint">
                {' '}
                {board.title} › {list.title}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
