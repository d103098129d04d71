/**
 * A server document as the replica's row (docs/sync.md): the model's shape for its path, checked with the model's
 * zod schema (convert.ts `fromData`), custom field values decoded. A document that does not parse is left out, as
 * every reader of Firestore leaves it out.
 */
import {
  activitySchema,
  attachmentSchema,
  boardSchema,
  cardSchema,
  commentSchema,
  listSchema,
} from '../../../domain/model';
import type { Row } from '../../../domain/sync/writes';
import { fromData } from '../convert';
import { decodeFieldValues } from '../../../domain/custom-fields/stored-values';

const decoded = (data: Record<string, unknown>): Record<string, unknown> =>
  data.fields === undefined ? data : { ...data, fields: decodeFieldValues(data.fields) };

/**
 * The row for the document at `path` with fields `data` (top-level times in epoch ms), or null when the path is not
 * one a replica keeps or the data does not parse.
 */
export function rowOf(path: string, data: Record<string, unknown>): Row | null {
  const s = path.split('/');
  if (s[0] !== 'boards' || !s[1]) return null;
  const boardId = s[1];
  if (s.length === 2) return fromData(boardSchema, path, data, { id: boardId });
  const id = s[3] ?? '';
  if (s.length === 4) {
    if (s[2] === 'lists') return fromData(listSchema, path, data, { id, boardId });
    if (s[2] === 'cards') return fromData(cardSchema, path, data, { id, boardId }, decoded);
    if (s[2] === 'activity') return fromData(activitySchema, path, data, { id, boardId });
    return null;
  }
  if (s.length === 6 && s[2] === 'cards') {
    const cardId = id;
    const leafId = s[5] ?? '';
    if (s[4] === 'comments') return fromData(commentSchema, path, data, { id: leafId, boardId, cardId });
    if (s[4] === 'attachments')
      return fromData(attachmentSchema, path, data, { id: leafId, boardId, cardId });
  }
  return null;
}
