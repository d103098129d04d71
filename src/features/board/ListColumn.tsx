/**
 * One list: its header (rename, WIP count, collapse, and a menu: move, archive, WIP limit, sort, move all, copy),
 * its cards, and "Add a card". Drags by its header. Collapsed, it is a narrow column with title and count.
 */
import { memo, useEffect, useRef } from 'react';
import { dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import type { Card, Label, List } from '../../domain/model';
import { InlineEdit } from '../../ui/InlineEdit';
import { AddCardForm } from './AddCardForm';
import { CardTile } from './CardTile';
import { readSource } from './dnd/drag-data';
import { wipState, type SortKey } from './lists/list-plans';
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
  /** Shown as a narrow column (this device's choice). */
  collapsed?: boolean;
  onToggleCollapse?: (list: List) => void;
  /** A list menu item that opens a dialog or sorts: the board page carries it out. */
  onListMenu?: (list: List, action: ListMenuAction) => void;
}

/** The list menu's bulk actions. */
export type ListMenuAction = 'wip' | 'copy' | 'move-all' | `sort-${SortKey}`;

const noop = () => {};

/** The header's count: "7" or "7/5" against the WIP limit, "3/7" when a filter hides cards; "Over limit" as text. */
function ListCount({ list, total, shown }: { list: List; total: number; shown: number }) {
  const wip = wipState(list, total);
  return (
    <>
      {shown === total ? (
        <span
          className="list-count"
          aria-label={list.wipLimit === null ? `${total} cards` : `${total} cards, limit ${list.wipLimit}`}
        >
          {wip.text}
        </span>
      ) : (
        <span className="list-count" aria-label={`${shown} of ${total} cards shown`}>
          {shown}/{total}
        </span>
      )}
      {wip.over && <span className="wip-over">Over limit</span>}
    </>
  );
}

function CollapsedList({ list, cards, onToggleCollapse = noop }: ListColumnProps) {
  const over = wipState(list, cards.length).over;
  return (
    <section
      className={`list-column collapsed${over ? ' over-limit' : ''}`}
      data-list-id={list.id}
      aria-label={`List ${list.title}`}
    >
      <button
        type="button"
        className="list-expand"
        aria-expanded={false}
        aria-label={`Expand list ${list.title}`}
        onClick={() => onToggleCollapse(list)}
      >
        <span className="list-count">{wipState(list, cards.length).text}</span>
        {over && <span className="wip-over">Over limit</span>}
        <span className="list-collapsed-title">{list.title}</span>
      </button>
    </section>
  );
}

function ExpandedList({
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
  onToggleCollapse = noop,
  onListMenu = noop,
}: ListColumnProps) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const choose = (run: () => void) => () => {
    if (menuRef.current) menuRef.current.open = false;
    run();
  };
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

  const over = wipState(list, cards.length).over;
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
        <ListCount list={list} total={cards.length} shown={visible.length} />
        <button
          type="button"
          className="icon-button list-collapse"
          aria-expanded={true}
          aria-label={`Collapse list ${list.title}`}
          title="Collapse list"
          onClick={() => onToggleCollapse(list)}
        >
          «
        </button>
        {canEdit && (
          <details className="menu" ref={menuRef}>
            <summary aria-label={`List actions for ${list.title}`}>⋯</summary>
            <div className="menu-items">
              <button type="button" onClick={() => onShift(list, -1)}>
                Move list left
              </button>
              <button type="button" onClick={() => onShift(list, 1)}>
                Move list right
              </button>
              <button type="button" onClick={choose(() => onListMenu(list, 'wip'))}>
                Set WIP limit…
              </button>
              <button type="button" onClick={choose(() => onListMenu(list, 'sort-title'))}>
                Sort by title
              </button>
              <button type="button" onClick={choose(() => onListMenu(list, 'sort-due'))}>
                Sort by due date
              </button>
              <button type="button" onClick={choose(() => onListMenu(list, 'move-all'))}>
                Move all cards…
              </button>
              <button type="button" onClick={choose(() => onListMenu(list, 'copy'))}>
                Copy list…
              </button>
              <button type="button" onClick={choose(() => onArchive(list))}>
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

function ListColumnView(props: ListColumnProps) {
  return props.collapsed ? <CollapsedList {...props} /> : <ExpandedList {...props} />;
}

export const ListColumn = memo(ListColumnView);
