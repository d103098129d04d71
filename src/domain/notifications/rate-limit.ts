/**
 * How often one person may notify another (issue 15 item 10): a ledger per actor → recipient, kept by the server
 * beside the recipient's inbox (`users/{uid}/noticeLimits/{actorUid}`, functions only), decides whether a new
 * notice is created, collapsed into the one already there, or dropped. Pure: the clock and the ledger come in, the
 * decision and the next ledger go out. Notices nobody did (due soon) are not limited: they are one per card and
 * due date already.
 */
import type { InboxEntry } from './types';

/** The window notices are counted in, ms: one minute. */
export const NOTICE_WINDOW_MS = 60_000;
/**
 * Notices one actor may send one recipient per window: 10. Assigning or mentioning someone by hand rarely reaches
 * it; a script assigning hundreds of cards is cut to 10 a minute (Lanes: issue 15 item 10).
 */
export const NOTICES_PER_WINDOW = 10;
/**
 * A repeat of the same kind of notice about the same card (or board) from the same actor within this many ms, 10
 * minutes, updates the earlier notice instead of adding one: unassign + reassign, a burst of @mentions.
 */
export const COLLAPSE_MS = 10 * 60_000;

/** What the server keeps per actor → recipient: the current window's count and the notices open to collapsing. */
export interface NoticeLedger {
  /** Epoch ms the current window started. */
  windowStart: number;
  /** Notices created in the current window. */
  count: number;
  /** By collapse key: the entry id created for it and when, epoch ms. */
  recent: Record<string, { id: string; at: number }>;
}

/** What to do with one notice. */
export type NoticeDecision = { kind: 'create' } | { kind: 'collapse'; id: string } | { kind: 'drop' };

/** An empty ledger. */
export const EMPTY_LEDGER: NoticeLedger = { windowStart: 0, count: 0, recent: {} };

/** A stored ledger as a NoticeLedger; anything malformed reads as empty (the worst it does is allow a notice). */
export function readLedger(stored: unknown): NoticeLedger {
  if (typeof stored !== 'object' || stored === null) return EMPTY_LEDGER;
  const { windowStart, count, recent } = stored as Record<string, unknown>;
  if (typeof windowStart !== 'number' || typeof count !== 'number') return EMPTY_LEDGER;
  const kept: NoticeLedger['recent'] = {};
  if (typeof recent === 'object' && recent !== null) {
    for (const [key, value] of Object.entries(recent as Record<string, unknown>)) {
      const { id, at } = (value ?? {}) as Record<string, unknown>;
      if (typeof id === 'string' && typeof at === 'number') kept[key] = { id, at };
    }
  }
  return { windowStart, count, recent: kept };
}

/** What makes two notices repeats of each other: kind, board and card (`type|board|card`). */
export function collapseKey(entry: Pick<InboxEntry, 'type' | 'boardId' | 'cardId'>): string {
  return `${entry.type}|${entry.boardId}|${entry.cardId ?? ''}`;
}

/**
 * The decision for notice `entryId` with collapse key `key` at `now` (epoch ms) given `ledger`, and the ledger to
 * store after it: a repeat within COLLAPSE_MS collapses (not counted); otherwise a new notice is created while the
 * window has room and dropped when it has none. Stale `recent` entries are left out of the next ledger, so it
 * holds at most NOTICES_PER_WINDOW × COLLAPSE_MS / NOTICE_WINDOW_MS keys.
 */
export function decideNotice(
  ledger: NoticeLedger,
  key: string,
  entryId: string,
  now: number,
): { decision: NoticeDecision; next: NoticeLedger } {
  const recent = Object.fromEntries(
    Object.entries(ledger.recent).filter(([, r]) => now - r.at < COLLAPSE_MS && r.at <= now),
  );
  const earlier = recent[key];
  const fresh = now - ledger.windowStart >= NOTICE_WINDOW_MS || now < ledger.windowStart;
  const windowStart = fresh ? now : ledger.windowStart;
  const count = fresh ? 0 : ledger.count;
  if (earlier) {
    return { decision: { kind: 'collapse', id: earlier.id }, next: { windowStart, count, recent } };
  }
  if (count >= NOTICES_PER_WINDOW)
    return { decision: { kind: 'drop' }, next: { windowStart, count, recent } };
  return {
    decision: { kind: 'create' },
    next: countCreated({ windowStart, count, recent }, key, entryId, now),
  };
}

/**
 * `ledger` after notice `entryId` with collapse key `key` was created at `now` (epoch ms): one more in its window,
 * and open to collapsing repeats. decideNotice's `create` gives this already; the server also calls it when a
 * `collapse` found the earlier notice deleted and created the new one instead.
 */
export function countCreated(ledger: NoticeLedger, key: string, entryId: string, now: number): NoticeLedger {
  return {
    ...ledger,
    count: ledger.count + 1,
    recent: { ...ledger.recent, [key]: { id: entryId, at: now } },
  };
}
