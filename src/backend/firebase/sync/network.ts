/**
 * The network half of an account's replica (docs/sync.md): everything that talks to Firestore — the outbox pump,
 * the listener on the account's boards, the board syncs and the small collections' listeners, and the few reads
 * the commands make of the server. A chunk of its own with Firestore's SDK, loaded after start-up: the replica
 * (session.ts) paints the boards the device holds without it.
 */
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { Row } from '../../../domain/sync/writes';
import type { LanesDb } from '../../local/db';
import { millisOf } from '../convert';
import { firebaseCode, toFirebaseAppError } from '../errors';
import { BoardSync } from './board-sync';
import type { BoardSyncState } from './board-status';
import { coldOpen, type ColdOpenDeps } from './cold-open';
import { syncCollection, type CollectionSync } from './collection-sync';
import { syncMemberBoards, type MemberBoards } from './member-boards';
import { startPump, type OutboxPump } from './pump';
import { rowOf } from './rows';

/** A card of a list, as deleting the list needs it. */
export interface ListCard {
  id: string;
  title: string;
  open: boolean;
}

/** The network half of one account's replica. */
export interface Network {
  pump: OutboxPump;
  memberBoards: MemberBoards;
  /** Starts syncing board `boardId`, telling `state` how it goes; `stop()` the returned sync. */
  syncBoard(boardId: string, state: BoardSyncState): BoardSync;
  /** A card's comments or attachments, whole, into the replica. */
  syncCardChildren(kind: 'comments' | 'attachments', boardId: string, cardId: string): CollectionSync;
  /** A board's latest `count` activity entries into the replica. */
  syncActivity(boardId: string, count: number): CollectionSync;
  /** The server's version of the document at `path` (null: none). Throws AppError (`unavailable` offline). */
  readDoc(path: string): Promise<Row | null>;
  /** Open lists (`listId` undefined, kind 'lists') or cards of a board or list, counted by the server; null offline. */
  countOpen(kind: 'lists' | 'cards', boardId: string, listId?: string): Promise<number | null>;
  /** The paths of a card's comments and attachments on the server. Throws AppError. */
  cardChildren(boardId: string, cardId: string): Promise<string[]>;
  /** The cards of list `listId` on the server. Throws AppError. */
  cardsOfList(boardId: string, listId: string): Promise<ListCard[]>;
  /** Stops every listener and the pump. */
  stop(): void;
}

/** Starts the network half for `uid`'s `replica` on Firestore `db`. */
export function startNetwork(db: Firestore, replica: LanesDb, uid: string, deps: ColdOpenDeps): Network {
  const pump = startPump(db, replica);
  const memberBoards = syncMemberBoards(db, replica, uid);
  const open = coldOpen({ ...deps, db });
  const reading = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (e) {
      throw toFirebaseAppError(e);
    }
  };
  const count = async (q: Query) => {
    try {
      return (await getCountFromServer(q)).data().count;
    } catch (e) {
      if (firebaseCode(e) === 'unavailable') return null;
      throw toFirebaseAppError(e);
    }
  };
  return {
    pump,
    memberBoards,
    syncBoard: (boardId, state) => new BoardSync({ db, replica, coldOpen: open }, boardId, state),
    syncCardChildren: (kind, boardId, cardId) =>
      syncCollection(
        replica,
        query(collection(db, 'boards', boardId, 'cards', cardId, kind), orderBy('createdAt')),
        {
          table: kind,
          boardId,
          cardId,
        },
      ),
    syncActivity: (boardId, n) =>
      syncCollection(
        replica,
        query(collection(db, 'boards', boardId, 'activity'), orderBy('createdAt', 'desc'), limit(n)),
      ),
    readDoc: (path) =>
      reading(async () => {
        const data = (await getDoc(doc(db, path))).data({ serverTimestamps: 'estimate' });
        return data ? rowOf(path, millisOf(data)) : null;
      }),
    countOpen: (kind, boardId, listId) =>
      count(
        query(
          collection(db, 'boards', boardId, kind),
          ...(listId === undefined ? [] : [where('listId', '==', listId)]),
          where('archivedAt', '==', null),
        ),
      ),
    cardChildren: (boardId, cardId) =>
      reading(async () => {
        const card = doc(db, 'boards', boardId, 'cards', cardId);
        const [comments, attachments] = await Promise.all([
          getDocs(collection(card, 'comments')),
          getDocs(collection(card, 'attachments')),
        ]);
        return [...comments.docs, ...attachments.docs].map((d) => d.ref.path);
      }),
    cardsOfList: (boardId, listId) =>
      reading(async () => {
        const found = await getDocs(
          query(collection(db, 'boards', boardId, 'cards'), where('listId', '==', listId)),
        );
        return found.docs.map((d) => ({
          id: d.id,
          title: String(d.get('title') ?? ''),
          open: d.get('archivedAt') === null,
        }));
      }),
    stop() {
      pump.stop();
      memberBoards.stop();
    },
  };
}
