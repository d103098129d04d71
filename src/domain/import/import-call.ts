/**
 * The `importBoard` callable's wire format (docs/sync.md, issue 24 item 4): the browser's checked plan, as JSON
 * compressed with gzip and sent in base64 (a 5,000-card plan of ~6 MB is ~0.5 MB so, far under the callable's
 * 10 MB request limit). The function checks it again (checkImportable) before writing anything. The browser may
 * name the new board and propose the time of its writes, so it can store the board in its replica while the server
 * writes it: the server takes the id only for a board that does not exist, and the time only as `writtenAtFor`
 * allows.
 */
import * as z from 'zod/mini';
import { docIdSchema } from '../calls/schemas';

/** Largest compressed plan accepted (characters of base64): under the callable's 10 MB request limit. */
export const IMPORT_CALL_MAX_CHARS = 9 * 1024 * 1024;
/** Largest plan after decompression (bytes): the Trello import file's own limit (100 MB, limits.ts). */
export const IMPORT_PLAN_MAX_BYTES = 100 * 1024 * 1024;

/**
 * How far before the server's clock a proposed time may be (ms): 10 minutes, for devices whose clocks are behind.
 * A later time is never taken: a document dated after its write could put a device's sync watermark past changes
 * still to come (docs/sync.md), while an earlier one is only shown a little early.
 */
export const PROPOSED_AT_WINDOW_MS = 10 * 60_000;

export const importBoardInputSchema = z.lazy(() =>
  z.strictObject({
    gzip: z.string().check(z.minLength(1), z.maxLength(IMPORT_CALL_MAX_CHARS)),
    /** The new board's id, chosen by the device (a new random id). */
    boardId: z.optional(docIdSchema),
    /** The time the device proposes for the import's writes (epoch ms). */
    proposedAt: z.optional(z.int().check(z.positive())),
  }),
);
export type ImportBoardInput = z.infer<typeof importBoardInputSchema>;

/**
 * The time the server writes an import at (epoch ms): `proposedAt` when it lies within PROPOSED_AT_WINDOW_MS before
 * `serverNow` (never after it), else `serverNow`.
 */
export function writtenAtFor(proposedAt: number | undefined, serverNow: number): number {
  return proposedAt !== undefined && proposedAt <= serverNow && proposedAt >= serverNow - PROPOSED_AT_WINDOW_MS
    ? proposedAt
    : serverNow;
}

/**
 * What the callable returns: the new board, the time its contents were written at, and the server time its import
 * ended (the board's `importedAt` and `updatedAt`), epoch ms.
 */
export interface ImportBoardOutput {
  boardId: string;
  writtenAt: number;
  importedAt?: number;
}
