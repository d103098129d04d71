/**
 * Zod schemas of the callables (ARCHITECTURE.md §3 `calls`): what each one accepts from a client, strict so unknown
 * keys are refused, and the lenient shapes of the stored documents the handlers read (only the fields they use).
 *
 * Composite schemas are `z.lazy`: each is built on its first parse, not when the module loads, so the start-up path
 * (the adapter's chunk, the board's) does not pay for schemas only writes and imports use (issue 19: these four
 * files took ~45 ms of that evaluation at 4× CPU throttling, ~12 ms after). The rules are the same; only when they
 * are built changes.
 */
import * as z from 'zod/mini';
import { emailSchema } from '../inputs';
import { LABELS_PER_BOARD } from '../limits';
import { idSchema, millisSchema, rankSchema, roleSchema } from '../model';
import { ROLES } from '../permissions';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Lanes: an invite link lives at least 1 hour… */
export const INVITE_EXPIRY_MIN_MS = HOUR_MS;
/** …at most 30 days… */
export const INVITE_EXPIRY_MAX_MS = 30 * DAY_MS;
/** …and 7 days unless the inviter picks otherwise. */
export const INVITE_EXPIRY_DEFAULT_MS = 7 * DAY_MS;

/**
 * A document id that is safe inside a path: idSchema's 1 to 128 characters, no `/` (it would reach another
 * document), and none of the ids Firestore reserves (`.`, `..`, `__…__`).
 */
export const docIdSchema = idSchema.check(
  z.regex(/^[^/]+$/, 'An id cannot contain "/".'),
  z.refine((id: string) => id !== '.' && id !== '..' && !/^__.*__$/.test(id), 'This id is reserved.'),
);

/** The roles an invite may give: owners are only ever made by an owner through setMemberRole. */
export const INVITE_ROLES = ROLES.filter((r) => r !== 'owner') as ['admin', 'member', 'observer'];
export const inviteRoleSchema = z.enum(INVITE_ROLES, {
  error: 'Pick admin, member or observer (an owner makes owners by changing a member’s role).',
});

/** An invite token as newInviteToken (token.ts) makes it: 32 URL-safe base64 characters (192 bits). */
export const inviteTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{32}$/, 'This invite link is not valid.'));

export const inviteMemberInputSchema = z.lazy(() =>
  z.strictObject({
    boardId: docIdSchema,
    role: inviteRoleSchema,
    /** When given, only a signed-in user with this (verified) address may accept. */
    email: z.optional(emailSchema),
    /** How long the link works, in milliseconds. */
    expiresInMs: z._default(
      z.int().check(z.minimum(INVITE_EXPIRY_MIN_MS), z.maximum(INVITE_EXPIRY_MAX_MS)),
      INVITE_EXPIRY_DEFAULT_MS,
    ),
  }),
);
export type InviteMemberInput = z.input<typeof inviteMemberInputSchema>;

export const acceptInviteInputSchema = z.lazy(() => z.strictObject({ token: inviteTokenSchema }));
export type AcceptInviteInput = z.input<typeof acceptInviteInputSchema>;

export const setMemberRoleInputSchema = z.lazy(() =>
  z.strictObject({
    boardId: docIdSchema,
    uid: docIdSchema,
    role: roleSchema,
  }),
);
export type SetMemberRoleInput = z.input<typeof setMemberRoleInputSchema>;

export const removeMemberInputSchema = z.lazy(() =>
  z.strictObject({ boardId: docIdSchema, uid: docIdSchema }),
);
export type RemoveMemberInput = z.input<typeof removeMemberInputSchema>;

export const copyMembersInputSchema = z.lazy(() =>
  z.strictObject({ fromBoardId: docIdSchema, toBoardId: docIdSchema }),
);
export type CopyMembersInput = z.input<typeof copyMembersInputSchema>;

export const deleteBoardInputSchema = z.lazy(() => z.strictObject({ boardId: docIdSchema }));
export type DeleteBoardInput = z.input<typeof deleteBoardInputSchema>;

export const moveCardToBoardInputSchema = z.lazy(() =>
  z.strictObject({
    boardId: docIdSchema,
    cardId: docIdSchema,
    toBoardId: docIdSchema,
    toListId: docIdSchema,
    /** Its place in the list; absent: at the bottom. */
    rank: z.optional(rankSchema),
    /** An Undo's exact labels and assignees, instead of those matched on the other board. */
    labelIds: z.optional(z.array(docIdSchema).check(z.maxLength(LABELS_PER_BOARD))),
    assigneeIds: z.optional(z.array(docIdSchema).check(z.maxLength(LABELS_PER_BOARD))),
  }),
);
export type MoveCardToBoardInput = z.input<typeof moveCardToBoardInputSchema>;

export const deleteAccountDataInputSchema = z.lazy(() =>
  z.strictObject({
    /** Must be `true`: a guard against a stray call. */
    confirm: z.literal(true, { error: 'Confirm deleting your data with confirm: true.' }),
    /** Only report what would happen. */
    dryRun: z._default(z.boolean(), false),
  }),
);
export type DeleteAccountDataInput = z.input<typeof deleteAccountDataInputSchema>;

/** The board fields the handlers read. Loose: the rest of the document is not theirs to judge. */
export const storedBoardSchema = z.lazy(() =>
  z.looseObject({
    title: z.string(),
    roles: z.record(z.string(), roleSchema),
    memberIds: z.array(z.string()),
    importState: z._default(z.nullable(z.string()), null),
  }),
);

/** `invites/{inviteId}` (ARCHITECTURE.md §4), written only by inviteMember and acceptInvite. */
export const storedInviteSchema = z.lazy(() =>
  z.looseObject({
    boardId: idSchema,
    role: inviteRoleSchema,
    emailLower: z._default(z.nullable(z.string()), null),
    createdBy: z.string(),
    createdAt: millisSchema,
    expiresAt: millisSchema,
    acceptedBy: z._default(z.nullable(z.string()), null),
  }),
);
export type StoredInvite = z.output<typeof storedInviteSchema>;

/** An invite's stored id: inviteIdForToken's base64url SHA-256 of the link's token (43 characters). */
export const inviteIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This invite does not exist (any more).'));

export const listInvitesInputSchema = z.lazy(() => z.strictObject({ boardId: docIdSchema }));
export type ListInvitesInput = z.input<typeof listInvitesInputSchema>;

export const revokeInviteInputSchema = z.lazy(() =>
  z.strictObject({ boardId: docIdSchema, inviteId: inviteIdSchema }),
);
export type RevokeInviteInput = z.input<typeof revokeInviteInputSchema>;
