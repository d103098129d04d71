/** A row of local mode's `journal` table (db.ts version 6, journal.ts): one card move not yet stored. */
import * as z from 'zod/mini';
import { moveCardInputSchema } from '../../domain/inputs';
import { idSchema, millisSchema } from '../../domain/model';

/**
 * What a journal row holds: who (`uid`) moved card `cardId` of board `boardId` to `move` (list and rank, the
 * `moveCard` input), when (`at`, epoch ms) and in what order within this page (`seq`). Read back at start-up, so
 * it is parsed like any input before it is replayed.
 */
export const journalRowSchema = z.object({
  id: idSchema,
  at: millisSchema,
  seq: z.number(),
  uid: idSchema,
  boardId: idSchema,
  cardId: idSchema,
  move: moveCardInputSchema,
});

export type JournalRow = z.infer<typeof journalRowSchema>;
