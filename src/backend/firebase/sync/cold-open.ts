/**
 * A whole board for a replica that has no copy of it (docs/sync.md, "cold open"): the board, every list and card,
 * and the server time they were read at, as the replica's rows. How it is fetched is chosen at build time
 * (VITE_LANES_COLD_OPEN, measured by `npm run bench:firebase-open`; bench/README.md has the figures):
 * - `snapshot` (shipped): the `boardSnapshot` callable, one gzip-compressed answer (functions/src/board-snapshot.ts);
 * - `sdk`: plain queries through the app's Firestore (memory cache);
 * - `lite`: the same queries through `firebase/firestore/lite` (REST, no cache).
 */
import { collection, doc, getDocFromServer, getDocsFromServer, type Firestore } from 'firebase/firestore';
import { docPaths } from '../../../domain/sync/paths';
import { millisOf } from '../convert';
import { toFirebaseAppError } from '../errors';
import { bySnapshot, copyOf, type ColdOpen, type SnapshotDeps } from './snapshot-copy';

export { copyOf, type BoardCopy, type ColdOpen } from './snapshot-copy';

/** Where the cold open reaches Firebase. */
export interface ColdOpenDeps extends SnapshotDeps {
  db: Firestore;
}

const MODE = (import.meta.env as Record<string, unknown>).VITE_LANES_COLD_OPEN;

/** Cold open by plain queries through the app's Firestore. */
function bySdk({ db }: ColdOpenDeps): ColdOpen {
  return async (boardId) => {
    try {
      const [board, lists, cards] = await Promise.all([
        getDocFromServer(doc(db, docPaths.board(boardId))),
        getDocsFromServer(collection(db, 'boards', boardId, 'lists')),
        getDocsFromServer(collection(db, 'boards', boardId, 'cards')),
      ]);
      const data = board.data();
      const fields = (d: { id: string; data: () => Record<string, unknown> }) =>
        [d.id, millisOf(d.data())] as const;
      return copyOf(boardId, {
        readTime: 0,
        board: data ? millisOf(data) : {},
        lists: lists.docs.map((d) => [...fields(d)]),
        cards: cards.docs.map((d) => [...fields(d)]),
      });
    } catch (e) {
      throw toFirebaseAppError(e);
    }
  };
}

/** The cold open this build ships (or measures). */
export function coldOpen(deps: ColdOpenDeps): ColdOpen {
  if (MODE === 'sdk') return bySdk(deps);
  if (MODE === 'lite') return async (boardId) => (await import('./cold-open-lite')).byLite(deps)(boardId);
  return bySnapshot(deps);
}
