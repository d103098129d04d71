/**
 * A whole board in one answer (the `boardSnapshot` callable, docs/sync.md): what a device with no copy of a board
 * needs before the delta listeners take over — the board, every list and card (archived included), and the
 * server's read time they were read at. Sent as gzip-compressed JSON (base64) to keep a 5,000-card board small.
 */
import * as z from 'zod/mini';
import { docIdSchema } from '../calls/schemas';

/**
 * What the callable takes: the board, by an id that names one document (`a/b`, `..` or `__x__` would reach another
 * path, and Firestore threw on them as an `internal` error: issue 28 item 7).
 */
export const boardSnapshotInputSchema = z.lazy(() =>
  z.strictObject({
    boardId: docIdSchema,
    /**
     * Instead of the lists and cards, every comment and attachment of the board's cards (BoardDetailsData): what an
     * export or a copy reads, in one answer rather than a query per card.
     */
    details: z.optional(z.literal(true)),
  }),
);
export type BoardSnapshotInput = z.infer<typeof boardSnapshotInputSchema>;

/** A document of the copy: its id and fields (top-level times in epoch ms). */
export type CopiedDoc = [id: string, data: Record<string, unknown>];

/** The copy before compression. */
export interface BoardCopyData {
  /** The server's time the documents were read at (epoch ms): the delta listeners start from it. */
  readTime: number;
  board: Record<string, unknown>;
  lists: CopiedDoc[];
  cards: CopiedDoc[];
  /**
   * For a public board read by a non-member only: `uid → display name` of its members, as they named their
   * accounts (no e-mail address, no photo). A member's device reads the names from `boardMembers` instead.
   */
  names?: Record<string, string>;
}

/** A comment or attachment of the copy: its card's id, its own id and its fields (times in epoch ms). */
export type CardChildDoc = [cardId: string, id: string, data: Record<string, unknown>];

/** The answer with `details`, before compression. */
export interface BoardDetailsData {
  comments: CardChildDoc[];
  attachments: CardChildDoc[];
}

/** What the callable returns: BoardCopyData (or BoardDetailsData) as JSON, gzip-compressed, in base64. */
export interface BoardSnapshotOutput {
  gzip: string;
}
