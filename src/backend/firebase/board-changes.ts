/**
 * A board's own unconfirmed changes. Opening, archiving or deleting a list or card also moves the board's tally
 * (writes.ts `countOnBoard`, issue 15 item 4) in the same batch, so the board document carries pending writes
 * that are that list's or card's change, not the board's: one card added offline is one unsynced change, not two.
 */
import type { Board } from '../../domain/model';
import type { Observer } from '../ports';

/**
 * Wraps `observer` of one board so a snapshot counts as pending (`pending`, `pendingCount` 1) only when the board
 * as Lanes shows it (the converted model, which has no tally) differs from the last version the server confirmed;
 * a board never confirmed yet (created on this device, offline) is pending while it has pending writes.
 */
export function boardOwnChanges(observer: Observer<Board | null>): Observer<Board | null> {
  let confirmed: string | undefined;
  return {
    next(snapshot) {
      const shown = JSON.stringify(snapshot.data);
      if (!snapshot.pending) {
        confirmed = shown;
        observer.next(snapshot);
        return;
      }
      const own = shown !== confirmed;
      observer.next({ ...snapshot, pending: own, pendingCount: own ? 1 : 0 });
    },
    error: (e) => observer.error(e),
  };
}
