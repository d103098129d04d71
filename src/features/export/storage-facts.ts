/**
 * What this device knows about keeping local mode's boards: whether the browser keeps the storage for good
 * (`navigator.storage.persisted()`), how much is used (`navigator.storage.estimate()`), and, in localStorage, when
 * every board was last exported and when the reminder was last put off (domain/export/export-reminder.ts).
 */

const LAST_EXPORT_KEY = 'lanes:last-export-all';
const SNOOZED_KEY = 'lanes:export-reminder-snoozed';

/** The browser's storage state; null where the Storage API is missing or fails. */
export interface StorageState {
  persisted: boolean | null;
  /** Bytes used by this origin, and the quota the browser allows it (estimates, per the Storage Standard). */
  usage: number | null;
  quota: number | null;
}

/** Reads the storage state; never rejects. */
export async function readStorageState(): Promise<StorageState> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage) return { persisted: null, usage: null, quota: null };
  const [persisted, estimate] = await Promise.all([
    storage.persisted().catch(() => null),
    storage.estimate().catch(() => null),
  ]);
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

/** Asks the browser again to keep the storage; resolves with its answer (false where there is no Storage API). */
export async function requestPersistence(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  return storage ? storage.persist().catch(() => false) : false;
}

function readTime(key: string): number | null {
  try {
    const value = Number(localStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeTime(key: string, at: number): void {
  try {
    localStorage.setItem(key, String(at));
  } catch {
    // Storage refused (private mode, full): the reminder then counts from the oldest board, which is only earlier.
  }
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

/** Calls `listener` when an export or a "Later" is recorded; returns the unsubscribe. */
export function onExportFacts(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** When every board was last exported from this device (epoch ms), or null. */
export const lastExportAt = () => readTime(LAST_EXPORT_KEY);
/** When the reminder was last put off (epoch ms), or null. */
export const snoozedAt = () => readTime(SNOOZED_KEY);
/** Records an export of every board at `at` (epoch ms). */
export const recordExport = (at: number) => writeTime(LAST_EXPORT_KEY, at);
/** Records "Later" on the reminder at `at` (epoch ms). */
export const snoozeReminder = (at: number) => writeTime(SNOOZED_KEY, at);
