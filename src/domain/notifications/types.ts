/**
 * In-app notifications (ARCHITECTURE.md §4 `users/{uid}/inbox/{id}`, issue D item 4): the four kinds of event,
 * the stored inbox entry, each user's per-event settings, and what a handler hands its writer. Times are epoch
 * milliseconds, as everywhere in the model; the Firebase edges convert Timestamps.
 */
import * as z from 'zod/mini';
import { DISPLAY_NAME_MAX, TITLE_MAX } from '../limits';
import { idSchema, millisSchema } from '../model';

/**
 * The events that notify someone: assigned to a card, @mentioned in a comment, an assigned card due within
 * 24 hours, added to a board (issue D item 4).
 */
export const NOTIFICATION_TYPES = ['assigned', 'mentioned', 'dueSoon', 'addedToBoard'] as const;
/** One of NOTIFICATION_TYPES. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** "Due soon" means due within this many milliseconds: 24 hours (issue D item 4). */
export const DUE_SOON_MS = 24 * 60 * 60 * 1000;

/** How much of a mentioning comment an entry keeps, in characters: enough for one line in the inbox and a push. */
export const EXCERPT_MAX = 140;

/** The entries the inbox shows, newest first: older ones stay stored but are not listed (Lanes). */
export const INBOX_LIST_MAX = 50;

/**
 * One inbox entry, `users/{uid}/inbox/{id}`. Titles and the actor's name are copied in when it is written, so the
 * inbox needs no read of boards or profiles (and still reads well after a card is renamed or deleted). `text` is
 * an English one-line summary, what a push shows (the server does not know the reader's language); the app
 * renders its own translated line from the other fields.
 */
export const inboxEntrySchema = z.object({
  id: idSchema,
  type: z.enum(NOTIFICATION_TYPES),
  boardId: idSchema,
  cardId: z._default(z.nullable(idSchema), null),
  /** Who did it; null for "due soon", which nobody did. */
  actorUid: z._default(z.nullable(z.string()), null),
  actorName: z._default(z.string().check(z.maxLength(DISPLAY_NAME_MAX)), ''),
  boardTitle: z._default(z.string().check(z.maxLength(TITLE_MAX)), ''),
  cardTitle: z._default(z.nullable(z.string().check(z.maxLength(TITLE_MAX))), null),
  /** The start of the mentioning comment (mentions only). */
  excerpt: z._default(z.nullable(z.string().check(z.maxLength(EXCERPT_MAX))), null),
  /** The due date a "due soon" entry is about. */
  dueAt: z._default(z.nullable(millisSchema), null),
  text: z.string().check(z.maxLength(1024)),
  createdAt: millisSchema,
  /** When the owner read it; null while unread. The only field its owner may change (firestore.rules). */
  readAt: z._default(z.nullable(millisSchema), null),
});
/** A stored inbox entry. */
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

/** Whether a user wants one kind of event in the inbox (`inApp`) and also as a push or system notification. */
export const channelSettingsSchema = z.object({ inApp: z.boolean(), push: z.boolean() });
/** The two channels of one event type. */
export type ChannelSettings = z.infer<typeof channelSettingsSchema>;

const ON: ChannelSettings = { inApp: true, push: true };

/**
 * A user's notification settings, `users/{uid}/settings/notifications`: per event type, the two channels. Absent
 * types (and an absent document) mean on; push only ever reaches a device its owner enabled push on.
 */
export const notificationSettingsSchema = z.object({
  assigned: z._default(channelSettingsSchema, ON),
  mentioned: z._default(channelSettingsSchema, ON),
  dueSoon: z._default(channelSettingsSchema, ON),
  addedToBoard: z._default(channelSettingsSchema, ON),
});
/** Per-event settings of one user. */
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Everything on: what a user who never opened the settings gets. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  assigned: ON,
  mentioned: ON,
  dueSoon: ON,
  addedToBoard: ON,
};

/** Reads stored settings leniently: anything unusable falls back to the defaults, never throws. */
export function readSettings(stored: unknown): NotificationSettings {
  const parsed = notificationSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_SETTINGS;
}

/**
 * What a handler returns and a writer carries out: create `entry` in `users/{uid}/inbox` unless an entry with
 * its id is already there (ids are deterministic, so a repeated run or a retried trigger writes nothing new), and
 * when `push` is true and the entry was new, also push it to the user's devices. The handler has applied the
 * recipient's settings already: a push never comes without an inbox entry to open.
 */
export interface Delivery {
  uid: string;
  entry: InboxEntry;
  push: boolean;
}

/** Who did something, with the name the entry shows. */
export interface Actor {
  uid: string;
  name: string;
}

/** A board member as the handlers see them: uid and display name (mentions match on it). */
export interface MemberName {
  uid: string;
  displayName: string;
}

/** The recipients' settings, looked up by uid (a missing user: the defaults). */
export type SettingsLookup = (uid: string) => NotificationSettings;
