/**
 * A server document as the replica's row (docs/sync.md): the model's shape for its path, checked with the model's
 * zod schema (convert.ts `fromData`), custom field values decoded. A board, list or card that does not parse is
 * salvaged (salvage.ts) and reported as unreadable beside its row; any other document that does not parse is
 * reported and leaves the replica's row as it was (issue 28: no silent drops).
 */
import type * as z from 'zod/mini';
import {
  activitySchema,
  attachmentSchema,
  boardSchema,
  cardSchema,
  commentSchema,
  listSchema,
} from '../../../domain/model';
import type { Row } from '../../../domain/sync/writes';
import type { ServerChange, UnreadableKind } from '../../local/replica/apply-server';
import { fromData } from '../convert';
import { decodeFieldValues } from '../../../domain/custom-fields/stored-values';
import { FALLBACKS, salvage } from './salvage';

const decoded = (data: Record<string, unknown>): Record<string, unknown> =>
  data.fields === undefined ? data : { ...data, fields: decodeFieldValues(data.fields) };

interface Reading {
  kind: UnreadableKind;
  schema: z.ZodMiniType;
  extra: Record<string, string>;
  prepare?: (data: Record<string, unknown>) => Record<string, unknown>;
}

/** What document `path` is, with the ids its path gives; null for a path a replica does not keep. */
function readingOf(path: string): Reading | null {
  const s = path.split('/');
  if (s[0] !== 'boards' || !s[1]) return null;
  const boardId = s[1];
  if (s.length === 2) return { kind: 'board', schema: boardSchema, extra: { id: boardId } };
  const id = s[3] ?? '';
  if (s.length === 4) {
    if (s[2] === 'lists') return { kind: 'list', schema: listSchema, extra: { id, boardId } };
    if (s[2] === 'cards')
      return { kind: 'card', schema: cardSchema, extra: { id, boardId }, prepare: decoded };
    if (s[2] === 'activity') return { kind: 'activity', schema: activitySchema, extra: { id, boardId } };
    return null;
  }
  if (s.length === 6 && s[2] === 'cards') {
    const extra = { id: s[5] ?? '', boardId, cardId: id };
    if (s[4] === 'comments') return { kind: 'comment', schema: commentSchema, extra };
    if (s[4] === 'attachments') return { kind: 'attachment', schema: attachmentSchema, extra };
  }
  return null;
}

/**
 * The replica's change for the server's document at `path` with fields `data` (top-level times in epoch ms): its
 * row; a salvaged row with the fields that could not be read (`unreadable`); or, when nothing can be shown, only
 * the report, leaving the replica's row as it is (`keep`). Null for a path a replica does not keep.
 */
export function changeOf(path: string, data: Record<string, unknown>): ServerChange | null {
  const reading = readingOf(path);
  if (!reading) return null;
  const { kind, schema, extra, prepare = (d: Record<string, unknown>) => d } = reading;
  const prepared = prepare(data);
  const row = fromData(schema, path, prepared, extra);
  if (row) return { path, row: row as Row };
  const fallbacks = kind === 'board' || kind === 'list' || kind === 'card' ? FALLBACKS[kind] : null;
  const saved = fallbacks ? salvage(schema, fallbacks, prepared, extra) : null;
  if (saved) return { path, row: saved.row, unreadable: { kind, fields: saved.fields } };
  const fields = [...new Set(issuesOf(schema, { ...prepared, ...extra }))];
  return { path, row: null, keep: true, unreadable: { kind, fields } };
}

/** The top-level fields `schema` refuses in `value`. */
function issuesOf(schema: z.ZodMiniType, value: Record<string, unknown>): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0] ?? ''));
}

/**
 * The row for the document at `path` with fields `data` (top-level times in epoch ms), salvaged if need be (see
 * changeOf); null when the path is not one a replica keeps or nothing of the document can be shown.
 */
export function rowOf(path: string, data: Record<string, unknown>): Row | null {
  const change = changeOf(path, data);
  return change && !change.keep ? change.row : null;
}
