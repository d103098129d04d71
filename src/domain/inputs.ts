/**
 * Schemas of what the UI may send to the `boards` port: every adapter parses its input with these before writing,
 * so the rule is the same in every mode.
 *
 * Composite schemas are `z.lazy`: each is built on its first parse, not when the module loads, so the start-up path
 * (the adapter's chunk, the board's) does not pay for schemas only writes and imports use (issue 19: these four
 * files took ~45 ms of that evaluation at 4× CPU throttling, ~12 ms after). The rules are the same; only when they
 * are built changes.
 */
import * as z from 'zod/mini';
import { EMAIL_MAX, DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, TITLE_MAX, TEXT_MAX } from './limits';
import {
  checklistSchema,
  colorNameSchema,
  idSchema,
  labelSchema,
  longTextSchema,
  millisSchema,
  publicViewSchema,
  rankSchema,
  titleSchema,
} from './model';
import { BLOCKERS_PER_CARD, CHECKLISTS_PER_CARD, LABELS_PER_BOARD } from './limits';
import { customFieldsSchema, fieldValuesSchema } from './custom-fields/schema';

/** Firebase Authentication: a password has at least 6 characters (and at most 4,096). */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters (Firebase Authentication's rule).`),
    z.maxLength(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`),
  );

export const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX), z.email('Enter a valid e-mail address.'));

export const signUpInputSchema = z.lazy(() =>
  z.object({
    email: emailSchema,
    password: passwordSchema,
    displayName: z
      .string()
      .check(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(DISPLAY_NAME_MAX)),
    remember: z._default(z.boolean(), false),
  }),
);
export type SignUpInput = z.input<typeof signUpInputSchema>;

export const signInInputSchema = z.lazy(() =>
  z.object({
    email: emailSchema,
    password: z.string().check(z.minLength(1, 'Enter your password.'), z.maxLength(PASSWORD_MAX)),
    remember: z._default(z.boolean(), false),
  }),
);
export type SignInInput = z.input<typeof signInInputSchema>;

export const createBoardInputSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    title: titleSchema,
    background: z._default(colorNameSchema, 'blue'),
  }),
);
export type CreateBoardInput = z.input<typeof createBoardInputSchema>;

export const boardPatchSchema = z.lazy(() =>
  z.partial(
    z.strictObject({
      title: titleSchema,
      description: longTextSchema,
      background: colorNameSchema,
      labels: z.array(labelSchema).check(z.maxLength(LABELS_PER_BOARD)),
      archivedAt: z.nullable(millisSchema),
      /** The whole map of custom field definitions (owners and admins only: `board.update`). */
      customFields: customFieldsSchema,
      /** Public (its settings) or private (null): owners and admins only (`board.update`). */
      publicView: z.nullable(publicViewSchema),
      /** Marked as a template or not: owners and admins only (`board.update`). */
      isTemplate: z.boolean(),
    }),
  ),
);
export type BoardPatch = z.input<typeof boardPatchSchema>;

export const createListInputSchema = z.lazy(() =>
  z.object({ id: idSchema, title: titleSchema, rank: rankSchema }),
);
export type CreateListInput = z.input<typeof createListInputSchema>;

export const listPatchSchema = z.partial(
  z.strictObject({
    title: titleSchema,
    rank: rankSchema,
    wipLimit: z.nullable(z.int().check(z.positive(), z.maximum(5000))),
    archivedAt: z.nullable(millisSchema),
  }),
);
export type ListPatch = z.input<typeof listPatchSchema>;

export const createCardInputSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    listId: idSchema,
    title: titleSchema,
    rank: rankSchema,
  }),
);
export type CreateCardInput = z.input<typeof createCardInputSchema>;

export const cardPatchSchema = z.lazy(() =>
  z.partial(
    z.strictObject({
      title: titleSchema,
      description: longTextSchema,
      labelIds: z.array(idSchema).check(z.maxLength(LABELS_PER_BOARD)),
      assigneeIds: z.array(z.string()).check(z.maxLength(100)),
      startAt: z.nullable(millisSchema),
      dueAt: z.nullable(millisSchema),
      dueDone: z.boolean(),
      checklists: z.array(checklistSchema).check(z.maxLength(CHECKLISTS_PER_CARD)),
      coverAttachmentId: z.nullable(idSchema),
      archivedAt: z.nullable(millisSchema),
      isTemplate: z.boolean(),
      /** The card's whole map of custom field values; each must fit a field of the board (values.ts `checkValues`). */
      fields: fieldValuesSchema,
      /** The card's whole list of blockers (dependencies.ts `checkBlockers`: not itself, no repeats). */
      blockedBy: z.array(idSchema).check(z.maxLength(BLOCKERS_PER_CARD)),
    }),
  ),
);
export type CardPatch = z.input<typeof cardPatchSchema>;

export const moveCardInputSchema = z.lazy(() => z.object({ listId: idSchema, rank: rankSchema }));
export type MoveCardInput = z.input<typeof moveCardInputSchema>;

export const addCommentInputSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    text: z.string().check(z.trim(), z.minLength(1, 'A comment cannot be empty.'), z.maxLength(TEXT_MAX)),
  }),
);
export type AddCommentInput = z.input<typeof addCommentInputSchema>;

/** A check item's text when typed in: as titles, 1 to 512 characters. */
export const checkItemTextSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'A check item cannot be empty.'), z.maxLength(TITLE_MAX));
