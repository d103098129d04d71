/** Every route of the app in one typed table, so links and routes cannot drift apart. */

export const paths = {
  boards: { pattern: '/', href: () => '/' },
  signIn: {
    pattern: '/signin',
    href: (next?: string) => (next ? `/signin?next=${encodeURIComponent(next)}` : '/signin'),
  },
  signUp: {
    pattern: '/signup',
    href: (next?: string) => (next ? `/signup?next=${encodeURIComponent(next)}` : '/signup'),
  },
  board: { pattern: '/b/:boardId', href: (boardId: string) => `/b/${encodeURIComponent(boardId)}` },
  settings: {
    pattern: '/settings',
    href: (section?: 'account' | 'privacy' | 'diagnostics' | 'developer') =>
      section ? `/settings#${section}-heading` : '/settings',
  },
  /** Where an invite link lands: `token` is the secret of src/domain/calls/token.ts. */
  invite: { pattern: '/invite/:token', href: (token: string) => `/invite/${encodeURIComponent(token)}` },
  card: {
    pattern: '/b/:boardId/c/:cardId',
    href: (boardId: string, cardId: string) =>
      `/b/${encodeURIComponent(boardId)}/c/${encodeURIComponent(cardId)}`,
  },
  /** The board in another view (issue 18): `/b/:boardId/table`, `/b/:boardId/calendar`; `board` is paths.board. */
  view: {
    patterns: ['/b/:boardId/table', '/b/:boardId/calendar'],
    href: (boardId: string, view: BoardView) =>
      view === 'board' ? `/b/${encodeURIComponent(boardId)}` : `/b/${encodeURIComponent(boardId)}/${view}`,
  },
  /** A card opened over a view: `/b/:boardId/table/c/:cardId`. */
  viewCard: {
    patterns: ['/b/:boardId/table/c/:cardId', '/b/:boardId/calendar/c/:cardId'],
    href: (boardId: string, view: BoardView, cardId: string) =>
      view === 'board'
        ? `/b/${encodeURIComponent(boardId)}/c/${encodeURIComponent(cardId)}`
        : `/b/${encodeURIComponent(boardId)}/${view}/c/${encodeURIComponent(cardId)}`,
  },
} as const;

/** The ways a board can be shown, each with its own URL (paths.view). */
export const BOARD_VIEWS = ['board', 'table', 'calendar'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

/** The view a board path shows: `/b/x/table…` is the table, `/b/x/calendar…` the calendar, anything else the board. */
export function viewOfPath(pathname: string): BoardView {
  const segment = pathname.split('/')[3];
  return segment === 'table' || segment === 'calendar' ? segment : 'board';
}

/** A part of the card dialog a link can open it at (keyboard shortcuts `d` and `l` on the board). */
export type CardField = 'due' | 'labels';

/** The router location state of a card link: which part of the dialog gets the focus when it opens. */
export interface CardLinkState {
  cardField?: CardField;
}

/** Reads a `CardLinkState` out of a location's (untyped) state. */
export function cardFieldOf(state: unknown): CardField | undefined {
  const field = (state as CardLinkState | null)?.cardField;
  return field === 'due' || field === 'labels' ? field : undefined;
}
