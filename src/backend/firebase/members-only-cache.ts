/**
 * Firestore's cache is one per browser profile and project, shared by every account that signs in there and by
 * every tab (persistentMultipleTabManager) — and README promises two tabs can be two accounts. A listener's first
 * snapshot comes from that cache before the server answers, so without a check the next person on a shared
 * computer would see the previous person's lists and cards (for a board URL still in the history) until the
 * server refused. Clearing the cache at sign-out cannot close this: clearIndexedDbPersistence fails while any
 * other tab holds it, and two tabs of two accounts hold it at the same time.
 *
 * So a board's cached documents are shown only to a member of that board according to the cached board itself:
 * the same rule as firestore.rules' `canRead`, applied to what the cache holds. What the server sends is always
 * delivered (it has checked the rules); once it has answered, later cache snapshots (offline) are delivered too.
 */
import { getDocFromCache, type Firestore } from 'firebase/firestore';
import { boardSchema } from '../../domain/model';
import { can } from '../../domain/permissions';
import type { Observer, Snapshot } from '../ports';
import { fromDoc } from './convert';
import { boardRef } from './paths';

/** True when the cached copy of board `boardId` lets `uid` read it; false when it does not or is not cached. */
async function cachedMember(db: Firestore, boardId: string, uid: string): Promise<boolean> {
  try {
    const board = fromDoc(boardSchema, await getDocFromCache(boardRef(db, boardId)), { id: boardId });
    return board !== null && can(board.roles[uid], 'board.read');
  } catch {
    return false;
  }
}

/**
 * Wraps `observer` of a listener below board `boardId` for user `uid`: cache snapshots wait for the cached board
 * to show `uid` as a member (held back, the latest one delivered when it does; dropped when it does not), server
 * snapshots pass at once. Call `close()` when the listener stops.
 */
export function membersOnlyFromCache<T>(
  db: Firestore,
  boardId: string,
  uid: string,
  observer: Observer<T>,
): { observer: Observer<T>; close: () => void } {
  let open = true;
  let member: boolean | null = null;
  let serverSeen = false;
  let held: Snapshot<T> | null = null;
  void cachedMember(db, boardId, uid).then((yes) => {
    member = yes;
    if (open && yes && held) observer.next(held);
    held = null;
  });
  return {
    observer: {
      next: (snapshot) => {
        if (!snapshot.fromCache) serverSeen = true;
        if (serverSeen || member === true) {
          held = null;
          observer.next(snapshot);
        } else if (member === null) held = snapshot;
      },
      error: (error) => observer.error(error),
    },
    close: () => {
      open = false;
      held = null;
    },
  };
}
