/** One list: its header (rename, move, archive), its cards, and "Add a card". Drags by its header. */
import { memo, useEffect, useRef } from 'react';
import { dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import type { Card, Label, List } from '../../domain/model';
import { InlineEdit } from '../../ui/InlineEdit';
import { AddCardForm } from './AddCardForm';
import { CardTile } from './CardTile';
import { readSource } from './dnd/drag-data';
import { useSortable } from './dnd/use-sortable';

export interface ListColumnProps {
  list: List;
  /** All the list's cards, in order (for counts, WIP limit and adding at the end). */
  cards: readonly Card[];
  /** The cards to show when a filter hides some; absent: all of `cards`. */
  visible?: readonly Card[];
  labels: ReadonlyMap<string, Label>;
  canEdit: boolean;
  onRename: (list: List, title: string) => Promise<void>;
  onShift: (list: List, by: -1 | 1) => void;
  onArchive: (list: List) => void;
  onMoveCard: (card: Card) => void;
  /** Card id → names of the others who have it open (presence). */
  editorsByCard?: ReadonlyMap<string, readonly string[]>;
  /** Board members' names by uid, for the tiles' assignee avatars. */
  memberNames?: ReadonlyMap<string, string>;
}

function ListColumnView({
  list,
  cards,
  visible = cards,
  labels,
  canEdit,
  onRename,
  onShift,
  onArchive,
  onMoveCard,
  editorsByCard,
  memberNames,
}: ListColumnProps) {
  const ref = useRef<HTMLElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLUListElement>(null);
  const { edge, dragging } = useSortable({
    ref,
    handleRef,
    item: { type: 'list', listId: list.id },
    axis: 'horizontal',
    disabled: !canEdit,
  });

  useEffect(() => {
    const element = bodyRef.current;
    if (!element || !canEdit) return;
    return dropTargetForElements({
      element,
      canDrop: ({ source }) => readSource(source.data)?.type === 'card',
      getData: () => ({ type: 'list-body', listId: list.id }),
    });
  }, [list.id, canEdit]);

  const over = list.wipLimit !== null && cards.length > list.wipLimit;
  return (
    <section
      ref={ref}
      className={`list-column${dragging ? ' dragging' : ''}${over ? ' over-limit' : ''}`}
      data-list-id={list.id}
      data-edge={edge ?? undefined}
      aria-label={`List ${list.title}`}
    >
      <div ref={handleRef} className="list-head">
        <InlineEdit
          label="List title"
          className="list-title"
          value={list.title}
          disabled={!canEdit}
          onSave={(title) => onRename(list, title)}
        />
        {visible.length === cards.length ? (
          <span className="list-count" aria-label={`${cards.length} cards`}>
            {cards.length}
          </span>
        ) : (
          <span className="list-count" aria-label={`${visible.length} of ${cards.length} cards shown`}>
            {visible.length}/{cards.length}
          </span>
        )}
        {canEdit && (
          <details className="menu">
            <summary aria-label={`List actions for ${list.title}`}>⋯</summary>
            <div className="menu-items">
              <button type="button" onClick={() => onShift(list, -1)}>
                Move list left
              </button>
              <button type="button" onClick={() => onShift(list, 1)}>
                Move list right
              </button>
              <button type="button" onClick={() => onArchive(list)}>
                Archive list
              </button>
            </div>
          </details>
        )}
      </div>
      <ul ref={bodyRef} className="list-cards" aria-label={`Cards in ${list.title}`}>
        {visible.map((card) => (
          <CardTile
            key={card.id}
            card={card}
            labels={labels}
            canEdit={canEdit}
            onMove={onMoveCard}
            editors={editorsByCard?.get(card.id)}
            memberNames={memberNames}
          />
        ))}
      </ul>
      {canEdit && <AddCardForm boardId={list.boardId} listId={list.id} cards={cards} />}
    </section>
  );
}

export const ListColumn = memo(ListColumnView);
