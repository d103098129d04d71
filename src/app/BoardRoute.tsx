/**
 * `/b/:boardId` and `/b/:boardId/c/:cardId`, and the other views of a board (`/b/:boardId/table`, `…/calendar`, each
 * with `/c/:cardId`): composes the board feature's view with the card dialog on top of it, and the board menu's
 * panels from other features (export, archived items, custom fields). One route element for every view, so switching
 * views keeps the board's subscriptions.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link, useLocation, useNavigate, useParams } from '../ui/routing';
import { useBackend } from '../backend/context';
import type { User } from '../backend/ports';
import { cardFieldOf, paths, viewOfPath } from '../config/paths';
import { can } from '../domain/permissions';
import { Dialog } from '../ui/Dialog';
import { ViewSwitch } from '../features/board/views/ViewSwitch';
import { rememberView } from '../ui/remembered-view';
import { isAppError } from '../domain/errors';
import { ArchivedItems } from '../features/archive/ArchivedItems';
import { BoardPage } from '../features/board/BoardPage';
import { useBoardData } from '../features/board/use-board-data';
import { useDocumentTitle } from '../ui/document-title';
import { useBoardCollab } from './use-board-collab';

// The card dialog brings Markdown and date formatting: loaded when a card is first opened, not with the board.
const loadCardDialog = () => import('../features/card/CardDialog');
const CardDialog = lazy(() => loadCardDialog().then((m) => ({ default: m.CardDialog })));

/** Starts fetching the card dialog's chunk before its first render (a card's URL opened directly). */
export function preloadCardDialog(): void {
  void loadCardDialog().catch(() => undefined);
}
// "From template…" copies with the card feature's code, loaded when someone uses it.
const FromTemplateDialog = lazy(() =>
  import('../features/card/FromTemplateDialog').then((m) => ({ default: m.FromTemplateDialog })),
);
// The export mappers load when someone opens the export dialog.
const ExportDialog = lazy(() =>
  import('../features/export/ExportDialog').then((m) => ({ default: m.ExportDialog })),
);

// The table and the calendar, with their libraries (TanStack Table, FullCalendar), load with their view only.
const TableView = lazy(() =>
  import('../features/board/table/TableView').then((m) => ({ default: m.TableView })),
);
const CalendarView = lazy(() =>
  import('../features/board/calendar/CalendarView').then((m) => ({ default: m.CalendarView })),
);
// The custom fields editor comes with the card feature's code, when the board menu opens it.
const FieldsEditor = lazy(() =>
  import('../features/card/FieldsEditor').then((m) => ({ default: m.FieldsEditor })),
);

// Deleting a board (owners), with the re-authentication it may need, loads when the menu opens it.
const DeleteBoardDialog = lazy(() =>
  import('../features/boards/DeleteBoardDialog').then((m) => ({ default: m.DeleteBoardDialog })),
);

type Panel = 'export' | 'archived' | 'fields' | 'delete' | null;

/**
 * Where a board that cannot be shown leaves a person: it was deleted, they were removed from it (or left it in
 * another tab), or the link is not theirs. Said plainly, with the way back (not "Your role does not allow that").
 */
function NotOnBoard() {
  const { t } = useTranslation();
  return (
    <main className="board-page">
      <p>{t('notOnBoard')}</p>
      <Link to={paths.boards.href()}>{t('backToBoards')}</Link>
    </main>
  );
}

/** The board page at `/b/:boardId`, with the open card's dialog and the board menu's panels, as `user`. */
export function BoardRoute({ user }: { user: User }) {
  const { boardId = '', cardId } = useParams();
  const navigate = useNavigate();
  const { calls } = useBackend();
  const { t } = useTranslation();
  const { t: tf } = useTranslation('fields');
  const { search, state, pathname } = useLocation();
  const view = viewOfPath(pathname);
  // The boards list opens a board in this view next time (ui/remembered-view.ts); the URL alone decides here.
  useEffect(() => rememberView(boardId, view), [boardId, view]);
  const data = useBoardData(boardId);
  const [panel, setPanel] = useState<Panel>(null);
  const card = cardId === undefined || data.loading ? undefined : (data.cardsById.get(cardId) ?? null);
  const collab = useBoardCollab(data, user, cardId);
  const { nameOf } = collab;
  // The open card's title first, then the board's (WCAG 2.4.2): "Paint the fence – Home – Lanes".
  useDocumentTitle(card?.title, data.board?.title);
  const menuItems = [
    ...collab.menuItems,
    ...(data.board && can(data.board.roles[user.uid], 'board.update')
      ? [{ label: tf('menu'), onSelect: () => setPanel('fields') }]
      : []),
    { label: t('menu.export'), onSelect: () => setPanel('export') },
    { label: t('menu.archived'), onSelect: () => setPanel('archived') },
    ...(calls && data.board && can(data.board.roles[user.uid], 'board.delete')
      ? [{ label: t('menu.deleteBoard'), onSelect: () => setPanel('delete') }]
      : []),
  ];
  const header = (
    <>
      <ViewSwitch boardId={boardId} current={view} />
      {collab.header}
    </>
  );
  const View = view === 'table' ? TableView : view === 'calendar' ? CalendarView : null;
  // Local mode reads a lost board as null and its lists as permission-denied; Firestore's rules refuse all three.
  if (data.board === null || isAppError(data.error, 'permission-denied')) return <NotOnBoard />;
  const overlays: ReactNode = (
    <>
      {cardId !== undefined && data.board && (
        <Suspense fallback={null}>
          <CardDialog
            key={cardId}
            board={data.board}
            card={card}
            lists={data.lists}
            user={user}
            othersEditing={collab.othersOnCard}
            openAt={cardFieldOf(state)}
            // Back to the board as it was: a filter in the URL stays.
            onClose={() => navigate(paths.view.href(boardId, view) + search)}
          />
        </Suspense>
      )}
      {panel === 'export' && data.board && (
        <Suspense fallback={null}>
          <ExportDialog
            boardId={boardId}
            boardTitle={data.board.title}
            nameOf={nameOf}
            onClose={() => setPanel(null)}
          />
        </Suspense>
      )}
      {collab.panels}
      {panel === 'fields' && data.board && (
        <Dialog title={tf('heading')} onClose={() => setPanel(null)}>
          <Suspense fallback={null}>
            <FieldsEditor board={data.board} />
          </Suspense>
        </Dialog>
      )}
      {panel === 'delete' && data.board && (
        <Suspense fallback={null}>
          <DeleteBoardDialog
            board={data.board}
            onClose={() => setPanel(null)}
            onDeleted={() => navigate(paths.boards.href(), { replace: true })}
          />
        </Suspense>
      )}
      {panel === 'archived' && data.board && (
        <ArchivedItems
          board={data.board}
          user={user}
          lists={data.lists}
          cardsByList={data.cardsByList}
          onClose={() => setPanel(null)}
        />
      )}
    </>
  );
  if (View)
    return (
      <Suspense fallback={null}>
        <View data={data} user={user} menuItems={menuItems} nameOf={nameOf} headerSlot={header}>
          {overlays}
        </View>
      </Suspense>
    );
  return (
    <BoardPage
      data={data}
      user={user}
      menuItems={menuItems}
      nameOf={nameOf}
      headerSlot={header}
      editorsByCard={collab.editorsByCard}
      renderFromTemplate={(props) => (
        <Suspense fallback={null}>
          <FromTemplateDialog {...props} />
        </Suspense>
      )}
    >
      {overlays}
    </BoardPage>
  );
}
