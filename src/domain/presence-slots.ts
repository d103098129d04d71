/**
 * Presence device slots (issue 28 item 3: at most 10 devices per member and board). The Realtime Database rules
 * language cannot count a node's children (its RuleDataSnapshot has no `numChildren()`), so the limit is kept by
 * naming: a device node's key must be one of PRESENCE_SLOT_KEYS (database.rules.json, `$slot.matches(...)`), and
 * each tab claims one slot in a transaction, its own tab id stored in the node as `device`.
 */
import { isStale } from './presence';

/** Devices one person may show on one board at once (issue 28 item 3). */
export const PRESENCE_SLOTS = 10;

/** The node keys database.rules.json accepts under `/presence/{boardId}/{uid}`: `s0` … `s9`. */
export const PRESENCE_SLOT_KEYS: readonly string[] = Array.from({ length: PRESENCE_SLOTS }, (_, i) => `s${i}`);

/** One slot of a person's as last seen: which device holds it, and its heartbeat (epoch ms). */
export interface SlotHolder {
  slot: string;
  device: string;
  lastSeen: number;
}

/**
 * The slots `device` may try to claim at `now` (epoch ms), best first: the one it already holds, then free ones in
 * key order, then stale ones (no heartbeat for `staleMs`), oldest first. Slots other devices keep alive are never
 * offered; an empty list means all ten are in use.
 */
export function slotCandidates(
  held: readonly SlotHolder[],
  device: string,
  now: number,
  staleMs?: number,
): string[] {
  const bySlot = new Map(held.map((h) => [h.slot, h]));
  const own = held.filter((h) => h.device === device).map((h) => h.slot);
  const free = PRESENCE_SLOT_KEYS.filter((key) => !bySlot.has(key));
  const stale = held
    .filter((h) => h.device !== device && PRESENCE_SLOT_KEYS.includes(h.slot) && isStale(h, now, staleMs))
    .sort((a, b) => a.lastSeen - b.lastSeen)
    .map((h) => h.slot);
  return [...own, ...free, ...stale];
}

/**
 * Whether `device` may take a slot whose stored value is `current` (as a transaction sees it) at `now`: when it is
 * empty, already this device's, or stale. Anything unreadable counts as free.
 */
export function mayClaim(current: unknown, device: string, now: number, staleMs?: number): boolean {
  if (typeof current !== 'object' || current === null) return true;
  const { device: holder, lastSeen } = current as Record<string, unknown>;
  if (holder === device) return true;
  return typeof lastSeen !== 'number' || isStale({ lastSeen }, now, staleMs);
}
