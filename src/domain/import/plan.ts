/**
 * A board ready to be written: what an importer (Trello today, Lanes' own JSON later) hands to the `boards` port.
 * Ids are fresh Lanes ids; ranks are already in order; the adapter adds board id, owner, timestamps and counts.
 */
import * as z from 'zod/mini';
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
import { webUrlSchema } from '../web-url';
import { customFieldsSchema, fieldValuesSchema } from '../custom-fields/schema';

export const boardPlanSchema = z.object({
  board: z.object({
    title: titleSchema,
    description: longTextSchema,
    background: colorNameSchema,
    labels: z.array(labelSchema).check(z.maxLength(LABELS_PER_BOARD)),
    /** Custom field definitions (absent: none); card values must fit them (check-plan.ts). */
    customFields: z.optional(customFieldsSchema),
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
      memberNames: z.array(z.string().check(z.maxLength(DISPLAY_NAME_MAX))),
      startAt: z.nullable(millisSchema),
      dueAt: z.nullable(millisSchema),
      dueDone: z.boolean(),
      checklists: z.array(checklistSchema),
      archived: z.boolean(),
      /** A card template (Lanes' and Trello's `isTemplate`); absent: not one. */
      isTemplate: z.optional(z.boolean()),
      /** Custom field values by field id (absent: none). */
      fields: z.optional(fieldValuesSchema),
    }),
  ),
  comments: z.array(
    z.object({
      id: idSchema,
      cardId: idSchema,
      authorName: z.string().check(z.maxLength(DISPLAY_NAME_MAX)),
      text: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX)),
      createdAt: millisSchema,
    }),
  ),
  attachments: z.array(
    z.object({
      id: idSchema,
      cardId: idSchema,
      name: z.string().check(z.minLength(1), z.maxLength(TITLE_MAX)),
      url: webUrlSchema,
      contentType: z.string().check(z.maxLength(255)),
      size: z.int().check(z.nonnegative()),
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
