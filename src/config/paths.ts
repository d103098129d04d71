/** Every route of the app in one typed table, so links and routes cannot drift apart. */

/**
 * Where a board's pages live: `b` for its members, `p` for its public page (anyone with the link, read-only) and
 * `embed` for that page without the app's frame, for an <iframe> (issue 27 items 1 and 2).
 */
export type BoardBase = 'b' | 'p' | 'embed';

/** The links of a board's pages under `base`: the board, a view (board, table, calendar), a card over a view. */
export function boardPaths(base: BoardBase) {
  const root = (boardId: string) => `/${base}/${encodeURIComponent(boardId)}`;
  const view = (boardId: string, shown: BoardView) =>
    shown === 'board' ? root(boardId) : `${root(boardId)}/${shown}`;
  return {
    board: root,
    view,
    card: (boardId: string, cardId: string) => `${root(boardId)}/c/${encodeURIComponent(cardId)}`,
    viewCard: (boardId: string, shown: BoardView, cardId: string) =>
      `${view(boardId, shown)}/c/${encodeURIComponent(cardId)}`,
  };
}
const member = boardPaths('b');

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
  board: { pattern: '/b/:boardId', href: member.board },
  settings: {
    pattern: '/settings',
    href: (section?: 'account' | 'privacy' | 'diagnostics' | 'developer') =>
      section ? `/settings#${section}-heading` : '/settings',
  },
  /** Where an invite link lands: `token` is the secret of src/domain/calls/token.ts. */
  invite: { pattern: '/invite/:token', href: (token: string) => `/invite/${encodeURIComponent(token)}` },
  card: {
    pattern: '/b/:boardId/c/:cardId',
    href: member.card,
  },
  /** The board in another view (issues 18, 26): `/b/:boardId/table`, `…/calendar`, `…/timeline`; `board` is paths.board. */
  view: {
    patterns: ['/b/:boardId/table', '/b/:boardId/calendar', '/b/:boardId/timeline'],
    href: member.view,
  },
  /** A card opened over a view: `/b/:boardId/table/c/:cardId`. */
  viewCard: {
    patterns: [
      '/b/:boardId/table/c/:cardId',
      '/b/:boardId/calendar/c/:cardId',
      '/b/:boardId/timeline/c/:cardId',
    ],
    href: member.viewCard,
  },
} as const;

/** The ways a board can be shown, each with its own URL (paths.view). */
export const BOARD_VIEWS = ['board', 'table', 'calendar', 'timeline'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

/** The view a board path shows: `/b/x/table…` is the table, `/b/x/calendar…` the calendar, … anything else the board. */
export function viewOfPath(pathname: string): BoardView {
  const segment = pathname.split('/')[3];
  return segment !== 'board' && (BOARD_VIEWS as readonly string[]).includes(segment ?? '')
    ? (segment as BoardView)
    : 'board';
}

/** The base of a board page's path (`/p/x/…` → `p`), or null for any other page. */
export function boardBaseOfPath(pathname: string): BoardBase | null {
  const base = pathname.split('/')[1];
  return (base === 'b' || base === 'p' || base === 'embed') && Boolean(pathname.split('/')[2]) ? base : null;
}

/**
 * The board and card ids in a board page's path (`/p/b1/table/c/c9` → b1, c9); '' and undefined where absent.
 * Ids are decoded (links encode them).
 */
export function boardPathIds(pathname: string): { boardId: string; cardId: string | undefined } {
  const segments = pathname.split('/');
  const at = segments.indexOf('c', 3);
  const decode = (s: string | undefined) => (s === undefined ? undefined : decodeURIComponent(s));
  return { boardId: decode(segments[2]) ?? '', cardId: at > 0 ? decode(segments[at + 1]) : undefined };
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
