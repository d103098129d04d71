/**
 * When to remind a person in local mode to export their boards (issue 28 item 2). Their boards live only in this
 * browser; without persistent storage the browser may clear them under storage pressure. Pure.
 */

/**
 * Days without an export after which the reminder shows: a week, so at most a week of work is at risk, and rare
 * enough to stay a reminder rather than a nag. Lanes' own choice (the issue leaves N to us).
 */
export const EXPORT_REMINDER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the reminder depends on; times in epoch ms, null when it never happened. */
export interface ReminderFacts {
  /** Whether the browser granted persistent storage (null: not known, e.g. no Storage API). */
  persisted: boolean | null;
  /** When every board was last exported from this device. */
  lastExportAt: number | null;
  /** When the person last put the reminder off ("Later"). */
  snoozedAt: number | null;
  /** When the oldest of their boards was created; null when they have none (nothing to lose). */
  oldestBoardAt: number | null;
  now: number;
}

/**
 * Whether the reminder shows: storage not granted as persistent, at least one board, and EXPORT_REMINDER_DAYS or
 * more since the latest of: the last export, the last "Later", the oldest board's creation (when never exported).
 */
export function exportReminderDue(facts: ReminderFacts): boolean {
  if (facts.persisted === true || facts.oldestBoardAt === null) return false;
  const since = Math.max(facts.lastExportAt ?? facts.oldestBoardAt, facts.snoozedAt ?? 0);
  return facts.now - since >= EXPORT_REMINDER_DAYS * DAY_MS;
}
