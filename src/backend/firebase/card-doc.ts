/** A card document as a Card: fromDoc with the custom field values decoded (domain/custom-fields/stored-values.ts). */
import type { DocumentSnapshot } from 'firebase/firestore';
import { cardSchema, type Card } from '../../domain/model';
import { fromDoc } from './convert';
import { decodeFieldValues } from '../../domain/custom-fields/stored-values';

const decoded = (data: Record<string, unknown>): Record<string, unknown> =>
  data.fields === undefined ? data : { ...data, fields: decodeFieldValues(data.fields) };

/** The card in `snapshot` of board `boardId`, or null (missing or malformed: see fromDoc). */
export function cardOf(snapshot: DocumentSnapshot, boardId: string): Card | null {
  return fromDoc(cardSchema, snapshot, { id: snapshot.id, boardId }, decoded);
}
