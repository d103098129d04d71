/**
 * A public board kept current for a reader (issue 27 item 1). Its lists and cards: what `boardSnapshot` answered,
 * then what changed since, from three listeners as a member's device has them (sync/board-sync.ts) — lists and
 * cards by `updatedAt`, deletions by the board's tombstones — from the answer's read time (sync/delta-queries.ts,
 * which the member's device uses too). Its activity feed, when the board shows it. Held
 * in memory only: the reader may have no account. The listeners run while a view watches; firestore.rules let
 * anyone read these while the board is public.
 */
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  type Firestore,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { AppError } from '../../domain/errors';
import type { Activity, Board, Card, List } from '../../domain/model';
import { docPaths } from '../../domain/sync/paths';
import { compareRank } from '../../domain/ordering';
import type { Observer } from '../ports';
import { millisOf } from './convert';
import { toFirebaseAppError } from './errors';
import { onFirestore } from './on-firestore';
import { deltaQueries, type DeltaKind } from './sync/delta-queries';
import { rowOf } from './sync/rows';

/** A public board's open lists and cards as they change, for the read-only port's `watchLists` and `watchCards`. */
export interface LiveRows {
  watchLists(observer: Observer<List[]>): Unsubscribe;
  watchCards(observer: Observer<Card[]>): Unsubscribe;
}

/**
 * Lists and cards of public board `boardId`, starting from `lists` and `cards` as read at `readTime` (server ms)
 * and kept current through `firestore` (resolved once a view watches); never from before `importedAt` (server ms,
 * 0 for none): nothing of an import changes before it ends, so a board opened right after its import is not read
 * twice. `shown` turns a card into what the reader sees (comment counts hidden when the board hides its
 * comments). A listener's refusal (the board made private) reaches every observer as its `AppError`.
 */
export function liveRows(
  firestore: () => Promise<Firestore>,
  boardId: string,
  start: { lists: readonly List[]; cards: readonly Card[]; readTime: number; importedAt: number },
  shown: (card: Card) => Card,
): LiveRows {
  const lists = new Map(start.lists.map((list) => [list.id, list]));
  const cards = new Map(start.cards.map((card) => [card.id, card]));
  const listObservers = new Set<Observer<List[]>>();
  const cardObservers = new Set<Observer<Card[]>>();

  const openLists = () => [...lists.values()].filter((list) => list.archivedAt === null).sort(compareRank);
  const openCards = () => [...cards.values()].filter((card) => card.archivedAt === null).map(shown);
  const tell = () => {
    if (listObservers.size > 0) {
      const data = openLists();
      for (const o of listObservers) o.next({ data, pending: false, fromCache: false });
    }
    if (cardObservers.size > 0) {
      const data = openCards();
      for (const o of cardObservers) o.next({ data, pending: false, fromCache: false });
    }
  };
  const fail = (error: AppError) => {
    for (const o of [...listObservers, ...cardObservers]) o.error(error);
  };

  /** One snapshot's changes into the maps. A document that does not parse leaves the row as it was. */
  const received = (kind: DeltaKind, snapshot: QuerySnapshot) => {
    let changed = false;
    for (const { type, doc } of snapshot.docChanges()) {
      const data = millisOf(doc.data({ serverTimestamps: 'estimate' }));
      if (kind === 'tombstones') {
        if (type === 'removed') continue;
        const rows: Map<string, List | Card> | null =
          data.kind === 'list' ? lists : data.kind === 'card' ? cards : null;
        const row = rows?.get(doc.id);
        // A row changed after its tombstone is a later document with the same id (a card moved away and back).
        if (rows && row && row.updatedAt <= Number(data.deletedAt)) changed = rows.delete(doc.id) || changed;
        continue;
      }
      const rows: Map<string, List | Card> = kind === 'lists' ? lists : cards;
      // For a reader, who writes nothing, a document leaves an `updatedAt >` query only by being deleted.
      if (type === 'removed') {
        changed = rows.delete(doc.id) || changed;
        continue;
      }
      const row = rowOf(doc.ref.path, data) as List | Card | null;
      if (row) {
        rows.set(doc.id, row);
        changed = true;
      }
    }
    if (changed) tell();
  };

  let stop: Unsubscribe | null = null;
  const listen = () => {
    stop ??= onFirestore(
      firestore,
      (db) => {
        const stops = deltaQueries(db, boardId, start.readTime, start.importedAt).map(
          ({ kind, query: delta }) =>
            onSnapshot(
              delta,
              (snapshot) => received(kind, snapshot),
              (error) => fail(toFirebaseAppError(error)),
            ),
        );
        return () => {
          for (const each of stops) each();
        };
      },
      fail,
    );
  };
  const unwatch = () => {
    if (listObservers.size + cardObservers.size > 0) return;
    stop?.();
    stop = null;
  };

  /** Adds `observer` to `set`, tells it what is known once it has its unsubscribe function, and listens. */
  function watch<T>(set: Set<Observer<T>>, observer: Observer<T>, now: () => T): Unsubscribe {
    set.add(observer);
    queueMicrotask(() => {
      if (set.has(observer)) observer.next({ data: now(), pending: false, fromCache: false });
    });
    listen();
    return () => {
      set.delete(observer);
      unwatch();
    };
  }

  return {
    watchLists: (observer) => watch(listObservers, observer, openLists),
    watchCards: (observer) => watch(cardObservers, observer, openCards),
  };
}

/**
 * The latest `count` activity entries of public board `boardId`, newest first, as they come (the query a member's
 * device syncs: sync/network.ts `syncActivity`). firestore.rules let a reader have them only while the board shows
 * its comments (`canViewTalk`); otherwise the listener's refusal reaches `observer`. An entry that does not parse is
 * left out.
 */
export function watchActivityFeed(
  firestore: () => Promise<Firestore>,
  boardId: string,
  count: number,
  observer: Observer<Activity[]>,
): Unsubscribe {
  return onFirestore(
    firestore,
    (db) =>
      onSnapshot(
        query(collection(db, 'boards', boardId, 'activity'), orderBy('createdAt', 'desc'), limit(count)),
        (snapshot) => {
          const entries: Activity[] = [];
          for (const doc of snapshot.docs) {
            const row = rowOf(doc.ref.path, millisOf(doc.data({ serverTimestamps: 'estimate' })));
            if (row) entries.push(row as Activity);
          }
          observer.next({ data: entries, pending: false, fromCache: snapshot.metadata.fromCache });
        },
        (error) => observer.error(toFirebaseAppError(error)),
      ),
    (error) => observer.error(error),
  );
}

/**
 * Public board `boardId`'s document as it changes, through `firestore` (PublicBoardRead.watchBoard): fails with
 * `permission-denied` once the board is private again.
 */
export function watchBoardDoc(
  firestore: () => Promise<Firestore>,
  boardId: string,
  observer: Observer<Board | null>,
): Unsubscribe {
  return onFirestore(
    firestore,
    (db) =>
      onSnapshot(
        doc(db, docPaths.board(boardId)),
        (snapshot) => {
          const data = snapshot.data({ serverTimestamps: 'estimate' });
          const board = data ? (rowOf(docPaths.board(boardId), millisOf(data)) as Board | null) : null;
          // A board made private again reads as refused; one that no longer says public is the same to a reader.
          if (board && !board.publicView) {
            observer.error(new AppError('permission-denied', 'This board is no longer public.'));
            return;
          }
          observer.next({ data: board, pending: false, fromCache: snapshot.metadata.fromCache });
        },
        (error) => observer.error(toFirebaseAppError(error)),
      ),
    (error) => observer.error(error),
  );
}
