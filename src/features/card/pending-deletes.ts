/**
 * Attachment deletes waiting out their Undo window: the row disappears at once, the delete itself runs after
 * TOAST_MS (the toast's lifetime) unless Undo was pressed. Kept outside React, so closing the dialog does not
 * cancel a delete the person asked for.
 */
import { useSyncExternalStore } from 'react';
import { TOAST_MS } from '../../ui/toast';

const timers = new Map<string, ReturnType<typeof setTimeout>>();
// Hidden rows: pending ones, and deleted ones until their record's removal reaches the list (no flash back).
const hidden = new Set<string>();
const listeners = new Set<() => void>();
let pending: ReadonlySet<string> = new Set();

function changed(): void {
  pending = new Set(hidden);
  for (const listener of [...listeners]) listener();
}

/** Schedules `run` for attachment `id` in TOAST_MS (ms); `onError` hears a failure (the row comes back). */
export function scheduleDelete(id: string, run: () => Promise<void>, onError: (e: unknown) => void): void {
  if (timers.has(id)) return;
  hidden.add(id);
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      run().catch((e: unknown) => {
        hidden.delete(id);
        changed();
        onError(e);
      });
    }, TOAST_MS),
  );
  changed();
}

/** Undo: the delete of `id` does not happen. */
export function undoDelete(id: string): void {
  const timer = timers.get(id);
  if (timer === undefined) return;
  clearTimeout(timer);
  timers.delete(id);
  hidden.delete(id);
  changed();
}

/** Ids of attachments whose delete is pending, re-rendering when that changes. */
export function usePendingDeletes(): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => pending,
  );
}
