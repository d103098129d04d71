/**
 * One list: its header (rename, WIP count, collapse, and a menu: move, archive, WIP limit, sort, move all, copy),
 * its cards, and "Add a card". Drags by its header. Collapsed, it is a narrow column with title and count. A long
 * list renders only the tiles near its scroll box (use-virtual-cards.ts); the list body stays a drop target, so a
 * card dropped below the last tile lands at the end.
 */
import { memo, use, useEffect, useRef, type CSSProperties } from 'react';
import i18next from 'i18next';
import { dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import type { Card, Label, List } from '../../domain/model';
import { InlineEdit } from '../../ui/InlineEdit';
import { MenuButton, type MenuItem } from '../../ui/MenuButton';
import { AddCardForm } from './AddCardForm';
import { CardTile } from './CardTile';
import { readSource } from './dnd/drag-data';
import { wipState, type SortKey } from './lists/list-plans';
import { useSortable } from './dnd/use-sortable';
import { useVirtualCards } from './use-virtual-cards';
import { columnText, type ColumnText } from './column-text';
import { LaneContext, type Lane } from './lanes/lane-context';
import './virtual-cards.css';

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
  /** Render every tile, none virtualised (a small board: `RENDER_ALL_TILES_UP_TO` in use-virtual-cards.ts). */
  renderAllTiles?: boolean;
  /** Whether the list is taken as near the view until its box is checked (`nearOnOpen` in use-virtual-cards.ts). */
  nearAtFirst?: boolean;
  /** The columns' labels (column-text.ts), translated once per board render; absent: looked up here. */
  text?: ColumnText;
}

/** The list menu's bulk actions. */
export type ListMenuAction = 'wip' | 'copy' | 'move-all' | `sort-${SortKey}`;

const noop = () => {};

/** The column's landmark name: "List Doing", or "List Doing, Urgent" in a lane (the list is in every lane). */
const regionName = (text: ColumnText, list: List, lane: Lane | null) =>
  lane ? `${text.region(list.title)}, ${lane.title}` : text.region(list.title);

/** The header's count: "7" or "7/5" against the WIP limit, "3/7" when a filter hides cards; "Over limit" as text. */
function ListCount({
  list,
  total,
  shown,
  text,
}: {
  list: List;
  total: number;
  shown: number;
  text: ColumnText;
}) {
  const wip = wipState(list, total);
  return (
    <>
      {/* The digits for the eye, a sentence for screen readers: an aria-label on a role-less span is not read
          (they said "22"), visually hidden text is. */}
      <span className="list-count" aria-hidden="true">
        {shown === total ? wip.text : `${shown}/${total}`}
      </span>
      <span className="visually-hidden">
        {shown === total ? text.count(total, list.wipLimit) : text.shown(shown, total)}
      </span>
      {wip.over && <span className="wip-over">{text.overLimit}</span>}
    </>
  );
}

function CollapsedList({
  list,
  cards,
  onToggleCollapse = noop,
  text = columnText(i18next.language),
}: ListColumnProps) {
  const over = wipState(list, cards.length).over;
  return (
    <section
      className={`list-column collapsed${over ? ' over-limit' : ''}`}
      data-list-id={list.id}
      aria-label={regionName(text, list, use(LaneContext))}
    >
      {/* Named by its text, not an aria-label (which hid the count): "Expand list Done", then the count as a
          sentence ("3 cards"), as the expanded list's head reads it; the digits and the title are for the eye. */}
      <button
        type="button"
        className="list-expand"
        aria-expanded={false}
        onClick={() => onToggleCollapse(list)}
      >
        <span className="visually-hidden">{text.expand(list.title)}</span>
        <span className="list-count" aria-hidden="true">
          {wipState(list, cards.length).text}
        </span>
        <span className="visually-hidden">{text.count(cards.length, list.wipLimit)}</span>
        {over && <span className="wip-over">{text.overLimit}</span>}
        <span className="list-collapsed-title" aria-hidden="true">
          {list.title}
        </span>
      </button>
    </section>
  );
}

/** The list menu's items, built when the menu opens (so only an open menu translates them). */
function listMenuItems(
  list: List,
  {
    onShift,
    onArchive,
    onListMenu,
  }: Pick<ListColumnProps, 'onShift' | 'onArchive'> & {
    onListMenu: (list: List, action: ListMenuAction) => void;
  },
): MenuItem[] {
  const t = i18next.getFixedT(null, 'board');
  return [
    { label: t('list.moveLeft'), onSelect: () => onShift(list, -1) },
    { label: t('list.moveRight'), onSelect: () => onShift(list, 1) },
    { label: t('list.setWip'), onSelect: () => onListMenu(list, 'wip') },
    { label: t('list.sortTitle'), onSelect: () => onListMenu(list, 'sort-title') },
    { label: t('list.sortDue'), onSelect: () => onListMenu(list, 'sort-due') },
    { label: t('list.moveAll'), onSelect: () => onListMenu(list, 'move-all') },
    { label: t('list.copy'), onSelect: () => onListMenu(list, 'copy') },
    { label: t('list.archive'), onSelect: () => onArchive(list) },
  ];
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
  renderAllTiles = false,
  nearAtFirst = false,
  text = columnText(i18next.language),
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

  const inLane = use(LaneContext);
  const lane = inLane?.key;
  useEffect(() => {
    const element = bodyRef.current;
    if (!element || !canEdit) return;
    return dropTargetForElements({
      element,
      canDrop: ({ source }) => readSource(source.data)?.type === 'card',
      getData: () => ({ type: 'list-body', listId: list.id, ...(lane === undefined ? {} : { lane }) }),
    });
  }, [list.id, canEdit, lane]);

  const virtual = useVirtualCards(list.id, visible, {
    scrollRef: bodyRef,
    listRef: ref,
    renderAll: renderAllTiles,
    nearAtFirst,
  });

  const over = wipState(list, cards.length).over;
  return (
    <section
      ref={ref}
      className={`list-column${dragging ? ' dragging' : ''}${over ? ' over-limit' : ''}${virtual.near ? '' : ' far'}`}
      data-list-id={list.id}
      data-edge={edge ?? undefined}
      draggable={canEdit || undefined}
      aria-label={regionName(text, list, inLane)}
    >
      <div ref={handleRef} className="list-head">
        <InlineEdit
          label={text.listTitle}
          className="list-title"
          value={list.title}
          disabled={!canEdit}
          onSave={(title) => onRename(list, title)}
        />
        <ListCount list={list} total={cards.length} shown={visible.length} text={text} />
        <button
          type="button"
          className="icon-button list-collapse"
          aria-expanded={true}
          aria-label={text.collapse(list.title)}
          title={text.collapseTitle}
          onClick={() => onToggleCollapse(list)}
        >
          «
        </button>
        {canEdit && (
          // A menu button: it closes after an item, on a click elsewhere and on Escape. Its items are built when it
          // opens: 50 lists' menus are 400 buttons nobody sees when the board opens.
          <MenuButton
            className="list-menu"
            label={text.actions(list.title)}
            content="⋯"
            items={() => listMenuItems(list, { onShift, onArchive, onListMenu })}
          />
        )}
      </div>
      <ul
        ref={bodyRef}
        className="list-cards virtual"
        aria-label={text.cards(list.title)}
        style={{ '--cards-height': `${virtual.totalSize}px` } as CSSProperties}
        onFocus={virtual.onFocus}
        onBlur={virtual.onBlur}
      >
        {virtual.items.map(({ index, start }) => {
          const card = visible[index];
          return card ? (
            <CardTile
              key={card.id}
              card={card}
              labels={labels}
              canEdit={canEdit}
              onMove={onMoveCard}
              editors={editorsByCard?.get(card.id)}
              memberNames={memberNames}
              index={index}
              start={start}
              measure={virtual.measure}
              setSize={visible.length}
            />
          ) : null;
        })}
      </ul>
      {/* A list well out of the horizontal view (on a board too big to render everything) shows its header and an
          empty body of the right height; "Add a card" comes with its tiles when it is scrolled near. */}
      {canEdit && (renderAllTiles || virtual.near) && (
        <AddCardForm boardId={list.boardId} listId={list.id} cards={cards} />
      )}
    </section>
  );
}

function ListColumnView(props: ListColumnProps) {
  return props.collapsed ? <CollapsedList {...props} /> : <ExpandedList {...props} />;
}

export const ListColumn = memo(ListColumnView);
