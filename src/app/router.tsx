/** The route table: every page of the app, composed from the features, inside the frame and the error boundary. */
import { useEffect } from 'react';
import { boardBaseOfPath, paths, viewOfPath } from '../config/paths';
import { SignInPage } from '../features/auth/SignInPage';
import { BoardsPage } from '../features/boards/BoardsPage';
import { ExportReminder } from '../features/export/ExportReminder';
import { ImportLoading, ImportTrelloButton } from '../features/import/ImportTrelloButton';
import { AllBoardsSearch } from '../features/search/AllBoardsSearch';
import { whenIdle } from '../backend/idle';
import { loadEnglish } from '../i18n';
import { useCurrentUser } from '../backend/use-current-user';
import { useBackend } from '../backend/context';
import { copyTemplate } from './copy-template';
import { Layout } from './Layout';
import { Loading, RequireUser } from './RequireUser';
import { RouteError } from './RouteError';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { Route, Switch, useLocation } from '../ui/routing';
import { preloadable } from '../ui/preloadable';

// The Trello and Lanes-file mappers and their schemas load only when someone opens the import dialog.
// Not React.lazy here nor below: see ui/preloadable.tsx (React holds a page back 300 ms after a Suspense fallback).
const ImportTrelloDialog = preloadable(
  () => Promise.all([import('../features/import/ImportTrelloDialog'), loadEnglish(['importer'])]),
  ([m]) => m.ImportTrelloDialog,
  <ImportLoading />,
).Component;

// Creating an account and an invite's landing page come after the first page (sign-in or your boards): each is
// fetched when its link is followed, or beside the backend adapter when the app starts on it (preloadRoute).
const signUpPage = preloadable(
  () => import('../features/auth/SignUpPage'),
  (m) => m.SignUpPage,
  <Loading />,
);
const SignUpPage = signUpPage.Component;
const invitePage = preloadable(
  () => Promise.all([import('../features/invite/InvitePage'), loadEnglish(['invite'])]).then(([m]) => m),
  (m) => m.InvitePage,
  <Loading />,
);
const InvitePage = invitePage.Component;

// Settings (privacy, diagnostics, developer flags) are rarely opened: loaded on demand.
// Its Storage section (local mode) comes from the export feature, in the same chunk load.
const settingsPage = preloadable(
  () =>
    Promise.all([
      import('../features/settings/SettingsPage'),
      import('../features/export/StorageSection'),
      loadEnglish(['settings', 'files']),
    ]),
  ([m, storage]) =>
    function Settings() {
      return <m.SettingsPage storageSlot={<storage.StorageSection />} />;
    },
  <Loading />,
);
const SettingsPage = settingsPage.Component;

// The board page (drag and drop, list virtualisation, shortcuts) is its own chunk: the start page does not wait
// for it (issue E's initial-JavaScript budget). It is fetched once the first page has shown (the signed-in
// state is known) and the browser is idle, so opening a board rarely waits either.
// The English messages of the board, the card dialog and the board menu's panels come with it.
const boardRoute = preloadable(
  () =>
    Promise.all([
      import('./BoardRoute'),
      loadEnglish([
        'board',
        'card',
        'shortcuts',
        'templates',
        'archive',
        'export',
        'members',
        'activity',
        'files',
        'fields',
        'invite',
      ]),
    ]).then(([m]) => m),
  (m) => m.BoardRoute,
  <Loading />,
);
const loadBoardRoute = boardRoute.preload;

// A public board's page (issue 27) shows the board feature's views too: its own chunk, with the same messages.
const PublicBoardRoute = preloadable(
  () =>
    Promise.all([
      import('./PublicBoardRoute'),
      loadEnglish(['board', 'card', 'shortcuts', 'templates', 'members', 'activity', 'files', 'fields']),
    ]).then(([m]) => m),
  (m) => m.PublicBoardRoute,
  <Loading />,
).Component;

const BoardRoute = boardRoute.Component;

/**
 * Starts fetching what the page at `pathname` needs beyond the main bundle — the board route's chunk and messages
 * for `/b/…`, and the card dialog's for `/b/…/c/…`; the sign-up, invite or Settings page's chunk — so they load
 * beside the backend adapter instead of after the first render (issue 19: on a slow phone that chain put the
 * board's first paint past 3 s). Failures are left to the route, which retries when it renders and says so there.
 */
export function preloadRoute(pathname: string): void {
  const page =
    pathname === paths.signUp.pattern
      ? signUpPage
      : pathname === paths.settings.pattern
        ? settingsPage
        : pathname.startsWith('/invite/')
          ? invitePage
          : undefined;
  if (page) void page.preload().catch(() => undefined);
  if (!pathname.startsWith('/b/')) return;
  // The card dialog's import sits in the board route's chunk: here its list of chunks would weigh on start-up.
  void loadBoardRoute()
    .then((m) => {
      if (pathname.includes('/c/')) m.preloadCardDialog();
    })
    .catch(() => undefined);
}

// A link straight to a board's table, calendar or timeline fetches that view's chunk beside the board route's, not after it.
if (typeof location !== 'undefined') {
  const view = viewOfPath(location.pathname);
  if (location.pathname.startsWith('/b/') && view !== 'board')
    void (
      view === 'table'
        ? import('../features/board/table/TableView')
        : view === 'calendar'
          ? import('../features/board/calendar/CalendarView')
          : import('../features/board/timeline/TimelineView')
    ).catch(() => undefined);
}

// One element for the board with and without an open card, so opening a card does not remount the board.
const board = <RequireUser>{(user) => <BoardRoute user={user} />}</RequireUser>;

/** Every page by path; the first route that matches wins, and an unknown path shows "Page not found". */
export function AppRoutes() {
  const { ready } = useCurrentUser();
  const { pathname } = useLocation();
  const { boards } = useBackend();
  useEffect(() => {
    // A failed prefetch is retried when the board is opened (and says so there).
    if (ready)
      void whenIdle()
        .then(loadBoardRoute)
        .catch(() => undefined);
  }, [ready]);
  // A public board's pages are one route element whatever the view or card (parsed from the path there), so
  // opening a card does not read the board again; `/embed/` has no app frame (another site's <iframe>).
  const publicBase = boardBaseOfPath(pathname);
  if (publicBase === 'embed')
    return (
      <RouteErrorBoundary fallback={(error) => <RouteError error={error} />}>
        <div className="app embed">
          <PublicBoardRoute base="embed" />
        </div>
      </RouteErrorBoundary>
    );
  if (publicBase === 'p')
    return (
      <RouteErrorBoundary fallback={(error) => <RouteError error={error} />}>
        <Layout>
          <PublicBoardRoute base="p" />
        </Layout>
      </RouteErrorBoundary>
    );
  return (
    <RouteErrorBoundary fallback={(error) => <RouteError error={error} />}>
      <Layout>
        <Switch>
          <Route path={paths.signIn.pattern}>
            <SignInPage />
          </Route>
          <Route path={paths.signUp.pattern}>
            <SignUpPage />
          </Route>
          <Route path={paths.invite.pattern}>
            <InvitePage />
          </Route>
          <Route path={paths.settings.pattern}>
            <SettingsPage />
          </Route>
          <Route path={paths.boards.pattern}>
            <RequireUser>
              {(user) => (
                <BoardsPage
                  user={user}
                  importSlot={<ImportTrelloButton dialog={ImportTrelloDialog} />}
                  searchSlot={<AllBoardsSearch user={user} />}
                  noticeSlot={<ExportReminder uid={user.uid} />}
                  copyTemplate={(boardId, title) => copyTemplate(boards, boardId, title)}
                />
              )}
            </RequireUser>
          </Route>
          <Route path={paths.card.pattern}>{board}</Route>
          {[...paths.viewCard.patterns, ...paths.view.patterns].map((pattern) => (
            <Route key={pattern} path={pattern}>
              {board}
            </Route>
          ))}
          <Route path={paths.board.pattern}>{board}</Route>

          <Route>
            <RouteError notFound />
          </Route>
        </Switch>
      </Layout>
    </RouteErrorBoundary>
  );
}
