/**
 * One list: its header (rename, WIP count, collapse, and a menu: move, archive, WIP limit, sort, move all, copy),
 * its cards, and "Add a card". Drags by its header. Collapsed, it is a narrow column with title and count. A long
 * list renders only the tiles near its scroll box (use-virtual-cards.ts); the list body stays a drop target, so a
 * card dropped below the last tile lands at the end.
 */
import { memo, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import i18next from 'i18next';
import { dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import type { Card, Label, List } from '../../domain/model';
import { InlineEdit } from '../../ui/InlineEdit';
import { AddCardForm } from './AddCardForm';
import { CardTile } from './CardTile';
import { readSource } from './dnd/drag-data';
import { wipState, type SortKey } from './lists/list-plans';
import { useSortable } from './dnd/use-sortable';
import { useVirtualCards } from './use-virtual-cards';
import { columnText, type ColumnText } from './column-text';
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
  /** The columns' labels (column-text.ts), translated once per board render; absent: looked up here. */
  text?: ColumnText;
}

/** The list menu's bulk actions. */
export type ListMenuAction = 'wip' | 'copy' | 'move-all' | `sort-${SortKey}`;

const noop = () => {};

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
      {shown === total ? (
        <span className="list-count" aria-label={text.count(total, list.wipLimit)}>
          {wip.text}
        </span>
      ) : (
        <span className="list-count" aria-label={text.shown(shown, total)}>
          {shown}/{total}
        </span>
      )}
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
      aria-label={text.region(list.title)}
    >
      <button
        type="button"
        className="list-expand"
        aria-expanded={false}
        aria-label={text.expand(list.title)}
        onClick={() => onToggleCollapse(list)}
      >
        <span className="list-count">{wipState(list, cards.length).text}</span>
        {over && <span className="wip-over">{text.overLimit}</span>}
        <span className="list-collapsed-title">{list.title}</span>
      </button>
    </section>
  );
}

/** The list menu's items, built when the menu opens (so only an open menu translates them). */
function ListMenuItems({
  list,
  onShift,
  onArchive,
  onListMenu,
  choose,
}: Pick<ListColumnProps, 'list' | 'onShift' | 'onArchive'> & {
  onListMenu: (list: List, action: ListMenuAction) => void;
  choose: (run: () => void) => () => void;
}) {
  const { t } = useTranslation('board');
  return (
    <div className="menu-items">
      <button type="button" onClick={() => onShift(list, -1)}>
        {t('list.moveLeft')}
      </button>
      <button type="button" onClick={() => onShift(list, 1)}>
        {t('list.moveRight')}
      </button>
      <button type="button" onClick={choose(() => onListMenu(list, 'wip'))}>
        {t('list.setWip')}
      </button>
      <button type="button" onClick={choose(() => onListMenu(list, 'sort-title'))}>
        {t('list.sortTitle')}
      </button>
      <button type="button" onClick={choose(() => onListMenu(list, 'sort-due'))}>
        {t('list.sortDue')}
      </button>
      <button type="button" onClick={choose(() => onListMenu(list, 'move-all'))}>
        {t('list.moveAll')}
      </button>
      <button type="button" onClick={choose(() => onListMenu(list, 'copy'))}>
        {t('list.copy')}
      </button>
      <button type="button" onClick={choose(() => onArchive(list))}>
        {t('list.archive')}
      </button>
    </div>
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
  renderAllTiles = false,
  text = columnText(i18next.language),
}: ListColumnProps) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
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

  const virtual = useVirtualCards(list.id, visible, bodyRef, renderAllTiles);

  const over = wipState(list, cards.length).over;
  return (
    <section
      ref={ref}
      className={`list-column${dragging ? ' dragging' : ''}${over ? ' over-limit' : ''}${virtual.near ? '' : ' far'}`}
      data-list-id={list.id}
      data-edge={edge ?? undefined}
      aria-label={text.region(list.title)}
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
          <details className="menu" ref={menuRef} onToggle={(e) => setMenuOpen(e.currentTarget.open)}>
            <summary aria-label={text.actions(list.title)}>⋯</summary>
            {/* Built when opened: 50 lists' menus are 400 buttons nobody sees when the board opens. */}
            {menuOpen && (
              <ListMenuItems
                list={list}
                onShift={onShift}
                onArchive={onArchive}
                onListMenu={onListMenu}
                choose={choose}
              />
            )}
          </details>
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
