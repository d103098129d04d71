/** The route table: every page of the app, composed from the features. */
import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { SignInPage } from '../features/auth/SignInPage';
import { SignUpPage } from '../features/auth/SignUpPage';
import { BoardsPage } from '../features/boards/BoardsPage';
import { ImportTrelloButton } from '../features/import/ImportTrelloButton';
import { AllBoardsSearch } from '../features/search/AllBoardsSearch';
import { InvitePage } from '../features/invite/InvitePage';
import { BoardRoute } from './BoardRoute';
import { Layout } from './Layout';
import { RequireUser } from './RequireUser';
import { RouteError } from './RouteError';

// The Trello and Lanes-file mappers and their schemas load only when someone opens the import dialog.
const ImportTrelloDialog = lazy(() =>
  import('../features/import/ImportTrelloDialog').then((m) => ({ default: m.ImportTrelloDialog })),
);

// Settings (privacy, diagnostics, developer flags) are rarely opened: loaded on demand.
const SettingsPage = lazy(() =>
  import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
);

/** Builds the router; one per app start. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        { path: paths.signIn.pattern, element: <SignInPage /> },
        { path: paths.signUp.pattern, element: <SignUpPage /> },
        { path: paths.invite.pattern, element: <InvitePage /> },
        {
          path: paths.settings.pattern,
          element: (
            <Suspense fallback={<p className="loading">Loading…</p>}>
              <SettingsPage />
            </Suspense>
          ),
        },
        {
          path: paths.boards.pattern,
          element: (
            <RequireUser>
              {(user) => (
                <BoardsPage
                  user={user}
                  importSlot={<ImportTrelloButton dialog={ImportTrelloDialog} />}
                  searchSlot={<AllBoardsSearch user={user} />}
                />
              )}
            </RequireUser>
          ),
        },
        {
          path: paths.board.pattern,
          element: <RequireUser>{(user) => <BoardRoute user={user} />}</RequireUser>,
          children: [{ path: 'c/:cardId', element: null }],
        },
      ],
    },
  ]);
}
