/**
 * The "Archived items" panel of a board: archived lists and cards, each with Restore, and "Delete forever…" for
 * admins with a confirmation that names everything that goes. Presentational: data and actions come as props.
 */
import { useState } from 'react';
import i18next from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import type { Card, List } from '../../domain/model';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { formatDate, formatNumber } from '../../i18n/format';
import { normalizeText, searchTerms } from '../../domain/filter/card-filter';
import './archive.css';

export interface ArchivedItemsPanelProps {
  /** Archived lists: undefined while loading. */
  lists: readonly List[] | undefined;
  /** Archived cards: as `lists`. */
  cards: readonly Card[] | undefined;
  /** The title of any list of the board, open or archived, by id. */
  listTitle: (listId: string) => string | undefined;
  /** Whether a list is archived (a card restored into it stays hidden until the list is restored too). */
  isListArchived: (listId: string) => boolean;
  /** How many cards (open and archived) a list holds, for the confirmation before deleting it. */
  cardsInList: (listId: string) => number;
  canRestore: boolean;
  onRestoreList: (list: List) => void;
  onRestoreCard: (card: Card) => void;
  /** Given for admins when the backend can delete for good; the button shows only then. */
  onDeleteList?: (list: List) => Promise<void>;
  onDeleteCard?: (card: Card) => Promise<void>;
  error?: unknown;
  onClose: () => void;
}

type Doomed = { kind: 'list'; list: List } | { kind: 'card'; card: Card };

/** What deleting `doomed` takes with it, in words of the current language. */
export function deletionSummary(doomed: Doomed, cardsInList: (listId: string) => number): string {
  const t = i18next.getFixedT(null, 'archive');
  if (doomed.kind === 'list') {
    const cards = t('cards', { count: cardsInList(doomed.list.id) });
    return t('deleteList', { title: doomed.list.title, cards });
  }
  const { comments, attachments } = doomed.card.counts;
  return t('deleteCard', {
    title: doomed.card.title,
    comments: t('comments', { count: comments }),
    attachments: t('attachments', { count: attachments }),
  });
}

export function ArchivedItemsPanel(props: ArchivedItemsPanelProps) {
  const { lists, cards, listTitle, isListArchived, canRestore, onRestoreList, onRestoreCard } = props;
  const { onDeleteList, onDeleteCard, onClose } = props;
  const { t } = useTranslation(['archive', 'common']);
  const [doomed, setDoomed] = useState<Doomed | null>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const [query, setQuery] = useState('');
  const terms = searchTerms(query);
  // Every word of the filter, in the title (or for a card, its list's title), ignoring case and accents.
  const matches = (...texts: (string | undefined)[]) => {
    const text = normalizeText(texts.join(' '));
    return terms.every((term) => text.includes(term));
  };
  const shownLists = lists?.filter((list) => matches(list.title));
  const shownCards = cards?.filter((card) => matches(card.title, listTitle(card.listId)));

  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      if (doomed.kind === 'list') await onDeleteList?.(doomed.list);
      else await onDeleteCard?.(doomed.card);
      setDoomed(null);
      setDeleteError(null);
    } catch (e) {
      setDeleteError(e);
    }
  };

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <ErrorMessage error={props.error ?? null} />
      {(lists === undefined || cards === undefined) && <p>{t('loading')}</p>}
      {lists && cards && lists.length + cards.length > 0 && (
        <input
          type="search"
          className="archived-filter"
          aria-label={t('filter')}
          placeholder={t('filterPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      )}
      {terms.length > 0 && shownLists?.length === 0 && shownCards?.length === 0 && (
        <p className="hint" role="status">
          {t('noMatch', { query: query.trim() })}
        </p>
      )}
      {lists && shownLists && (
        <section className="card-section" aria-label={t('lists')}>
          <h3>
            {t('listsHeading')}{' '}
            <Count shown={shownLists.length} count={lists.length} filtering={terms.length > 0} />
          </h3>
          {lists.length === 0 && <p className="hint">{t('noLists')}</p>}
          <ul className="archived-items">
            {shownLists.map((list) => (
              <li key={list.id}>
                <span className="archived-title">{list.title}</span>
                {list.archivedAt !== null && (
                  <span className="hint archived-date">
                    {t('archivedOn', { date: formatDate(list.archivedAt, 'day') })}
                  </span>
                )}
                {canRestore && (
                  <button
                    type="button"
                    aria-label={t('restoreList', { title: list.title })}
                    onClick={() => onRestoreList(list)}
                  >
                    {t('restore')}
                  </button>
                )}
                {onDeleteList && (
                  <button
                    type="button"
                    className="danger"
                    aria-label={t('deleteListForever', { title: list.title })}
                    onClick={() => setDoomed({ kind: 'list', list })}
                  >
                    {t('deleteForeverMore')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {cards && shownCards && (
        <section className="card-section" aria-label={t('cards')}>
          <h3>
            {t('cardsHeading')}{' '}
            <Count shown={shownCards.length} count={cards.length} filtering={terms.length > 0} />
          </h3>
          {cards.length === 0 && <p className="hint">{t('noCards')}</p>}
          <ul className="archived-items">
            {shownCards.map((card) => (
              <li key={card.id}>
                <span className="archived-title">{card.title}</span>
                <span className="hint">
                  {' '}
                  {t(isListArchived(card.listId) ? 'inArchivedList' : 'inList', {
                    title: listTitle(card.listId) ?? '?',
                  })}
                </span>
                {canRestore && (
                  <button
                    type="button"
                    aria-label={t('restoreCard', { title: card.title })}
                    onClick={() => onRestoreCard(card)}
                  >
                    {isListArchived(card.listId) ? t('restoreWithList') : t('restore')}
                  </button>
                )}
                {onDeleteCard && (
                  <button
                    type="button"
                    className="danger"
                    aria-label={t('deleteCardForever', { title: card.title })}
                    onClick={() => setDoomed({ kind: 'card', card })}
                  >
                    {t('deleteForeverMore')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {doomed && (
        <Dialog title={t('confirmTitle')} onClose={() => setDoomed(null)}>
          <p>{deletionSummary(doomed, props.cardsInList)}</p>
          <p>
            <strong>{t('final')}</strong>
          </p>
          <ErrorMessage error={deleteError} />
          <div className="row">
            <button type="button" className="danger primary" onClick={() => void confirmDelete()}>
              {t('deleteForever')}
            </button>
            <button type="button" onClick={() => setDoomed(null)}>
              {t('common:cancel')}
            </button>
          </div>
        </Dialog>
      )}
    </Dialog>
  );
}

/** "(12)", or while a filter is on "(3 of 12)". */
function Count({ shown, count, filtering }: { shown: number; count: number; filtering: boolean }) {
  const { t } = useTranslation('archive');
  return <span className="hint">({filtering ? t('shownOf', { shown, count }) : formatNumber(count)})</span>;
}
