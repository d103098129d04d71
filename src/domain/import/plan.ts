/**
 * A board ready to be written: what an importer (Trello today, Lanes' own JSON later) hands to the `boards` port.
 * Ids are fresh Lanes ids; ranks are already in order; the adapter adds board id, owner, timestamps and counts.
 */
import { z } from 'zod';
import {
  checklistSchema,
  colorNameSchema,
  idSchema,
  labelSchema,
  longTextSchema,
  millisSchema,
  rankSchema,
  titleSchema,
} from '../model';
import { DISPLAY_NAME_MAX, LABELS_PER_BOARD, TEXT_MAX, TITLE_MAX } from '../limits';

export const boardPlanSchema = z.object({
  board: z.object({
    title: titleSchema,
    description: longTextSchema,
    background: colorNameSchema,
    labels: z.array(labelSchema).max(LABELS_PER_BOARD),
  }),
  lists: z.array(z.object({ id: idSchema, title: titleSchema, rank: rankSchema, archived: z.boolean() })),
  cards: z.array(
    z.object({
      id: idSchema,
      listId: idSchema,
      rank: rankSchema,
      title: titleSchema,
      description: longTextSchema,
      labelIds: z.array(idSchema),
      memberNames: z.array(z.string().max(DISPLAY_NAME_MAX)),
      startAt: millisSchema.nullable(),
      dueAt: millisSchema.nullable(),
      dueDone: z.boolean(),
      checklists: z.array(checklistSchema),
      archived: z.boolean(),
    }),
  ),
  comments: z.array(
    z.object({
      id: idSchema,
      cardId: idSchema,
      authorName: z.string().max(DISPLAY_NAME_MAX),
      text: z.string().min(1).max(TEXT_MAX),
      createdAt: millisSchema,
    }),
  ),
  attachments: z.array(
    z.object({
      id: idSchema,
      cardId: idSchema,
      name: z.string().min(1).max(TITLE_MAX),
      url: z.string().url(),
      contentType: z.string().max(255),
      size: z.number().int().nonnegative(),
      createdAt: millisSchema,
    }),
  ),
});

/** A whole board to import, in Lanes' shapes. */
export type BoardPlan = z.infer<typeof boardPlanSchema>;

/** Progress of a long import, for a progress bar: `done` of `total` steps, and what is happening now. */
export interface ImportProgress {
  phase: 'reading' | 'mapping' | 'writing' | 'done';
  done: number;
  total: number;
}
