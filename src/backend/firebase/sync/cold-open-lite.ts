/**
 * The `lite` cold open (a variant measured by bench:firebase-open, cold-open.ts): the board's documents by plain
 * queries through `firebase/firestore/lite`, which answers over REST with no cache. Rules apply as to any client.
 */
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  type Firestore,
} from 'firebase/firestore/lite';
import { docPaths } from '../../../domain/sync/paths';
import { millisOfLite } from './lite-values';
import { toFirebaseAppError } from '../errors';
import { EMULATORS } from '../config';
import { copyOf, type ColdOpen, type ColdOpenDeps } from './cold-open';

let lite: Firestore | null = null;

/** The app's Lite Firestore, pointed at the emulator in `emulator` mode. */
export function liteOf({ app, emulated }: ColdOpenDeps): Firestore {
  if (!lite) {
    lite = getFirestore(app);
    if (emulated) connectFirestoreEmulator(lite, EMULATORS.host, EMULATORS.firestore);
  }
  return lite;
}

/** Cold open through the Lite SDK. */
export function byLite(deps: ColdOpenDeps): ColdOpen {
  return async (boardId) => {
    const db = liteOf(deps);
    try {
      const [board, lists, cards] = await Promise.all([
        getDoc(doc(db, docPaths.board(boardId))),
        getDocs(collection(db, 'boards', boardId, 'lists')),
        getDocs(collection(db, 'boards', boardId, 'cards')),
      ]);
      return copyOf(boardId, {
        readTime: 0,
        board: millisOfLite(board.data() ?? {}),
        lists: lists.docs.map((d) => [d.id, millisOfLite(d.data())]),
        cards: cards.docs.map((d) => [d.id, millisOfLite(d.data())]),
      });
    } catch (e) {
      throw toFirebaseAppError(e);
    }
  };
}
