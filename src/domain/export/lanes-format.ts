/**
 * Lanes' own board file, version 2 (docs/export-format.md; version 1 files, which have no custom fields, still read): what "Export as JSON" writes and what the import
 * dialog reads back as a new board. Times are ISO 8601 strings in UTC; ids are those of the board exported.
 * Reading is lenient where it is safe (unknown keys ignored, optional fields defaulted) and strict on sizes: the
 * same limits as everywhere else (limits.ts).
 */
import * as z from 'zod/mini';
import { maxChars } from '../chars';
import {
  CHECK_ITEMS_PER_CHECKLIST,
  DISPLAY_NAME_MAX,
  LABELS_PER_BOARD,
  TEXT_MAX,
  TITLE_MAX,
} from '../limits';
import { colorNameSchema, idSchema, labelSchema, rankSchema, titleSchema, webUrlSchema } from '../model';
import { exportFieldsSchema, exportValuesSchema } from './fields-format';

/** The value of `format` in every Lanes board file. */
export const LANES_FORMAT = 'lanes-board';
/** The version this code writes, and the newest it reads (version 2 added custom fields). */
export const LANES_FORMAT_VERSION = 2;
/** The versions this code reads. */
export const LANES_FORMAT_VERSIONS = [1, 2] as const;

/** A time: ISO 8601 with a time zone ("2024-05-15T10:00:00.000Z"); also the all-boards file's (lanes-archive.ts). */
export const isoSchema = z.iso.datetime({ offset: true });
const isoOrNull = z._default(z.nullable(isoSchema), null);
const longText = z._default(z.string().check(maxChars(TEXT_MAX)), '');
const nameOrNull = z._default(z.nullable(z.string().check(z.maxLength(DISPLAY_NAME_MAX))), null);

/** A check item; its assignee and due date may be left out (files from before they existed). */
export const exportCheckItemSchema = z.object({
  id: idSchema,
  text: z.string().check(z.trim(), z.minLength(1), maxChars(TITLE_MAX)),
  done: z._default(z.boolean(), false),
  /** The uid of the Lanes account it is assigned to (in the exporting project). */
  assigneeId: z._default(z.nullable(z.string()), null),
  /** Who it is assigned to when that person had no account (an imported board's member): a name. */
  assigneeName: nameOrNull,
  dueAt: isoOrNull,
});

export const exportChecklistSchema = z.object({
  id: idSchema,
  title: z._default(z.string().check(maxChars(TITLE_MAX)), ''),
  items: z._default(z.array(exportCheckItemSchema).check(z.maxLength(CHECK_ITEMS_PER_CHECKLIST)), []),
});

export const exportBoardSchema = z.object({
  id: idSchema,
  title: titleSchema,
  description: longText,
  background: z._default(colorNameSchema, 'blue'),
  labels: z._default(z.array(labelSchema).check(z.maxLength(LABELS_PER_BOARD)), []),
  createdAt: isoOrNull,
  updatedAt: isoOrNull,
  archivedAt: isoOrNull,
  /** Custom field definitions in their order (version 2; absent in version 1). */
  customFields: exportFieldsSchema,
});

export const exportListSchema = z.object({
  id: idSchema,
  title: titleSchema,
  rank: rankSchema,
  wipLimit: z._default(z.nullable(z.int().check(z.positive())), null),
  archivedAt: isoOrNull,
  createdAt: isoOrNull,
  updatedAt: isoOrNull,
});

export const exportCardSchema = z.object({
  id: idSchema,
  listId: idSchema,
  rank: rankSchema,
  title: titleSchema,
  description: longText,
  labelIds: z._default(z.array(idSchema), []),
  memberNames: z._default(z.array(z.string().check(z.maxLength(DISPLAY_NAME_MAX))), []),
  assigneeIds: z._default(z.array(z.string()), []),
  startAt: isoOrNull,
  dueAt: isoOrNull,
  dueDone: z._default(z.boolean(), false),
  checklists: z._default(z.array(exportChecklistSchema), []),
  coverAttachmentId: z._default(z.nullable(idSchema), null),
  /** A colour cover (a colour name); null: none. */
  coverColor: z._default(z.nullable(colorNameSchema), null),
  archivedAt: isoOrNull,
  /** A card template; absent (files from before templates) reads as false. */
  isTemplate: z._default(z.boolean(), false),
  /** Custom field values by field id, dates as ISO times (version 2; absent in version 1). */
  fields: exportValuesSchema,
  /** Ids of the file's cards this card waits on (issue 26 item 2); absent in files from before dependencies. */
  blockedBy: z._default(z.array(idSchema), []),
  createdAt: isoOrNull,
  updatedAt: isoOrNull,
});

export const exportCommentSchema = z.object({
  id: idSchema,
  cardId: idSchema,
  authorName: nameOrNull,
  text: z.string().check(z.trim(), z.minLength(1), maxChars(TEXT_MAX)),
  createdAt: isoSchema,
  editedAt: isoOrNull,
});

export const exportAttachmentSchema = z.object({
  id: idSchema,
  cardId: idSchema,
  name: z.string().check(z.minLength(1), z.maxLength(TITLE_MAX)),
  /** The web link (http or https); null for an uploaded file, whose bytes are not in the export. */
  url: z._default(z.nullable(webUrlSchema), null),
  /** Where the uploaded file lives in the exporting project's Storage; null for a link. */
  storagePath: z._default(z.nullable(z.string()), null),
  contentType: z._default(z.string().check(z.maxLength(255)), ''),
  size: z._default(z.int().check(z.nonnegative()), 0),
  /** Who attached it when that person had no account (an imported Trello board's member); else null. */
  creatorName: nameOrNull,
  createdAt: isoSchema,
});

/** A whole Lanes board file, version 1 or 2. */
export const lanesExportSchema = z.object({
  format: z.literal(LANES_FORMAT),
  version: z.literal(LANES_FORMAT_VERSIONS),
  exportedAt: isoSchema,
  board: exportBoardSchema,
  lists: z.array(exportListSchema),
  cards: z.array(exportCardSchema),
  comments: z._default(z.array(exportCommentSchema), []),
  attachments: z._default(z.array(exportAttachmentSchema), []),
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
