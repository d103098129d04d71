/**
 * Schemas of what the UI may send to the `boards` port: every adapter parses its input with these before writing,
 * so the rule is the same in every mode.
 */
import { z } from 'zod';
import { EMAIL_MAX, DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, TITLE_MAX, TEXT_MAX } from './limits';
import {
  checklistSchema,
  colorNameSchema,
  idSchema,
  labelSchema,
  longTextSchema,
  millisSchema,
  rankSchema,
  titleSchema,
} from './model';
import { LABELS_PER_BOARD } from './limits';

/** Firebase Authentication: a password has at least 6 characters (and at most 4,096). */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters (Firebase Authentication's rule).`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .email('Enter a valid e-mail address.');

export const signUpInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  displayName: z.string().trim().min(1, 'Enter your name.').max(DISPLAY_NAME_MAX),
  remember: z.boolean().default(false),
});
export type SignUpInput = z.input<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX),
  remember: z.boolean().default(false),
});
export type SignInInput = z.input<typeof signInInputSchema>;

export const createBoardInputSchema = z.object({
  id: idSchema,
  title: titleSchema,
  background: colorNameSchema.default('blue'),
});
export type CreateBoardInput = z.input<typeof createBoardInputSchema>;

export const boardPatchSchema = z
  .object({
    title: titleSchema,
    description: longTextSchema,
    background: colorNameSchema,
    labels: z.array(labelSchema).max(LABELS_PER_BOARD),
    archivedAt: millisSchema.nullable(),
  })
  .partial()
  .strict();
export type BoardPatch = z.input<typeof boardPatchSchema>;

export const createListInputSchema = z.object({ id: idSchema, title: titleSchema, rank: rankSchema });
export type CreateListInput = z.input<typeof createListInputSchema>;

export const listPatchSchema = z
  .object({
    title: titleSchema,
    rank: rankSchema,
    wipLimit: z.number().int().positive().max(5000).nullable(),
    archivedAt: millisSchema.nullable(),
  })
  .partial()
  .strict();
export type ListPatch = z.input<typeof listPatchSchema>;

export const createCardInputSchema = z.object({
  id: idSchema,
  listId: idSchema,
  title: titleSchema,
  rank: rankSchema,
});
export type CreateCardInput = z.input<typeof createCardInputSchema>;

export const cardPatchSchema = z
  .object({
    title: titleSchema,
    description: longTextSchema,
    labelIds: z.array(idSchema).max(LABELS_PER_BOARD),
    assigneeIds: z.array(z.string()).max(100),
    startAt: millisSchema.nullable(),
    dueAt: millisSchema.nullable(),
    dueDone: z.boolean(),
    checklists: z.array(checklistSchema).max(500),
    coverAttachmentId: idSchema.nullable(),
    archivedAt: millisSchema.nullable(),
  })
  .partial()
  .strict();
export type CardPatch = z.input<typeof cardPatchSchema>;

export const moveCardInputSchema = z.object({ listId: idSchema, rank: rankSchema });
export type MoveCardInput = z.input<typeof moveCardInputSchema>;

export const addCommentInputSchema = z.object({
  id: idSchema,
  text: z.string().trim().min(1, 'A comment cannot be empty.').max(TEXT_MAX),
});
export type AddCommentInput = z.input<typeof addCommentInputSchema>;

/** A check item's text when typed in: as titles, 1 to 512 characters. */
export const checkItemTextSchema = z.string().trim().min(1, 'A check item cannot be empty.').max(TITLE_MAX);
