/** The times Firebase mode's sync is built on (docs/sync.md), each with its reason. */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How far before its watermark a replica asks again for changes (ms): a write's `serverTimestamp()` is the time its
 * request began, not when it committed, so a write under way when the replica last heard may carry an earlier time.
 * Firestore gives a write 60 s (its request deadline); re-reading what changed in that minute is cheap, and the
 * replica applies a version it already holds without harm.
 */
export const SYNC_MARGIN_MS = MINUTE;

/**
 * How long a tombstone (a deleted list's or card's id) is kept on the server before `purgeTombstones` deletes it
 * (ms): 30 days, long enough for a device to come back from a holiday and still learn what went.
 */
export const TOMBSTONE_HORIZON_MS = 30 * DAY;

/**
 * A replica that last heard about a board longer ago than this (ms, its own clock) copies the board whole again:
 * the tombstones of what went meanwhile may be purged. A day short of the horizon, for clocks that are off.
 */
export const RESYNC_AFTER_MS = TOMBSTONE_HORIZON_MS - DAY;
