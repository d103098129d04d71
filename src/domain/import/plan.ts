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
  webUrlSchema,
} from '../model';
import { maxChars } from '../chars';
import {
  BLOCKERS_PER_CARD,
  DISPLAY_NAME_MAX,
  LABELS_PER_BOARD,
  TEXT_MAX,
  TITLE_MAX,
  WIP_LIMIT_MAX,
} from '../limits';
import { customFieldsSchema, fieldValuesSchema } from '../custom-fields/schema';

/** firestore.rules: at most 1,000 label ids and 1,000 member names on a card. */
const CARD_LIST_MAX = 1_000;
const personName = z.string().check(z.maxLength(DISPLAY_NAME_MAX));

export const boardPlanSchema = z.object({
  board: z.object({
    title: titleSchema,
    description: longTextSchema,
    background: colorNameSchema,
    labels: z.array(labelSchema).check(z.maxLength(LABELS_PER_BOARD)),
    /** Custom field definitions (absent: none); card values must fit them (check-plan.ts). */
    customFields: z.optional(customFieldsSchema),
  }),
  lists: z.array(
    z.object({
      id: idSchema,
      title: titleSchema,
      rank: rankSchema,
      archived: z.boolean(),
      /** When an archived list was archived (Trello's date); absent or null: the time of the import. */
      archivedAt: z.optional(z.nullable(millisSchema)),
      /** The work-in-progress limit (Trello's `softLimit`); absent or null: none. */
      wipLimit: z.optional(z.nullable(z.int().check(z.positive(), z.lte(WIP_LIMIT_MAX)))),
    }),
  ),
  cards: z.array(
    z.object({
      id: idSchema,
      listId: idSchema,
      rank: rankSchema,
      title: titleSchema,
      description: longTextSchema,
      labelIds: z.array(idSchema).check(z.maxLength(CARD_LIST_MAX)),
      memberNames: z.array(personName).check(z.maxLength(CARD_LIST_MAX)),
      startAt: z.nullable(millisSchema),
      dueAt: z.nullable(millisSchema),
      dueDone: z.boolean(),
      checklists: z.array(checklistSchema),
      archived: z.boolean(),
      /** When an archived card was archived; absent or null: the time of the import. */
      archivedAt: z.optional(z.nullable(millisSchema)),
      /** A card template (Lanes' and Trello's `isTemplate`); absent: not one. */
      isTemplate: z.optional(z.boolean()),
      /** The cover: one of this card's planned attachments (a link to an image); absent or null: none. */
      coverAttachmentId: z.optional(z.nullable(idSchema)),
      /** A colour cover (a colour name); absent or null: none. */
      coverColor: z.optional(z.nullable(colorNameSchema)),
      /** Custom field values by field id (absent: none). */
      fields: z.optional(fieldValuesSchema),
      /** Ids of planned cards this card waits on (cardSchema.blockedBy); absent: none. */
      blockedBy: z.optional(z.array(idSchema).check(z.maxLength(BLOCKERS_PER_CARD))),
    }),
  ),
  comments: z.array(
    z.object({
      id: idSchema,
      cardId: idSchema,
      authorName: personName,
      text: z.string().check(z.minLength(1), maxChars(TEXT_MAX)),
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
      /** Who attached it on the board the file came from (a name: that person has no account here). */
      creatorName: z.optional(z.nullable(personName)),
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
