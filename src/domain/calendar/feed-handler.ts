/**
 * The calendar subscription's HTTP handler (the `calendarFeed` Cloud Function is a thin wrapper over it): a GET of
 * `…/calendarFeed/<token>.ics` answers the board's due dates as iCalendar — while the link is not revoked and its
 * member is still on the board. Pure over a small reader port, so it is tested without Firebase.
 */
import { CALENDAR_FEEDS, feedTokenSchema } from '../calls/calendar-feed';
import { inviteIdForToken } from '../calls/token';
import { can, type Role } from '../permissions';
import type { Board, Card } from '../model';
import { boardCalendar } from './ics';

/** What the handler reads (the Admin SDK in the function; a map in tests). */
export interface FeedReader {
  /** The stored feed `calendarFeeds/{feedId}`, or null. */
  feed(feedId: string): Promise<{ boardId: string; uid: string } | null>;
  /** The board's title and roles, or null when it is gone. */
  board(boardId: string): Promise<(Pick<Board, 'id' | 'title'> & { roles: Record<string, Role> }) | null>;
  /** The board's open cards. */
  openCards(boardId: string): Promise<Card[]>;
}

/** An HTTP answer. */
export interface FeedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const text = (status: number, body: string): FeedResponse => ({
  status,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  body,
});

/** The token in a request path (`/calendarFeed/<token>.ics`, `/<token>.ics` or `/<token>`), or null. */
export function tokenOfPath(path: string): string | null {
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  const token = last.replace(/\.ics$/, '');
  return feedTokenSchema.safeParse(token).success ? token : null;
}

/**
 * Answers a GET of `path`: 200 with the calendar, 404 for an unknown, revoked or malformed link (no difference is
 * told, so links cannot be probed), 404 too when the member left the board or the board is gone. `origin` makes
 * each event link to its card. `collection` is where feeds live (CALENDAR_FEEDS).
 */
export async function serveCalendarFeed(
  path: string,
  reader: FeedReader,
  options: { origin?: string; now?: number } = {},
): Promise<FeedResponse> {
  const token = tokenOfPath(path);
  if (token === null) return text(404, 'No such calendar.');
  const feed = await reader.feed(await inviteIdForToken(token));
  if (!feed) return text(404, 'No such calendar.');
  const board = await reader.board(feed.boardId);
  if (!board || !can(board.roles[feed.uid], 'board.read')) return text(404, 'No such calendar.');
  const cards = await reader.openCards(board.id);
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
    body: boardCalendar(board, cards, options),
  };
}

export { CALENDAR_FEEDS };
