/**
 * The small collections of a board into the replica, while something shows them (docs/sync.md): a card's comments
 * and attachments (whole: a listener on the collection, and at its first server answer the replica's rows of that
 * card the server does not list are removed), and a board's latest activity (a window: entries that slide out of
 * it still exist, so nothing is removed).
 */
import { onSnapshot, type Query, type Unsubscribe } from 'firebase/firestore';
import type { LanesDb } from '../../local/db';
import { applyServerChanges, type ServerChange } from '../../local/replica/apply-server';
import { docPaths } from '../../../domain/sync/paths';
import { millisOf } from '../convert';
import { changeOf } from './rows';

/** Which rows of the replica a whole listener answers for: a card's comments or attachments. */
export interface WholeScope {
  table: 'comments' | 'attachments';
  boardId: string;
  cardId: string;
}

/** A running collection sync: `ready` resolves once its first answer is in the replica (or it failed). */
export interface CollectionSync {
  ready: Promise<void>;
  stop: Unsubscribe;
}

/** Listens to `q` and keeps `replica` in step; `whole` says which rows the query lists entirely. */
export function syncCollection(replica: LanesDb, q: Query, whole?: WholeScope): CollectionSync {
  let reconciled = false;
  let applying: Promise<void> = Promise.resolve();
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const stop = onSnapshot(
    q,
    { includeMetadataChanges: true },
    {
      next: (snapshot) => {
        const changes: ServerChange[] = [];
        for (const change of snapshot.docChanges()) {
          const { doc } = change;
          if (doc.metadata.hasPendingWrites) continue;
          if (change.type === 'removed') {
            if (whole) changes.push({ path: doc.ref.path, row: null });
            continue;
          }
          const next = changeOf(doc.ref.path, millisOf(doc.data({ serverTimestamps: 'estimate' })));
          if (next) changes.push(next);
        }
        const check = whole && !reconciled && !snapshot.metadata.fromCache;
        if (check) reconciled = true;
        const listed = new Set(snapshot.docs.map((d) => d.ref.path));
        applying = applying
          .then(async () => {
            if (check && whole) {
              const rows = await replica
                .table(whole.table)
                .where('[boardId+cardId]')
                .equals([whole.boardId, whole.cardId])
                .primaryKeys();
              const held = new Set(await replica.held.where('boardId').equals(whole.boardId).primaryKeys());
              const pathOf = whole.table === 'comments' ? docPaths.comment : docPaths.attachment;
              for (const id of rows) {
                const path = pathOf(whole.boardId, whole.cardId, String(id));
                if (!listed.has(path) && !held.has(path)) changes.push({ path, row: null });
              }
            }
            if (changes.length > 0) await applyServerChanges(replica, changes);
          })
          .catch((e: unknown) => console.error('Lanes: could not store changes', e))
          .finally(markReady);
      },
      error: (e) => {
        console.warn('Lanes: a listener stopped', e);
        markReady();
      },
    },
  );
  return { ready, stop };
}
