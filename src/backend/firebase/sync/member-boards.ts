/**
 * The boards of the signed-in account, into its replica (docs/sync.md): one listener on every board it is a member
 * of (open, archived, being imported), whole, since a board's tally and roles change without its `updatedAt`. A
 * board that leaves the listener (the account was removed, left, or the board was deleted: its tombstone has no
 * members) is forgotten with everything under it; so is, at the first answer from the server, every board of the
 * replica the server no longer lists (removed while this device was away).
 */
import { collection, onSnapshot, query, where, type Firestore, type Unsubscribe } from 'firebase/firestore';
import type { LanesDb } from '../../local/db';
import { applyServerChanges, type ServerChange } from '../../local/replica/apply-server';
import { forgetBoard } from '../../local/replica/board-state';
import { millisOf } from '../convert';
import { changeOf } from './rows';

/** The running listener; `ready` resolves at its first answer (from the server, or the replica when offline). */
export interface MemberBoards {
  /** Resolves once the replica's boards were checked against the server's list (or it is offline). */
  ready: Promise<void>;
  /** Whether the latest answer came from the server. */
  live(): boolean;
  stop: Unsubscribe;
}

/** Starts the listener for `uid`'s boards on `db`, keeping `replica` in step. */
export function syncMemberBoards(db: Firestore, replica: LanesDb, uid: string): MemberBoards {
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let reconciled = false;
  let live = false;
  let applying: Promise<void> = Promise.resolve();
  const stop = onSnapshot(
    query(collection(db, 'boards'), where('memberIds', 'array-contains', uid)),
    { includeMetadataChanges: true },
    {
      next: (snapshot) => {
        const changes: ServerChange[] = [];
        const gone: string[] = [];
        for (const change of snapshot.docChanges()) {
          const { doc } = change;
          if (doc.metadata.hasPendingWrites) continue;
          if (change.type === 'removed') gone.push(doc.id);
          else {
            const next = changeOf(doc.ref.path, millisOf(doc.data({ serverTimestamps: 'estimate' })));
            if (next) changes.push(next);
          }
        }
        const listed = new Set(snapshot.docs.map((d) => d.id));
        live = !snapshot.metadata.fromCache;
        const check = !snapshot.metadata.fromCache && !reconciled;
        if (check) reconciled = true;
        applying = applying
          .then(async () => {
            if (changes.length > 0) await applyServerChanges(replica, changes);
            if (check) {
              const mine = await replica.boards.where('memberIds').equals(uid).primaryKeys();
              // A board made here and not yet on the server is not gone.
              const unsent = new Set(await replica.outbox.orderBy('boardId').uniqueKeys());
              gone.push(...mine.filter((id) => !listed.has(id) && !unsent.has(id)));
            }
            for (const boardId of gone) await forgetBoard(replica, boardId);
          })
          .catch((e: unknown) => console.error('Lanes: could not store the boards list', e))
          .finally(() => {
            if (check || snapshot.metadata.fromCache) markReady();
          });
      },
      error: (e) => {
        console.warn('Lanes: the boards list stopped syncing', e);
        markReady();
      },
    },
  );
  return { ready, live: () => live, stop };
}
