/**
 * A card as it sits in a list: title, labels, badges (due, checklist progress, comments), assignees' avatars, drag
 * and "Move…".
 */
import { memo, useRef } from 'react';
import { Link } from 'react-router';
import type { Card, Label } from '../../domain/model';
import { paths } from '../../config/paths';
import { Avatar } from '../../ui/Avatar';
import { labelColors } from '../../ui/colors';
import { useNow } from '../../ui/now';
import { useSortable } from './dnd/use-sortable';
import './card-editing.css';

// Intl rather than a date library here: the board is on the critical path, and this is the only date it shows.
const SHORT_DATE = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

export interface CardTileProps {
  card: Card;
  labels: ReadonlyMap<string, Label>;
  canEdit: boolean;
  onMove: (card: Card) => void;
  /** Names of the others who have this card open right now (presence); absent or empty: nobody. */
  editors?: readonly string[];
  /** Board members' names by uid, for the assignees' avatars (a Map whose identity changes only with a name). */
  memberNames?: ReadonlyMap<string, string>;
}

/** "Ana is editing", "Ana and Bob are editing", "Ana and 2 others are editing". */
export function editingText(names: readonly string[]): string {
  if (names.length === 1) return `${names[0]} is editing`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are editing`;
  return `${names[0]} and ${names.length - 1} others are editing`;
}

function CardTileView({ card, labels, canEdit, onMove, editors, memberNames }: CardTileProps) {
  const ref = useRef<HTMLLIElement>(null);
  const { edge, dragging } = useSortable({
    ref,
    item: { type: 'card', cardId: card.id, listId: card.listId },
    axis: 'vertical',
    disabled: !canEdit,
  });
  const now = useNow();
  const { checkItems, checkItemsDone, comments } = card.counts;
  const overdue = card.dueAt !== null && !card.dueDone && card.dueAt < now;

  return (
    <li
      ref={ref}
      className={`card-tile${dragging ? ' dragging' : ''}`}
      data-card-id={card.id}
      data-edge={edge ?? undefined}
    >
      <div className="card-labels">
        {card.labelIds.map((id) => {
          const label = labels.get(id);
          return label ? (
            <span
              key={id}
              className="label-chip"
              style={{ background: labelColors(label.color).background }}
              title={label.name}
            >
              {label.name}
            </span>
          ) : null;
        })}
      </div>
      <Link className="card-title" draggable={false} to={paths.card.href(card.boardId, card.id)}>
        {card.title}
      </Link>
      {editors && editors.length > 0 && <p className="card-editing">✎ {editingText(editors)}</p>}
      <div className="card-badges">
        {card.dueAt !== null && (
          <span className={`badge${card.dueDone ? ' done' : overdue ? ' overdue' : ''}`} title="Due date">
            ⏰ {SHORT_DATE.format(card.dueAt)}
          </span>
        )}
        {card.description && (
          <span className="badge" title="Has a description">
            ≡
          </span>
        )}
        {checkItems > 0 && (
          <span
            className={`badge${checkItems === checkItemsDone ? ' done' : ''}`}
            title="Checklist items done"
          >
            ☑ {checkItemsDone}/{checkItems}
          </span>
        )}
        {comments > 0 && (
          <span className="badge" title="Comments">
            💬 {comments}
          </span>
        )}
        {card.assigneeIds.length > 0 && (
          <span className="card-assignees">
            {card.assigneeIds.map((uid) => (
              <Avatar key={uid} uid={uid} name={memberNames?.get(uid) ?? 'A former member'} />
            ))}
          </span>
        )}
        {card.memberNames.map((name) => (
          <span key={name} className="avatar" title={name}>
            {initials(name)}
          </span>
        ))}
      </div>
      {canEdit && (
        <button
          type="button"
          className="card-move"
          aria-label={`Move card ${card.title}`}
          onClick={() => onMove(card)}
        >
          Move…
        </button>
      )}
    </li>
  );
}

/** Up to two initials of a name, for an avatar without a photo. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

// A board can hold 5,000 cards: re-render only the tiles whose card actually changed.
export const CardTile = memo(
  CardTileView,
  (a, b) =>
    a.card.id === b.card.id &&
    a.card.updatedAt === b.card.updatedAt &&
    a.card.rank === b.card.rank &&
    a.card.listId === b.card.listId &&
    a.labels === b.labels &&
    a.canEdit === b.canEdit &&
    a.onMove === b.onMove &&
    a.memberNames === b.memberNames &&
    (a.editors ?? []).join('\n') === (b.editors ?? []).join('\n'),
);
