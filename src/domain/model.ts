/**
 * The data model of ARCHITECTURE.md §4 as zod schemas and their types. Times are epoch milliseconds; the Firebase
 * adapter converts Firestore Timestamps at its edge. Sizes come from limits.ts.
 *
 * Composite schemas are `z.lazy`: each is built on its first parse, not when the module loads, so the start-up path
 * (the adapter's chunk, the board's) does not pay for schemas only writes and imports use (issue 19: these four
 * files took ~45 ms of that evaluation at 4× CPU throttling, ~12 ms after). The rules are the same; only when they
 * are built changes.
 */
import * as z from 'zod/mini';
import {
  BLOCKERS_PER_CARD,
  CHECK_ITEMS_PER_CHECKLIST,
  CHECKLISTS_PER_CARD,
  DISPLAY_NAME_MAX,
  LABEL_NAME_MAX,
  LABELS_PER_BOARD,
  TEXT_MAX,
  TIME_MAX_MS,
  TIME_MIN_MS,
  TITLE_MAX,
  WIP_LIMIT_MAX,
} from './limits';
import { maxChars } from './chars';
import { ROLES } from './permissions';
import { webUrlSchema } from './web-url';
import { customFieldsSchema, fieldValuesSchema } from './custom-fields/schema';

/** Epoch milliseconds within Firestore's Timestamp range (years 1 to 9999): dates before 1970 are fine. */
export const millisSchema = z.int().check(z.gte(TIME_MIN_MS), z.lte(TIME_MAX_MS));
export const idSchema = z.string().check(z.minLength(1), z.maxLength(128));
/** A fractional-indexing key (see ordering.ts). */
export const rankSchema = z.string().check(z.minLength(1), z.maxLength(256));
/** Titles: 1 to 512 characters after trimming (Lanes), counted as a person counts them (chars.ts). */
export const titleSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'A title cannot be empty.'), maxChars(TITLE_MAX));
/** Card descriptions and comments: up to 16,384 characters (Trello's limit), counted as a person counts them. */
export const longTextSchema = z.string().check(maxChars(TEXT_MAX));
/** A web link: `http:` or `https:` only (never `javascript:` or `data:`), up to 2,048 characters (firestore.rules). */
export { webUrlSchema }; // web-url.ts: the same pattern as firestore.rules `isWebUrl`
/** A person's name shown with something they made: up to 100 characters (Lanes). */
const personNameSchema = z.string().check(z.maxLength(DISPLAY_NAME_MAX));
/** A colour name from the label palette, Trello's names included ("green", "sky_dark"…). */
export const colorNameSchema = z.string().check(z.regex(/^[a-z_]{1,20}$/));
export const roleSchema = z.enum(ROLES);

export const labelSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    name: z.string().check(z.maxLength(LABEL_NAME_MAX)),
    color: colorNameSchema,
  }),
);
export type Label = z.infer<typeof labelSchema>;

export const checkItemSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    text: z.string().check(z.trim(), z.minLength(1), maxChars(TITLE_MAX)),
    done: z.boolean(),
    /** The board member (uid) this item is assigned to; absent or null: nobody. */
    assigneeId: z.optional(z.nullable(idSchema)),
    /** Who it is assigned to when that person has no account here (an imported board's member): a name only. */
    assigneeName: z.optional(z.nullable(personNameSchema)),
    /** When this item is due; absent or null: no date. */
    dueAt: z.optional(z.nullable(millisSchema)),
  }),
);
export type CheckItem = z.infer<typeof checkItemSchema>;

export const checklistSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    title: z.string().check(maxChars(TITLE_MAX)),
    items: z.array(checkItemSchema).check(z.maxLength(CHECK_ITEMS_PER_CHECKLIST)),
  }),
);
export type Checklist = z.infer<typeof checklistSchema>;

/**
 * A public board's settings (issue 27 item 1): anyone with the link `/p/:boardId` may view the board read-only,
 * signed in or not; comments and activity only with `comments`; search engines may index its page only with
 * `searchEngines` (otherwise `noindex`). Owners and admins set it (`board.update`); firestore.rules check it again.
 */
export const publicViewSchema = z.lazy(() =>
  z.strictObject({ comments: z.boolean(), searchEngines: z.boolean() }),
);
export type PublicView = z.infer<typeof publicViewSchema>;

export const boardSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    title: titleSchema,
    description: z._default(longTextSchema, ''),
    background: colorNameSchema,
    labels: z.array(labelSchema).check(z.maxLength(LABELS_PER_BOARD)),
    roles: z.record(z.string(), roleSchema),
    memberIds: z.array(z.string()),
    createdBy: z.string(),
    createdAt: millisSchema,
    updatedAt: millisSchema,
    archivedAt: z._default(z.nullable(millisSchema), null),
    /** Set while a Trello import is being written: the boards list hides such a board. */
    importState: z._default(z.nullable(z.enum(['importing'])), null),
    /** Custom field definitions by field id (custom-fields/schema.ts); absent: none. Owners and admins change them. */
    customFields: z.optional(customFieldsSchema),
    /**
     * When an import finished writing the board (set by its last write). No list or card can change before it (the
     * board was hidden, its owner the only writer), so a device's sync never asks for changes older (docs/sync.md).
     */
    importedAt: z.optional(z.nullable(millisSchema)),
    /** Absent or null: private, members only. Set: public, read-only to anyone with the link (publicViewSchema). */
    publicView: z.optional(z.nullable(publicViewSchema)),
    /**
     * Marked as a template by its owners or admins (issue 27 item 4): a badge, and listed first under "New board
     * from template…", which copies it. Absent: false.
     */
    isTemplate: z.optional(z.boolean()),
  }),
);
export type Board = z.infer<typeof boardSchema>;

export const listSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    boardId: idSchema,
    title: titleSchema,
    rank: rankSchema,
    /** 1 to 5,000 (WIP_LIMIT_MAX, as inputs.ts and firestore.rules have it); null: none. */
    wipLimit: z._default(z.nullable(z.int().check(z.positive(), z.lte(WIP_LIMIT_MAX))), null),
    archivedAt: z._default(z.nullable(millisSchema), null),
    createdAt: millisSchema,
    updatedAt: millisSchema,
  }),
);
export type List = z.infer<typeof listSchema>;

export const cardCountsSchema = z.lazy(() =>
  z.object({
    comments: z.int().check(z.nonnegative()),
    attachments: z.int().check(z.nonnegative()),
    checkItems: z.int().check(z.nonnegative()),
    checkItemsDone: z.int().check(z.nonnegative()),
  }),
);
export type CardCounts = z.infer<typeof cardCountsSchema>;

export const cardSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    boardId: idSchema,
    listId: idSchema,
    rank: rankSchema,
    title: titleSchema,
    description: longTextSchema,
    labelIds: z.array(idSchema),
    assigneeIds: z.array(z.string()),
    /** People from an imported board who have no Lanes account: shown by name only. */
    memberNames: z._default(z.array(z.string().check(z.maxLength(DISPLAY_NAME_MAX))), []),
    startAt: z._default(z.nullable(millisSchema), null),
    dueAt: z._default(z.nullable(millisSchema), null),
    dueDone: z.boolean(),
    checklists: z.array(checklistSchema).check(z.maxLength(CHECKLISTS_PER_CARD)),
    coverAttachmentId: z._default(z.nullable(idSchema), null),
    /** A colour cover (a colour name, as Trello's colour covers); absent or null: none. An image cover wins. */
    coverColor: z.optional(z.nullable(colorNameSchema)),
    counts: cardCountsSchema,
    archivedAt: z._default(z.nullable(millisSchema), null),
    /**
     * A template (as in Trello): badged on the board, offered by "From template…" under a list, left out of the due
     * filters and the CSV export. Absent means false (cards from before templates, and new cards).
     */
    isTemplate: z.optional(z.boolean()),
    /** Custom field values by field id (custom-fields/schema.ts), on the card so a move stays one write; absent: none. */
    fields: z.optional(fieldValuesSchema),
    /**
     * Ids of the cards of the same board this card waits on ("blocked by", issue 26 item 2; dependencies.ts), at most
     * BLOCKERS_PER_CARD, never its own; an id whose card is gone is ignored. Absent: none.
     */
    blockedBy: z.optional(z.array(idSchema).check(z.maxLength(BLOCKERS_PER_CARD))),
    createdBy: z.string(),
    createdAt: millisSchema,
    updatedAt: millisSchema,
  }),
);
export type Card = z.infer<typeof cardSchema>;

export const commentSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    boardId: idSchema,
    cardId: idSchema,
    authorUid: z.string(),
    /** The author's name when written (and for comments imported from Trello, whose authors have no account). */
    authorName: z._default(z.nullable(z.string().check(z.maxLength(DISPLAY_NAME_MAX))), null),
    text: z.string().check(z.trim(), z.minLength(1, 'A comment cannot be empty.'), maxChars(TEXT_MAX)),
    createdAt: millisSchema,
    editedAt: z._default(z.nullable(millisSchema), null),
  }),
);
export type Comment = z.infer<typeof commentSchema>;

export const attachmentSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    boardId: idSchema,
    cardId: idSchema,
    name: z.string().check(z.minLength(1), z.maxLength(TITLE_MAX)),
    /** Where the file lives in Storage; null for a link (such as a Trello attachment). */
    storagePath: z.nullable(z.string()),
    /** The link for a link attachment: http(s) only (web-url.ts). */
    url: z.nullable(webUrlSchema),
    contentType: z.string().check(z.maxLength(255)),
    size: z.int().check(z.nonnegative()),
    uploadedBy: z.string(),
    /** Who attached it when that person has no account here (an imported Trello board's member); else absent. */
    creatorName: z.optional(z.nullable(personNameSchema)),
    createdAt: millisSchema,
  }),
);
export type Attachment = z.infer<typeof attachmentSchema>;

export const ACTIVITY_TYPES = [
  'board.create',
  'board.import',
  'list.create',
  'list.archive',
  'list.restore',
  'card.create',
  'card.move',
  'card.archive',
  'card.restore',
  // A card moved to another board (the moveCardToBoard callable): on the board it left, and on the one it joined.
  'card.moveToBoard',
  'card.moveFromBoard',
  'comment.create',
  // Membership changes, written by the callable handlers (src/domain/calls/access.ts `MemberActivityType`).
  'member.join',
  'member.role',
  'member.remove',
  'member.leave',
] as const;
export const activitySchema = z.lazy(() =>
  z.object({
    id: idSchema,
    boardId: idSchema,
    type: z.enum(ACTIVITY_TYPES),
    actorUid: z.string(),
    cardId: z._default(z.nullable(idSchema), null),
    listId: z._default(z.nullable(idSchema), null),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    createdAt: millisSchema,
  }),
);
export type Activity = z.infer<typeof activitySchema>;

export const userProfileSchema = z.lazy(() =>
  z.object({
    uid: z.string(),
    displayName: z.string().check(z.maxLength(DISPLAY_NAME_MAX)),
    photoURL: z.nullable(webUrlSchema),
    emailLower: z.nullable(z.string()),
    createdAt: millisSchema,
  }),
);
export type UserProfile = z.infer<typeof userProfileSchema>;
