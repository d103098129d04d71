// The export reminder of local mode (issue 28 item 2): after 7 days without an export, unless storage is kept.
import { describe, expect, it } from 'vitest';
import { EXPORT_REMINDER_DAYS, exportReminderDue, type ReminderFacts } from './export-reminder';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 27, 12);
const facts = (over: Partial<ReminderFacts>): ReminderFacts => ({
  persisted: false,
  lastExportAt: null,
  snoozedAt: null,
  oldestBoardAt: NOW - 30 * DAY,
  now: NOW,
  ...over,
});

describe('the export reminder', () => {
  it('is a week', () => expect(EXPORT_REMINDER_DAYS).toBe(7));

  it('shows 7 days after the last export, not a minute before', () => {
    expect(exportReminderDue(facts({ lastExportAt: NOW - 7 * DAY }))).toBe(true);
    expect(exportReminderDue(facts({ lastExportAt: NOW - 7 * DAY + 60_000 }))).toBe(false);
  });

  it('counts from the oldest board when nothing was ever exported', () => {
    expect(exportReminderDue(facts({ oldestBoardAt: NOW - 8 * DAY }))).toBe(true);
    expect(exportReminderDue(facts({ oldestBoardAt: NOW - 2 * DAY }))).toBe(false);
  });

  it('"Later" puts it off for another 7 days', () => {
    expect(exportReminderDue(facts({ snoozedAt: NOW - 6 * DAY }))).toBe(false);
    expect(exportReminderDue(facts({ snoozedAt: NOW - 7 * DAY }))).toBe(true);
  });

  it('never shows when the storage is kept, or when there is no board to lose', () => {
    expect(exportReminderDue(facts({ persisted: true }))).toBe(false);
    expect(exportReminderDue(facts({ oldestBoardAt: null }))).toBe(false);
  });

  it('shows when the browser cannot say whether storage is kept (no Storage API)', () => {
    expect(exportReminderDue(facts({ persisted: null }))).toBe(true);
  });
});
