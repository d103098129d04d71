/**
 * The board: lists side by side with horizontal scroll, cards in them, drag and drop, keyboard moves; the filter
 * bar, and the board menu whose further items (export, archived items…) the route passes in.
 */
import { useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import type { Card, Label, List } from '../../domain/model';
import { can } from '../../domain/permissions';
import { paths } from '../../config/paths';
import { colorOf } from '../../ui/colors';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { InlineEdit } from '../../ui/InlineEdit';
import { MenuButton, type MenuItem } from '../../ui/MenuButton';
import { AddListForm } from './AddListForm';
import { CardLimitNotice } from './CardLimitNotice';
import { FilterBar } from './filter/FilterBar';
import { useCardFilter } from './filter/use-card-filter';
import { useSlashFocus } from './filter/use-slash-focus';
import { ListColumn, type ListMenuAction } from './ListColumn';
import { ListMenuDialogs, type ListDialogState } from './lists/ListMenuDialogs';
import { useCollapsedLists } from './lists/use-collapsed-lists';
import { useListActions } from './lists/use-list-actions';
import { MoveCardDialog } from './MoveCardDialog';
import { SyncStatus } from './SyncStatus';
import { useBoardDrop } from './dnd/use-board-drop';
import { useBoardActions, useStableCallback } from './use-board-actions';
import { useMemberNames } from './use-member-names';
import type { BoardData } from './use-board-data';

const EMPTY: Card[] = [];
const someMember = (uid: string) => `A member (${uid.slice(0, 6)})`;

export interface BoardPageProps {
  data: BoardData;
  user: User;
  /** Items of the board menu after "Filter cards" (the route composes them from other features). */
  menuItems?: readonly MenuItem[];
  /** The name of an account assigned to a card (for the member filter); default: "A member (uid…)". */
  nameOf?: (uid: string) => string;
  /** Shown in the header before the board menu: who is here, sharing (composed by the route). */
  headerSlot?: ReactNode;
  /** Card id → names of the others who have that card open (presence), for "Ana is editing" on its tile. */
  editorsByCard?: ReadonlyMap<string, readonly string[]>;
  children?: ReactNode;
}

export function BoardPage({
  data,
  user,
  menuItems = [],
  nameOf = someMember,
  headerSlot,
  editorsByCard,
  children,
}: BoardPageProps) {
  const { boards } = useBackend();
  const { board, lists, cardsByList } = data;
  const filter = useCardFilter(board?.id ?? '', lists, cardsByList, user.uid, nameOf);
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashFocus(searchRef);
  const location = useLocation();
  const navigate = useNavigate();
  // Opening a card keeps the filter in the URL, so the board behind the dialog (and after it) stays filtered.
  const keepFilterOnCardLinks = (e: MouseEvent) => {
    const link = (e.target as Element).closest('a.card-title');
    const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
    if (!link || !location.search || !plain) return;
    e.preventDefault();
    navigate(`${link.getAttribute('href') ?? ''}${location.search}`);
  };
  const actions = useBoardActions(board?.id ?? '', lists);
  const [moving, setMoving] = useState<Card | null>(null);
  const onMoveCard = useStableCallback((card: Card) => setMoving(card));
  const listActions = useListActions(board?.id ?? '');
  const [listDialog, setListDialog] = useState<ListDialogState>(null);
  const onListMenu = useStableCallback((list: List, action: ListMenuAction) => {
    if (action === 'sort-title' || action === 'sort-due')
      listActions.sortList(
        list,
        cardsByList.get(list.id) ?? EMPTY,
        action === 'sort-title' ? 'title' : 'due',
      );
    else setListDialog({ kind: action, list });
  });
  const collapse = useCollapsedLists(board?.id ?? '');
  const onToggleCollapse = useStableCallback((list: List) => {
    collapse.toggle(list.id);
    // The button pressed is replaced by its opposite (expand ↔ collapse): keep keyboard focus on it.
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(
          `[data-list-id="${CSS.escape(list.id)}"] :is(.list-expand, .list-collapse)`,
        )
        ?.focus(),
    );
  });
  const labels = useMemo(
    () => new Map<string, Label>(board?.labels.map((l) => [l.id, l]) ?? []),
    [board?.labels],
  );
  useBoardDrop({ lists, cardsByList, moveCard: actions.moveCard, moveList: actions.moveList });
  const memberNames = useMemberNames(board?.memberIds, nameOf);

  if (data.error)
    return (
      <main className="board-page">
        <ErrorMessage error={data.error} />
      </main>
    );
  if (data.loading)
    return (
      <main className="board-page">
        <p>Loading board…</p>
      </main>
    );
  if (!board)
    return (
      <main className="board-page">
        <p>This board does not exist, or you are not a member of it.</p>
        <Link to={paths.boards.href()}>Back to your boards</Link>
      </main>
    );

  const role = board.roles[user.uid];
  const canEdit = can(role, 'card.write');
  return (
    <main className="board-page" style={{ background: colorOf(board.background) }}>
      <header className="board-head">
        <h1>
          <InlineEdit
            label="Board title"
            value={board.title}
            disabled={!can(role, 'board.update')}
            onSave={(title) => boards.updateBoard(board.id, { title })}
          />
        </h1>
        <SyncStatus pending={data.pending} pendingCount={data.pendingCount} fromCache={data.fromCache} />
        {!canEdit && <span className="sync-state">Read only: you are an observer</span>}
        <CardLimitNotice openCards={data.cardsById.size} />
        {headerSlot}
        <MenuButton
          label="Board menu"
          items={[{ label: 'Filter cards', onSelect: () => searchRef.current?.focus() }, ...menuItems]}
        />
      </header>
      <FilterBar state={filter} labels={board.labels} searchRef={searchRef} />
      <div className="lists" role="list" aria-label="Lists" onClickCapture={keepFilterOnCardLinks}>
        {lists.map((list) => (
          <div
            role="listitem"
            key={list.id}
            className={`list-slot${collapse.collapsed.has(list.id) ? ' collapsed' : ''}`}
          >
            <ListColumn
              list={list}
              cards={cardsByList.get(list.id) ?? EMPTY}
              visible={filter.visibleByList?.get(list.id)}
              labels={labels}
              canEdit={canEdit}
              onRename={actions.renameList}
              onShift={actions.shiftList}
              onArchive={actions.archiveList}
              onMoveCard={onMoveCard}
              editorsByCard={editorsByCard}
              memberNames={memberNames}
              collapsed={collapse.collapsed.has(list.id)}
              onToggleCollapse={onToggleCollapse}
              onListMenu={onListMenu}
            />
          </div>
        ))}
        {can(role, 'list.write') && <AddListForm boardId={board.id} lists={lists} />}
      </div>
      {moving && (
        <MoveCardDialog
          card={moving}
          lists={lists}
          cardsByList={cardsByList}
          onMove={(card, listId, rank) => actions.moveCard(card.id, listId, rank)}
          onClose={() => setMoving(null)}
        />
      )}
      <ListMenuDialogs
        state={listDialog}
        lists={lists}
        cardsByList={cardsByList}
        actions={listActions}
        onClose={() => setListDialog(null)}
      />
      {children}
    </main>
  );
}
