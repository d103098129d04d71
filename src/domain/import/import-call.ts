/**
 * The `importBoard` callable's wire format (docs/sync.md, issue 24 item 4): the browser's checked plan, as JSON
 * compressed with gzip and sent in base64 (a 5,000-card plan of ~6 MB is ~0.5 MB so, far under the callable's
 * 10 MB request limit). The function checks it again (checkImportable) before writing anything.
 */
import * as z from 'zod/mini';

/** Largest compressed plan accepted (characters of base64): under the callable's 10 MB request limit. */
export const IMPORT_CALL_MAX_CHARS = 9 * 1024 * 1024;
/** Largest plan after decompression (bytes): the Trello import file's own limit (100 MB, limits.ts). */
export const IMPORT_PLAN_MAX_BYTES = 100 * 1024 * 1024;

export const importBoardInputSchema = z.lazy(() =>
  z.strictObject({ gzip: z.string().check(z.minLength(1), z.maxLength(IMPORT_CALL_MAX_CHARS)) }),
);
export type ImportBoardInput = z.infer<typeof importBoardInputSchema>;

/** What the callable returns: the new board, and the server time its contents were written at (epoch ms). */
export interface ImportBoardOutput {
  boardId: string;
  writtenAt: number;
}
