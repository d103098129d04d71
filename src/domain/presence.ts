/**
 * Presence rules shared by both adapters (ARCHITECTURE.md §3 `presence`): how often a device says "still here",
 * when its entry counts as stale, and how the entries of one person's devices merge into the one viewer the UI
 * shows. The Realtime Database keeps one node per tab in one of ten slots (`/presence/{boardId}/{uid}/{slot}`,
 * presence-slots.ts); local mode one entry per tab. Both feed `activeViewers`.
 */

/** How often a device refreshes its presence entry, in milliseconds (Lanes' choice: 15 s). */
export const PRESENCE_HEARTBEAT_MS = 15_000;

/**
 * After this many milliseconds without a heartbeat an entry is hidden (three missed heartbeats: a tab that was
 * killed, a laptop that went to sleep, a connection whose `onDisconnect` never ran).
 */
export const PRESENCE_STALE_MS = 3 * PRESENCE_HEARTBEAT_MS;

/** The longest display name a presence entry carries (limits.ts DISPLAY_NAME_MAX is 100). */
export const PRESENCE_NAME_MAX = 100;

/** One device's presence on one board, as stored or broadcast. Times are epoch ms. */
export interface PresenceEntry {
  uid: string;
  /** The device: Firebase Installation ID, or a tab id in local mode. */
  deviceId: string;
  name: string;
  /** The card this device has open, or null. */
  editingCardId: string | null;
  /** When this device last said it is here (its heartbeat), epoch ms. */
  lastSeen: number;
}

/** One person on a board, all their devices merged: what the board header and the card tiles show. */
export interface Viewer {
  uid: string;
  name: string;
  /** The card they have open on their most recently active device that has one open, or null. */
  editingCardId: string | null;
  /** Their most recent heartbeat, epoch ms. */
  lastSeen: number;
}

/** True when `entry` has not been refreshed for `staleMs` (default PRESENCE_STALE_MS) at time `now` (epoch ms). */
export function isStale(
  entry: Pick<PresenceEntry, 'lastSeen'>,
  now: number,
  staleMs = PRESENCE_STALE_MS,
): boolean {
  return now - entry.lastSeen > staleMs;
}

/**
 * The people present at `now` (epoch ms): entries older than `staleMs` dropped, each uid's devices merged (latest name, latest card being
 * edited), sorted by name then uid so the header does not shuffle on every heartbeat.
 */
export function activeViewers(
  entries: Iterable<PresenceEntry>,
  now: number,
  staleMs = PRESENCE_STALE_MS,
): Viewer[] {
  const byUid = new Map<string, { viewer: Viewer; editingSeen: number }>();
  for (const entry of entries) {
    if (isStale(entry, now, staleMs)) continue;
    const known = byUid.get(entry.uid);
    if (!known) {
      byUid.set(entry.uid, {
        viewer: {
          uid: entry.uid,
          name: entry.name,
          editingCardId: entry.editingCardId,
          lastSeen: entry.lastSeen,
        },
        editingSeen: entry.editingCardId === null ? -1 : entry.lastSeen,
      });
      continue;
    }
    if (entry.lastSeen > known.viewer.lastSeen) {
      known.viewer.lastSeen = entry.lastSeen;
      known.viewer.name = entry.name;
    }
    if (entry.editingCardId !== null && entry.lastSeen > known.editingSeen) {
      known.viewer.editingCardId = entry.editingCardId;
      known.editingSeen = entry.lastSeen;
    }
  }
  return [...byUid.values()]
    .map(({ viewer }) => viewer)
    .sort((a, b) => a.name.localeCompare(b.name) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
}

/**
 * Who edits which card, for the card tiles: card id → the names of the people (other than `selfUid`) who have
 * it open, in viewer order.
 */
export function editorsByCard(viewers: readonly Viewer[], selfUid: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const viewer of viewers) {
    if (viewer.uid === selfUid || viewer.editingCardId === null) continue;
    const names = map.get(viewer.editingCardId);
    if (names) names.push(viewer.name);
    else map.set(viewer.editingCardId, [viewer.name]);
  }
  return map;
}
