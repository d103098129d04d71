/**
 * Private calendar subscriptions (issue 18): a member of a board makes a secret link that calendar apps (Google
 * Calendar, Outlook) poll for the board's due dates, and revokes it. The link carries a random token; only its
 * SHA-256 is stored, at `calendarFeeds/{feedId}` (Cloud Functions alone read and write that collection:
 * firestore.rules denies it to clients), with the board and the member it serves. One link per member and board:
 * making a new one revokes the old. Firebase modes only (local mode has no server to poll).
 */
import * as z from 'zod/mini';
import { parseOrThrow } from '../validate';
import { loadBoard, requireAction, requireUid, type CallHandler } from './access';
import { docIdSchema } from './schemas';
import { inviteIdForToken, newInviteToken } from './token';
import { idOf, type CallTx } from './tx';

/** Where feeds are stored (functions only). */
export const CALENDAR_FEEDS = 'calendarFeeds';

export const calendarFeedInputSchema = z.strictObject({ boardId: docIdSchema });
export type CalendarFeedInput = z.input<typeof calendarFeedInputSchema>;

/** A feed's token as the link carries it: 32 URL-safe base64 characters (192 bits, token.ts). */
export const feedTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/));

/** What createCalendarFeed returns: the token for the link (never stored, shown once) and how many were revoked. */
export interface CreateCalendarFeedOutput {
  token: string;
  revoked: number;
}

/** What revokeCalendarFeed returns: how many links of the caller for that board stopped working. */
export interface RevokeCalendarFeedOutput {
  revoked: number;
}

/** Deletes the caller's feeds of `boardId`; returns how many there were. */
async function revokeFeeds(tx: CallTx, uid: string, boardId: string): Promise<number> {
  const mine = await tx.query(CALENDAR_FEEDS, { field: 'uid', op: '==', value: uid });
  const ofBoard = mine.filter((entry) => entry.data.boardId === boardId);
  for (const entry of ofBoard) tx.delete(`${CALENDAR_FEEDS}/${idOf(entry.path)}`);
  return ofBoard.length;
}

/**
 * Makes a new subscription link to board `boardId`'s due dates for the caller (any member: `board.read`), revoking
 * the caller's earlier one. Throws `unauthenticated`, `invalid-argument`, `not-found`, `permission-denied`.
 */
export const createCalendarFeed: CallHandler<CreateCalendarFeedOutput> = async (ctx, input, tx) => {
  const uid = requireUid(ctx);
  const { boardId } = parseOrThrow(calendarFeedInputSchema, input, 'Calendar link');
  requireAction(await loadBoard(tx, boardId), uid, 'board.read');
  const revoked = await revokeFeeds(tx, uid, boardId);
  const token = newInviteToken();
  tx.set(`${CALENDAR_FEEDS}/${await inviteIdForToken(token)}`, { boardId, uid, createdAt: ctx.now });
  return { token, revoked };
};

/** Revokes the caller's subscription link to `boardId` (none: nothing happens). Throws `unauthenticated`. */
export const revokeCalendarFeed: CallHandler<RevokeCalendarFeedOutput> = async (ctx, input, tx) => {
  const uid = requireUid(ctx);
  const { boardId } = parseOrThrow(calendarFeedInputSchema, input, 'Calendar link');
  return { revoked: await revokeFeeds(tx, uid, boardId) };
};

/** The calendar-feed callables, by function name (functions/src/index.ts). */
export const calendarFeedHandlers = { createCalendarFeed, revokeCalendarFeed } as const;
