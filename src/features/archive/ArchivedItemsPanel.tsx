/**
 * The "Archived items" panel of a board: archived lists and cards, each with Restore, and "Delete forever…" for
 * admins with a confirmation that names everything that goes. Presentational: data and actions come as props.
 */
import { useState } from 'react';
import type { Card, List } from '../../domain/model';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import './archive.css';

const DAY_FORMAT = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What deleting `doomed` takes with it, in words. */
export function deletionSummary(doomed: Doomed, cardsInList: (listId: string) => number): string {
  if (doomed.kind === 'list') {
    const n = cardsInList(doomed.list.id);
    return `The list “${doomed.list.title}” and the ${plural(n, 'card', 'cards')} in it, with their comments and attachments, will be deleted for good.`;
  }
  const { comments, attachments } = doomed.card.counts;
  return `The card “${doomed.card.title}”, with its ${plural(comments, 'comment', 'comments')} and ${plural(attachments, 'attachment', 'attachments')}, will be deleted for good.`;
}

export function ArchivedItemsPanel(props: ArchivedItemsPanelProps) {
  const { lists, cards, listTitle, isListArchived, canRestore, onRestoreList, onRestoreCard } = props;
  const { onDeleteList, onDeleteCard, onClose } = props;
  const [doomed, setDoomed] = useState<Doomed | null>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);

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
    <Dialog title="Archived items" onClose={onClose}>
      <ErrorMessage error={props.error ?? null} />
      {(lists === undefined || cards === undefined) && <p>Loading archived items…</p>}
      {lists && (
        <section className="card-section" aria-label="Archived lists">
          <h3>Lists</h3>
          {lists.length === 0 && <p className="hint">No archived lists.</p>}
          <ul className="archived-items">
            {lists.map((list) => (
              <li key={list.id}>
                <span className="archived-title">{list.title}</span>
                {list.archivedAt !== null && (
                  <span className="hint"> archived {DAY_FORMAT.format(list.archivedAt)}</span>
                )}
                {canRestore && (
                  <button
                    type="button"
                    aria-label={`Restore list ${list.title}`}
                    onClick={() => onRestoreList(list)}
                  >
                    Restore
                  </button>
                )}
                {onDeleteList && (
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Delete list ${list.title} forever`}
                    onClick={() => setDoomed({ kind: 'list', list })}
                  >
                    Delete forever…
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {cards && (
        <section className="card-section" aria-label="Archived cards">
          <h3>Cards</h3>
          {cards.length === 0 && <p className="hint">No archived cards.</p>}
          <ul className="archived-items">
            {cards.map((card) => (
              <li key={card.id}>
                <span className="archived-title">{card.title}</span>
                <span className="hint">
                  {' '}
                  in {isListArchived(card.listId) ? 'archived list' : 'list'} {listTitle(card.listId) ?? '?'}
                </span>
                {canRestore && (
                  <button
                    type="button"
                    aria-label={`Restore card ${card.title}`}
                    onClick={() => onRestoreCard(card)}
                  >
                    {isListArchived(card.listId) ? 'Restore with its list' : 'Restore'}
                  </button>
                )}
                {onDeleteCard && (
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Delete card ${card.title} forever`}
                    onClick={() => setDoomed({ kind: 'card', card })}
                  >
                    Delete forever…
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {doomed && (
        <Dialog title="Delete forever?" onClose={() => setDoomed(null)}>
          <p>{deletionSummary(doomed, props.cardsInList)}</p>
          <p>
            <strong>This cannot be undone.</strong>
          </p>
          <ErrorMessage error={deleteError} />
          <div className="row">
            <button type="button" className="danger primary" onClick={() => void confirmDelete()}>
              Delete forever
            </button>
            <button type="button" onClick={() => setDoomed(null)}>
              Cancel
            </button>
          </div>
        </Dialog>
      )}
    </Dialog>
  );
}
