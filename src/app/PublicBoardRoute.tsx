/**
 * `/p/:boardId` (and its table, calendar and card pages) and `/embed/:boardId` (issue 27 items 1 and 2): a public
 * board for anyone with the link, signed in or not. The board feature's own views show it, over a read-only port
 * (backend/read-only-boards.ts) and as a viewer with no role, so no control that writes is shown; the rules refuse
 * any write anyway. Search engines are told `noindex` unless the board's owners allowed them.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link, useLocation, useNavigate } from '../ui/routing';
import { BackendProvider, useBackend } from '../backend/context';
import { readOnlyBoards } from '../backend/read-only-boards';
import type { PublicBoardRead, User } from '../backend/ports';
import { boardPathIds, boardPaths, paths, viewOfPath, type BoardBase } from '../config/paths';
import { isAppError } from '../domain/errors';
import { BoardBaseProvider, useBoardPaths } from '../ui/board-base';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useDocumentTitle } from '../ui/document-title';
import { useCurrentUser } from '../backend/use-current-user';
import { BoardPage } from '../features/board/BoardPage';
import { ViewSwitch } from '../features/board/views/ViewSwitch';
import { useBoardData } from '../features/board/use-board-data';
import { useMembers } from '../features/members/use-members';
import { ActivityDialog } from '../features/activity/ActivityDialog';
import { CardDialog, VIEW_COMPONENTS } from './board-views';
import './public-board.css';

/** Who reads a public board: nobody the board has a role for, so every view shows it read-only. */
const READER: User = { uid: '', email: null, displayName: '', isAnonymous: true };

/** What the read of board `boardId` gave. */
type Reading = { boardId: string } & (
  { step: 'read'; read: PublicBoardRead } | { step: 'failed'; error: unknown }
);

/** `<meta name="robots" content="noindex">` while `noindex`, so search engines leave the page out. */
function useNoIndex(noindex: boolean): void {
  useEffect(() => {
    if (!noindex) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);
}

/** The board's views over the read-only port, with the open card's dialog. */
function PublicBoard({ boardId, base }: { boardId: string; base: BoardBase }) {
  const { t } = useTranslation('board');
  const { t: tc } = useTranslation();
  const { pathname, search } = useLocation();
  const { cardId } = boardPathIds(pathname);
  const navigate = useNavigate();
  const links = useBoardPaths();
  const { user } = useCurrentUser();
  const view = viewOfPath(pathname);
  const data = useBoardData(boardId);
  // Members named as they named their accounts (the read's `members`), "A member (…)" for anyone unnamed.
  const { nameOf } = useMembers(data.board);
  const [activityOpen, setActivityOpen] = useState(false);
  const card = cardId === undefined || data.loading ? undefined : (data.cardsById.get(cardId) ?? null);
  useDocumentTitle(card?.title, data.board?.title);
  useNoIndex(!data.board?.publicView?.searchEngines);
  if (data.board === null || isAppError(data.error, 'permission-denied'))
    return <PublicBoardUnavailable text={t('public.notPublic')} base={base} />;
  const member = user && data.board && Object.hasOwn(data.board.roles, user.uid);
  const header = (
    <>
      <ViewSwitch boardId={boardId} current={view} />
      {member && (
        <Link className="button" to={paths.view.href(boardId, view)}>
          {t('public.openAsMember')}
        </Link>
      )}
      {!user && base === 'p' && (
        // Back to this page once signed in: a member then finds "Open as a member" here.
        <Link className="button" to={paths.signIn.href(pathname)}>
          {t('public.signIn')}
        </Link>
      )}
      {base === 'embed' && (
        // Out of the other site's frame, in a tab of its own.
        <a className="button" href={boardPaths('p').board(boardId)} target="_blank" rel="noopener">
          {t('public.openInLanes')}
        </a>
      )}
    </>
  );
  // Activity goes with comments: the owners show both or neither (firestore.rules canViewTalk).
  const talk = data.board?.publicView?.comments === true;
  const menuItems = talk ? [{ label: tc('menu.activity'), onSelect: () => setActivityOpen(true) }] : [];
  const activity = talk && activityOpen && (
    <ActivityDialog
      boardId={boardId}
      nameOf={nameOf}
      cardTitle={(id) => data.cardsById.get(id)?.title}
      listTitle={(id) => data.lists.find((l) => l.id === id)?.title}
      onClose={() => setActivityOpen(false)}
    />
  );
  const overlays = cardId !== undefined && data.board && (
    <CardDialog
      key={cardId}
      board={data.board}
      card={card}
      lists={data.lists}
      cardsById={data.cardsById}
      user={READER}
      showComments={data.board.publicView?.comments === true}
      onClose={() => navigate(links.view(boardId, view) + search)}
    />
  );
  const View = VIEW_COMPONENTS[view];
  if (View)
    return (
      <View data={data} user={READER} nameOf={nameOf} menuItems={menuItems} headerSlot={header}>
        {overlays}
        {activity}
      </View>
    );
  return (
    <BoardPage data={data} user={READER} nameOf={nameOf} menuItems={menuItems} headerSlot={header}>
      {overlays}
      {activity}
    </BoardPage>
  );
}

/**
 * Why the board cannot be shown (`text`, or the error's own message), with the way to the app — not inside an
 * embed, where the app's boards page would open in another site's frame.
 */
function PublicBoardUnavailable({ text, error, base }: { text?: string; error?: unknown; base: BoardBase }) {
  const { t } = useTranslation();
  return (
    <main className="board-page">
      {text && <p>{text}</p>}
      {error !== undefined && <ErrorMessage error={error} />}
      {base === 'p' && <Link to={paths.boards.href()}>{t('backToBoards')}</Link>}
    </main>
  );
}

/** The public page of the board in the URL, under `base` (`p`, or `embed` without the app's frame). */
export function PublicBoardRoute({ base }: { base: BoardBase }) {
  const { boardId } = boardPathIds(useLocation().pathname);
  const backend = useBackend();
  const { t } = useTranslation('board');
  const [result, setResult] = useState<Reading | null>(null);
  // Another board's result is no answer for this one: it is being read.
  const reading = result?.boardId === boardId ? result : null;
  const { readPublicBoard } = backend.boards;
  useEffect(() => {
    if (!readPublicBoard) return;
    let current = true;
    readPublicBoard(boardId).then(
      (read) => current && setResult({ boardId, step: 'read', read }),
      (error: unknown) => current && setResult({ boardId, step: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [readPublicBoard, boardId]);
  const read = reading?.step === 'read' ? reading.read : null;
  // The app's backend with the board's read-only port; no presence, calls or inbox for a reader.
  const shown = useMemo(
    () =>
      read && {
        ...backend,
        boards: readOnlyBoards(read),
        calls: undefined,
        presence: undefined,
        inbox: undefined,
      },
    [backend, read],
  );
  if (!readPublicBoard) return <PublicBoardUnavailable text={t('public.noServer')} base={base} />;
  if (reading?.step === 'failed')
    return isAppError(reading.error, 'permission-denied') || isAppError(reading.error, 'not-found') ? (
      <PublicBoardUnavailable text={t('public.notPublic')} base={base} />
    ) : (
      <PublicBoardUnavailable error={reading.error} base={base} />
    );
  if (!shown) return <p className="loading">{t('public.reading')}</p>;
  return (
    <BackendProvider backend={shown}>
      <BoardBaseProvider value={base}>
        <PublicBoard boardId={boardId} base={base} />
      </BoardBaseProvider>
    </BackendProvider>
  );
}
