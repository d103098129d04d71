/**
 * The board: lists side by side with horizontal scroll, cards in them, drag and drop, keyboard moves; the filter
 * bar, and the board menu whose further items (export, archived items…) the route passes in.
 */
import { useCallback, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from '../../ui/routing';
import { useTranslation } from '../../i18n/use-translation';
import i18next from 'i18next';
import type { User } from '../../backend/ports';
import type { Card, Label, List } from '../../domain/model';
import { can } from '../../domain/permissions';
import { paths } from '../../config/paths';
import { boardBackground } from '../../ui/colors';
import { ErrorMessage } from '../../ui/ErrorMessage';
import type { MenuItem } from '../../ui/MenuButton';
import { BoardHead } from './BoardHead';
import { AddListForm } from './AddListForm';
import { FilterBar } from './filter/FilterBar';
import { useCardFilter } from './filter/use-card-filter';
import { useSlashFocus } from './filter/use-slash-focus';
import { ListColumn, type ListMenuAction } from './ListColumn';
import { ListMenuDialogs, type ListDialogState } from './lists/ListMenuDialogs';
import { useCollapsedLists } from './lists/use-collapsed-lists';
import { useListActions } from './lists/use-list-actions';
import { MoveCardDialog } from './MoveCardDialog';
import { useBoardDrop } from './dnd/use-board-drop';
import { useTouchCardDrag } from './dnd/use-touch-drag';
import { useBoardKeyboard } from './shortcuts/use-board-keyboard';
import { revealCard } from './shortcuts/use-board-shortcuts';
import { useBackgroundPicker } from './background/BackgroundDialog';
import { TemplatesContext, useTemplatePicker, type FromTemplateProps } from './templates/use-template-picker';
import { useBoardActions, useStableCallback } from './use-board-actions';
import { useMemberNames } from './use-member-names';
import { useMoveUndo } from './use-move-undo';
import { useLabelBars } from './use-label-bars';
import { useListsClick } from './use-lists-click';
import type { BoardData } from './use-board-data';
import { nearOnOpen, RENDER_ALL_TILES_UP_TO } from './use-virtual-cards';
import { columnText } from './column-text';
import { TileFieldsContext } from './TileFields';
import { BlockedContext, useBlockedCounts } from './blocked-badge';
import { fieldsOf, orderedFields } from '../../domain/custom-fields/values';
import { Swimlanes } from './lanes/Swimlanes';
import { useSwimlanes } from './lanes/use-swimlanes';

const EMPTY: Card[] = [];
const someMember = (uid: string) => i18next.t('board:someMember', { id: uid.slice(0, 6) });

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
  /** The "From template…" dialog (composed by the route from the card feature); absent: no templates offered. */
  renderFromTemplate?: (props: FromTemplateProps) => ReactNode;
  children?: ReactNode;
}

export function BoardPage({
  data,
  user,
  menuItems = [],
  nameOf = someMember,
  headerSlot,
  editorsByCard,
  renderFromTemplate,
  children,
}: BoardPageProps) {
  const { t, i18n } = useTranslation('board');
  const { board, lists, cardsByList } = data;
  const filter = useCardFilter(board?.id ?? '', lists, cardsByList, user.uid, nameOf, board?.customFields);
  const customFields = board?.customFields;
  const tileFields = useMemo(
    () => orderedFields(fieldsOf({ customFields })).filter((field) => field.showOnCard),
    [customFields],
  );
  const blocked = useBlockedCounts(data.cardsById);
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashFocus(searchRef);
  const labelBars = useLabelBars();
  const onListsClick = useListsClick(labelBars.toggle);
  const actions = useBoardActions(board?.id ?? '', lists, data.showMove);
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
  const moveCard = useMoveUndo(actions.moveCard, data.cardsById, lists);
  const memberNames = useMemberNames(board?.memberIds, nameOf);
  const memberName = useCallback((uid: string) => memberNames.get(uid) ?? nameOf(uid), [memberNames, nameOf]);

  const swim = useSwimlanes({
    data,
    visibleByList: filter.visibleByList,
    nameOf: memberName,
    moveCard,
    moveQuietly: actions.moveCard,
  });
  useBoardDrop({ lists, cardsByList, moveCard, moveList: actions.moveList, moveToLane: swim.moveToLane });
  const [listsElement, setListsElement] = useState<HTMLDivElement | null>(null);
  useTouchCardDrag(listsElement, {
    canEdit: can(board?.roles[user.uid], 'card.write'),
    cardsByList,
    moveCard,
    moveToLane: swim.moveToLane,
  });
  const backgroundPicker = useBackgroundPicker(board, can(board?.roles[user.uid], 'board.update'));
  const templatePicker = useTemplatePicker(lists, cardsByList, renderFromTemplate);
  const keyboard = useBoardKeyboard({
    boardId: board?.id ?? '',
    meUid: user.uid,
    canEdit: can(board?.roles[user.uid], 'card.write'),
    lists,
    // A collapsed list shows no cards: arrow keys pass it by. In a lane, the lane's cards.
    shownCards: (id, lane) =>
      collapse.collapsed.has(id)
        ? EMPTY
        : lane !== undefined
          ? swim.cardsIn(lane, id)
          : (filter.visibleByList?.get(id) ?? cardsByList.get(id) ?? EMPTY),
    listCards: (id) => cardsByList.get(id) ?? EMPTY,
    cardById: (id) => data.cardsById.get(id),
    moveCard,
  });

  if (data.error)
    return (
      <main className="board-page">
        <ErrorMessage error={data.error} />
      </main>
    );
  if (data.loading)
    return (
      <main className="board-page">
        <p>{t('loading')}</p>
      </main>
    );
  if (!board)
    return (
      <main className="board-page">
        <p>{t('notFound')}</p>
        <Link to={paths.boards.href()}>{t('backToBoards')}</Link>
      </main>
    );

  const role = board.roles[user.uid];
  const canEdit = can(role, 'card.write');
  // Read by each list once, when it mounts: the lists in view render their tiles in the board's first commit.
  const near = nearOnOpen(
    lists.map((list) => collapse.collapsed.has(list.id)),
    window.innerWidth,
  );
  // The columns' labels, translated once for all 50 lists rather than in each.
  const text = columnText(i18n.language);
  // A list's slot with `visible` as its shown cards (the filter's, or a lane's; absent: all of them).
  const column = (list: List, visible: readonly Card[] | undefined, index: number) => (
    <div
      role="listitem"
      key={list.id}
      className={`list-slot${collapse.collapsed.has(list.id) ? ' collapsed' : ''}`}
    >
      <ListColumn
        list={list}
        cards={cardsByList.get(list.id) ?? EMPTY}
        visible={visible}
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
        renderAllTiles={data.cardsById.size <= RENDER_ALL_TILES_UP_TO}
        nearAtFirst={near[index]}
        text={text}
      />
    </div>
  );
  const addList = can(role, 'list.write') && (
    // A role="list" holds list items only (axe: aria-required-children), so the form sits in one too.
    <div role="listitem" className="add-list-slot">
      <AddListForm boardId={board.id} lists={lists} />
    </div>
  );
  return (
    <main
      className="board-page"
      data-background={board.background}
      data-label-bars={labelBars.bars || undefined}
      data-lanes={swim.lanes ? '' : undefined}
      // The background (colour or gradient) goes to a variable: styles.css layers the dark theme's dimmer over it.
      style={{ '--board-bg': boardBackground(board.background) } as CSSProperties}
    >
      <BoardHead
        board={board}
        data={data}
        role={role}
        slot={headerSlot}
        menu={[
          { label: t('filterCards'), onSelect: () => searchRef.current?.focus() },
          ...menuItems,
          ...backgroundPicker.items,
          {
            label: labelBars.bars ? t('labels.showNames') : t('labels.showBars'),
            onSelect: labelBars.toggle,
          },
          keyboard.helpItem,
        ]}
      />
      <FilterBar
        state={filter}
        labels={board.labels}
        searchRef={searchRef}
        fields={board.customFields}
        extra={swim.picker}
      />
      <TileFieldsContext value={tileFields}>
        <BlockedContext value={blocked}>
          <TemplatesContext value={templatePicker.value}>
            {swim.lanes ? (
              <Swimlanes
                lanes={swim.lanes}
                lists={lists}
                collapsedLists={collapse.collapsed}
                collapsed={swim.collapsed}
                onToggle={swim.toggle}
                join={swim.join}
                column={column}
                addList={addList}
                rootRef={setListsElement}
                onClickCapture={onListsClick}
              />
            ) : (
              <div
                ref={setListsElement}
                className="lists"
                role="list"
                aria-label={t('lists')}
                onClickCapture={onListsClick}
              >
                {lists.map((list, index) => column(list, filter.visibleByList?.get(list.id), index))}
                {addList}
              </div>
            )}
          </TemplatesContext>
        </BlockedContext>
      </TileFieldsContext>
      {templatePicker.dialog}
      {moving && (
        <MoveCardDialog
          card={moving}
          lists={lists}
          cardsByList={cardsByList}
          onMove={(card, listId, rank, index) => {
            moveCard(card.id, listId, rank);
            // The tile whose "Move…" had the focus leaves its list: the focus goes to the card in its new place.
            requestAnimationFrame(() => revealCard({ ...card, listId }, index));
          }}
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
      {keyboard.helpDialog}
      {backgroundPicker.dialog}
      {children}
    </main>
  );
}
