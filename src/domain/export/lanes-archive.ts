/**
 * Every board of a person in one file (issue 28 item 2, "Export all boards"): `format: "lanes-boards"`, holding
 * one Lanes board file (lanes-format.ts) per board. The import dialog reads it back as that many new boards, each
 * checked on its own exactly as a single board file is (from-lanes-json.ts). Pure.
 */
import * as z from 'zod/mini';
import { AppError } from '../errors';
import { isoSchema, toIso, type LanesExport } from './lanes-format';

/** The value of `format` in an all-boards file. */
export const LANES_ARCHIVE_FORMAT = 'lanes-boards';
/** The version this code writes and reads. */
export const LANES_ARCHIVE_VERSION = 1;
/**
 * Boards in one file at most: more than anyone keeps in one browser, and a bound on the work a file can ask for
 * (each board is still limited to 500 lists and 5,000 cards, and the file to 100 MB: limits.ts).
 */
export const ARCHIVE_BOARDS_MAX = 1_000;

/** The all-boards file as written. Each board stays `unknown` here: its own reader checks it. */
export const lanesArchiveSchema = z.object({
  format: z.literal(LANES_ARCHIVE_FORMAT),
  version: z.literal(LANES_ARCHIVE_VERSION),
  exportedAt: isoSchema,
  boards: z.array(z.unknown()).check(z.minLength(1), z.maxLength(ARCHIVE_BOARDS_MAX)),
});

/** An all-boards file as this code writes it. */
export interface LanesArchive {
  format: typeof LANES_ARCHIVE_FORMAT;
  version: typeof LANES_ARCHIVE_VERSION;
  exportedAt: string;
  boards: LanesExport[];
}

/** The all-boards file of `boards` (each built by buildLanesExport), made at `exportedAt` (epoch ms). */
export function buildLanesArchive(boards: LanesExport[], exportedAt: number): LanesArchive {
  return {
    format: LANES_ARCHIVE_FORMAT,
    version: LANES_ARCHIVE_VERSION,
    exportedAt: toIso(exportedAt),
    boards,
  };
}

/** Whether `json` claims to be an all-boards file: the import dialog's choice of reader. */
export function isLanesArchive(json: unknown): boolean {
  return (
    typeof json === 'object' &&
    json !== null &&
    (json as { format?: unknown }).format === LANES_ARCHIVE_FORMAT
  );
}

/**
 * The board files inside an all-boards file, unread. Throws AppError `import/invalid-file` naming the problem
 * (no boards, more than ARCHIVE_BOARDS_MAX, another version).
 */
export function boardsOfArchive(json: unknown): unknown[] {
  const result = lanesArchiveSchema.safeParse(json);
  if (result.success) return result.data.boards;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'the file';
  throw new AppError(
    'import/invalid-file',
    `Lanes all-boards file, ${where}: ${issue?.message ?? 'not valid'}`,
    {
      cause: result.error,
    },
  );
}
