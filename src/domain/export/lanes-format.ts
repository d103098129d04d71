/**
 * Lanes' own board file, version 1 (docs/export-format.md): what "Export as JSON" writes and what the import
 * dialog reads back as a new board. Times are ISO 8601 strings in UTC; ids are those of the board exported.
 * Reading is lenient where it is safe (unknown keys ignored, optional fields defaulted) and strict on sizes: the
 * same limits as everywhere else (limits.ts).
 */
import { z } from 'zod';
import { DISPLAY_NAME_MAX, LABELS_PER_BOARD, TEXT_MAX, TITLE_MAX } from '../limits';
import { checklistSchema, colorNameSchema, idSchema, labelSchema, rankSchema, titleSchema } from '../model';

/** The value of `format` in every Lanes board file. */
export const LANES_FORMAT = 'lanes-board';
/** The version this code writes, and the newest it reads. */
export const LANES_FORMAT_VERSION = 1;

/** A time: ISO 8601 with a time zone ("2024-05-15T10:00:00.000Z"). */
const isoSchema = z.iso.datetime({ offset: true });
const isoOrNull = isoSchema.nullable().default(null);

export const exportBoardSchema = z.object({
  id: idSchema,
  title: titleSchema,
  description: z.string().max(TEXT_MAX).default(''),
  background: colorNameSchema.default('blue'),
  labels: z.array(labelSchema).max(LABELS_PER_BOARD).default([]),
  createdAt: isoOrNull,
  updatedAt: isoOrNull,
  archivedAt: isoOrNull,
});

export const exportListSchema = z.object({
  id: idSchema,
  title: titleSchema,
  rank: rankSchema,
  wipLimit: z.number().int().positive().nullable().default(null),
  archivedAt: isoOrNull,
  createdAt: isoOrNull,
  updatedAt: isoOrNull,
});

export const exportCardSchema = z.object({
  id: idSchema,
  listId: idSchema,
  rank: rankSchema,
  title: titleSchema,
  description: z.string().max(TEXT_MAX).default(''),
  labelIds: z.array(idSchema).default([]),
  memberNames: z.array(z.string().max(DISPLAY_NAME_MAX)).default([]),
  assigneeIds: z.array(z.string()).default([]),
  startAt: isoOrNull,
  dueAt: isoOrNull,
  dueDone: z.boolean().default(false),
  checklists: z.array(checklistSchema).default([]),
  coverAttachmentId: idSchema.nullable().default(null),
  archivedAt: isoOrNull,
  createdAt: isoOrNull,
  updatedAt: isoOrNull,
});

export const exportCommentSchema = z.object({
  id: idSchema,
  cardId: idSchema,
  authorName: z.string().max(DISPLAY_NAME_MAX).nullable().default(null),
  text: z.string().trim().min(1).max(TEXT_MAX),
  createdAt: isoSchema,
  editedAt: isoOrNull,
});

export const exportAttachmentSchema = z.object({
  id: idSchema,
  cardId: idSchema,
  name: z.string().min(1).max(TITLE_MAX),
  /** The web link; null for an uploaded file, whose bytes are not in the export. */
  url: z.string().url().nullable().default(null),
  /** Where the uploaded file lives in the exporting project's Storage; null for a link. */
  storagePath: z.string().nullable().default(null),
  contentType: z.string().max(255).default(''),
  size: z.number().int().nonnegative().default(0),
  createdAt: isoSchema,
});

/** A whole Lanes board file, version 1. */
export const lanesExportSchema = z.object({
  format: z.literal(LANES_FORMAT),
  version: z.literal(LANES_FORMAT_VERSION),
  exportedAt: isoSchema,
  board: exportBoardSchema,
  lists: z.array(exportListSchema),
  cards: z.array(exportCardSchema),
  comments: z.array(exportCommentSchema).default([]),
  attachments: z.array(exportAttachmentSchema).default([]),
});

/** A Lanes board file as written (every field present). */
export type LanesExport = z.output<typeof lanesExportSchema>;
export type ExportCard = LanesExport['cards'][number];
export type ExportList = LanesExport['lists'][number];

/** Whether `json` claims to be a Lanes board file (any version): the import dialog's choice of reader. */
export function isLanesExport(json: unknown): boolean {
  return typeof json === 'object' && json !== null && (json as { format?: unknown }).format === LANES_FORMAT;
}

/** Epoch milliseconds as the format writes them. */
export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}
/** An ISO time of the format as epoch milliseconds. */
export function fromIso(iso: string): number {
  return Date.parse(iso);
}
