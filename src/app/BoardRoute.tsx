/**
 * `/b/:boardId` and `/b/:boardId/c/:cardId`, and the other views of a board (`/b/:boardId/table`, `…/calendar`, each
 * with `/c/:cardId`): composes the board feature's view with the card dialog on top of it, and the board menu's
 * panels from other features (export, copy, archived items, custom fields). One route element for every view, so switching
 * views keeps the board's subscriptions.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link, useLocation, useNavigate, useParams } from '../ui/routing';
import { useBackend } from '../backend/context';
import type { User } from '../backend/ports';
import { boardPaths, cardFieldOf, paths, viewOfPath } from '../config/paths';
import { can } from '../domain/permissions';
import { Dialog } from '../ui/Dialog';
import { useToast } from '../ui/toast';
import { describeError } from '../ui/describe-error';
import { preloadable } from '../ui/preloadable';
import { ViewSwitch } from '../features/board/views/ViewSwitch';
import { rememberView } from '../ui/remembered-view';
import { isAppError } from '../domain/errors';
import { ArchivedItems } from '../features/archive/ArchivedItems';
import { BoardPage } from '../features/board/BoardPage';
import { useBoardData } from '../features/board/use-board-data';
import { useDocumentTitle } from '../ui/document-title';
import { useBoardCollab } from './use-board-collab';
import { CopyBoardPanel } from './CopyBoardPanel';
import { CardDialog, VIEW_COMPONENTS } from './board-views';
import { ShareBoardDialog } from '../features/board/share/ShareBoardDialog';

// The card dialog, the table and the calendar load on first use (board-views.tsx); so do the menu's dialogs below.
export { preloadCardDialog } from './board-views';
// "From template…" copies with the card feature's code, loaded when someone uses it.
const FromTemplateDialog = preloadable(
  () => import('../features/card/FromTemplateDialog'),
  (m) => m.FromTemplateDialog,
  null,
).Component;
// The export mappers load when someone opens the export dialog.
const ExportDialog = preloadable(
  () => import('../features/export/ExportDialog'),
  (m) => m.ExportDialog,
  null,
).Component;

// The custom fields editor comes with the card feature's code, when the board menu opens it.
const FieldsEditor = preloadable(
  () => import('../features/card/FieldsEditor'),
  (m) => m.FieldsEditor,
  null,
).Component;

// Deleting a board (owners), with the re-authentication it may need, loads when the menu opens it.
const DeleteBoardDialog = preloadable(
  () => import('../features/boards/DeleteBoardDialog'),
  (m) => m.DeleteBoardDialog,
  null,
).Component;

type Panel = 'export' | 'copy' | 'share' | 'archived' | 'fields' | 'delete' | null;

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
  const { calls, boards } = useBackend();
  const { t } = useTranslation();
  const { t: tf } = useTranslation('fields');
  const { t: tb } = useTranslation('board');
  const toast = useToast();
  // "Make template" and back (issue 27 item 4), with Undo.
  const toggleTemplate = () => {
    const board = data.board;
    if (!board) return;
    const set = (isTemplate: boolean) =>
      boards
        .updateBoard(board.id, { isTemplate })
        .catch((e: unknown) => toast({ text: describeError(e).summary }));
    void set(!board.isTemplate);
    toast({
      text: tb(board.isTemplate ? 'boardTemplate.unmade' : 'boardTemplate.made', { title: board.title }),
      action: { label: t('undo'), run: () => void set(board.isTemplate === true) },
    });
  };
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
    // Public links need a server that serves them (Firebase modes); local mode has the HTML snapshot instead.
    ...(boards.readPublicBoard && data.board && can(data.board.roles[user.uid], 'board.update')
      ? [{ label: t('menu.share'), onSelect: () => setPanel('share') }]
      : []),
    ...(data.board && can(data.board.roles[user.uid], 'board.update')
      ? [{ label: t(data.board.isTemplate ? 'menu.untemplate' : 'menu.template'), onSelect: toggleTemplate }]
      : []),
    { label: t('menu.export'), onSelect: () => setPanel('export') },
    { label: t('menu.copy'), onSelect: () => setPanel('copy') },
    { label: t('menu.archived'), onSelect: () => setPanel('archived') },
    ...(calls && data.board && can(data.board.roles[user.uid], 'board.delete')
      ? [{ label: t('menu.deleteBoard'), onSelect: () => setPanel('delete') }]
      : []),
  ];
  const header = (
    <>
      <ViewSwitch boardId={boardId} current={view} />
      {data.board?.isTemplate && <span className="template-badge">{tb('boardTemplate.badge')}</span>}
      {data.board?.publicView && (
        <a className="public-badge" href={boardPaths('p').board(boardId)} title={tb('public.share.public')}>
          {tb('public.badge')}
        </a>
      )}
      {collab.header}
    </>
  );
  const View = VIEW_COMPONENTS[view];
  // Local mode reads a lost board as null and its lists as permission-denied; Firestore's rules refuse all three.
  if (data.board === null || isAppError(data.error, 'permission-denied')) return <NotOnBoard />;
  const overlays: ReactNode = (
    <>
      {cardId !== undefined && data.board && (
        <CardDialog
          key={cardId}
          board={data.board}
          card={card}
          lists={data.lists}
          cardsById={data.cardsById}
          user={user}
          othersEditing={collab.othersOnCard}
          openAt={cardFieldOf(state)}
          // Back to the board as it was: a filter in the URL stays.
          onClose={() => navigate(paths.view.href(boardId, view) + search)}
        />
      )}
      {panel === 'share' && data.board && (
        <ShareBoardDialog board={data.board} onClose={() => setPanel(null)} />
      )}
      {panel === 'export' && data.board && (
        <ExportDialog
          boardId={boardId}
          boardTitle={data.board.title}
          nameOf={nameOf}
          onClose={() => setPanel(null)}
        />
      )}
      {panel === 'copy' && data.board && (
        <CopyBoardPanel
          boardId={boardId}
          boardTitle={data.board.title}
          nameOf={nameOf}
          withMembers={calls !== undefined && can(data.board.roles[user.uid], 'member.invite')}
          shown={() =>
            data.board && !data.loading
              ? {
                  board: data.board,
                  lists: data.lists,
                  cards: [...data.cardsById.values()],
                  archivedIncluded: false,
                }
              : null
          }
          onClose={() => setPanel(null)}
        />
      )}
      {collab.panels}
      {panel === 'fields' && data.board && (
        <Dialog title={tf('heading')} onClose={() => setPanel(null)}>
          <FieldsEditor board={data.board} />
        </Dialog>
      )}
      {panel === 'delete' && data.board && (
        <DeleteBoardDialog
          board={data.board}
          onClose={() => setPanel(null)}
          onDeleted={() => navigate(paths.boards.href(), { replace: true })}
        />
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
      <View data={data} user={user} menuItems={menuItems} nameOf={nameOf} headerSlot={header}>
        {overlays}
      </View>
    );
  return (
    <BoardPage
      data={data}
      user={user}
      menuItems={menuItems}
      nameOf={nameOf}
      headerSlot={header}
      editorsByCard={collab.editorsByCard}
      renderFromTemplate={(props) => <FromTemplateDialog {...props} />}
    >
      {overlays}
    </BoardPage>
  );
}
