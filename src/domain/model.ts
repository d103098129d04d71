/**
 * The data model of ARCHITECTURE.md §4 as zod schemas and their types. Times are epoch milliseconds; the Firebase
 * adapter converts Firestore Timestamps at its edge. Sizes come from limits.ts.
 */
import { z } from 'zod';
import {
  CHECK_ITEMS_PER_CHECKLIST,
  CHECKLISTS_PER_CARD,
  DISPLAY_NAME_MAX,
  LABEL_NAME_MAX,
  LABELS_PER_BOARD,
  TEXT_MAX,
  TITLE_MAX,
} from './limits';
import { ROLES } from './permissions';

/** Epoch milliseconds. */
export const millisSchema = z.number().int().nonnegative();
export const idSchema = z.string().min(1).max(128);
/** A fractional-indexing key (see ordering.ts). */
export const rankSchema = z.string().min(1).max(256);
/** Titles: 1 to 512 characters after trimming (Lanes). */
export const titleSchema = z.string().trim().min(1, 'A title cannot be empty.').max(TITLE_MAX);
/** Card descriptions and comments: up to 16,384 characters (Trello's limit). */
export const longTextSchema = z.string().max(TEXT_MAX);
/** A colour name from the label palette, Trello's names included ("green", "sky_dark"…). */
export const colorNameSchema = z.string().regex(/^[a-z_]{1,20}$/);
export const roleSchema = z.enum(ROLES);

export const labelSchema = z.object({
  id: idSchema,
  name: z.string().max(LABEL_NAME_MAX),
  color: colorNameSchema,
});
export type Label = z.infer<typeof labelSchema>;

export const checkItemSchema = z.object({
  id: idSchema,
  text: z.string().trim().min(1).max(TITLE_MAX),
  done: z.boolean(),
});
export type CheckItem = z.infer<typeof checkItemSchema>;

export const checklistSchema = z.object({
  id: idSchema,
  title: z.string().max(TITLE_MAX),
  items: z.array(checkItemSchema).max(CHECK_ITEMS_PER_CHECKLIST),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const boardSchema = z.object({
  id: idSchema,
  title: titleSchema,
  description: longTextSchema.default(''),
  background: colorNameSchema,
  labels: z.array(labelSchema).max(LABELS_PER_BOARD),
  roles: z.record(z.string(), roleSchema),
  memberIds: z.array(z.string()),
  createdBy: z.string(),
  createdAt: millisSchema,
  updatedAt: millisSchema,
  archivedAt: millisSchema.nullable().default(null),
  /** Set while a Trello import is being written: the boards list hides such a board. */
  importState: z.enum(['importing']).nullable().default(null),
});
export type Board = z.infer<typeof boardSchema>;

export const listSchema = z.object({
  id: idSchema,
  boardId: idSchema,
  title: titleSchema,
  rank: rankSchema,
  wipLimit: z.number().int().positive().nullable().default(null),
  archivedAt: millisSchema.nullable().default(null),
  createdAt: millisSchema,
  updatedAt: millisSchema,
});
export type List = z.infer<typeof listSchema>;

export const cardCountsSchema = z.object({
  comments: z.number().int().nonnegative(),
  attachments: z.number().int().nonnegative(),
  checkItems: z.number().int().nonnegative(),
  checkItemsDone: z.number().int().nonnegative(),
});
export type CardCounts = z.infer<typeof cardCountsSchema>;

export const cardSchema = z.object({
  id: idSchema,
  boardId: idSchema,
  listId: idSchema,
  rank: rankSchema,
  title: titleSchema,
  description: longTextSchema,
  labelIds: z.array(idSchema),
  assigneeIds: z.array(z.string()),
  /** People from an imported board who have no Lanes account: shown by name only. */
  memberNames: z.array(z.string().max(DISPLAY_NAME_MAX)).default([]),
  startAt: millisSchema.nullable().default(null),
  dueAt: millisSchema.nullable().default(null),
  dueDone: z.boolean(),
  checklists: z.array(checklistSchema).max(CHECKLISTS_PER_CARD),
  coverAttachmentId: idSchema.nullable().default(null),
  counts: cardCountsSchema,
  archivedAt: millisSchema.nullable().default(null),
  createdBy: z.string(),
  createdAt: millisSchema,
  updatedAt: millisSchema,
});
export type Card = z.infer<typeof cardSchema>;

export const commentSchema = z.object({
  id: idSchema,
  boardId: idSchema,
  cardId: idSchema,
  authorUid: z.string(),
  /** The author's name when written (and for comments imported from Trello, whose authors have no account). */
  authorName: z.string().max(DISPLAY_NAME_MAX).nullable().default(null),
  text: z.string().trim().min(1, 'A comment cannot be empty.').max(TEXT_MAX),
  createdAt: millisSchema,
  editedAt: millisSchema.nullable().default(null),
});
export type Comment = z.infer<typeof commentSchema>;

export const attachmentSchema = z.object({
  id: idSchema,
  boardId: idSchema,
  cardId: idSchema,
  name: z.string().min(1).max(TITLE_MAX),
  /** Where the file lives in Storage; null for a link (such as a Trello attachment). */
  storagePath: z.string().nullable(),
  /** The link for a link attachment. */
  url: z.string().url().nullable(),
  contentType: z.string().max(255),
  size: z.number().int().nonnegative(),
  uploadedBy: z.string(),
  createdAt: millisSchema,
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const ACTIVITY_TYPES = [
  'board.create',
  'board.import',
  'list.create',
  'card.create',
  'card.move',
  'card.archive',
  'comment.create',
  // Membership changes, written by the callable handlers (src/domain/calls/access.ts `MemberActivityType`).
  'member.join',
  'member.role',
  'member.remove',
  'member.leave',
] as const;
export const activitySchema = z.object({
  id: idSchema,
  boardId: idSchema,
  type: z.enum(ACTIVITY_TYPES),
  actorUid: z.string(),
  cardId: idSchema.nullable().default(null),
  listId: idSchema.nullable().default(null),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: millisSchema,
});
export type Activity = z.infer<typeof activitySchema>;

export const userProfileSchema = z.object({
  uid: z.string(),
  displayName: z.string().max(DISPLAY_NAME_MAX),
  photoURL: z.string().nullable(),
  emailLower: z.string().nullable(),
  createdAt: millisSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;
