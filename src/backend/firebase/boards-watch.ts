/**
 * The subscriptions of the Firebase BoardsPort (docs/sync.md): read from the account's replica with the local
 * adapter's own subscriptions (one read path for both adapters), while the replica's syncs keep it current — the
 * boards list from the account's boards listener, a board's lists and cards from its board sync, a card's comments
 * and attachments and a board's activity from listeners started while something shows them. Snapshots say
 * `fromCache` until the board's listeners hear from the server, and `pendingCount`: the board's changes waiting in
 * the outbox.
 */
import { AppError } from '../../domain/errors';
import { openLists, readableBoard, createBoardWatchers as replicaWatchers } from '../local/boards-watch';
import { isOpenOn } from '../local/watch-cards';
import { onTableChange } from '../local/replica/changes';
import { pendingCards, pendingDocs, type PendingDocs } from '../local/replica/pending';
import type { Board } from '../../domain/model';
import { docPaths } from '../../domain/sync/paths';
import type { BoardsPort, Observer, Snapshot, Unsubscribe } from '../ports';
import type { Access } from './access';
import type { BoardRows } from './sync/board-status';
import type { CollectionSync } from './sync/collection-sync';
import type { Network } from './sync/network';
import type { ReplicaSession } from './sync/session';
import { markPainted } from './sync/first-paint';

type Watchers = Pick<
  BoardsPort,
  | 'watchBoards'
  | 'watchArchivedBoards'
  | 'watchBoard'
  | 'watchLists'
  | 'watchCards'
  | 'watchArchivedLists'
  | 'watchArchivedCards'
  | 'watchComments'
  | 'watchAttachments'
  | 'watchActivity'
>;

/** A subscription that fails at once with `unauthenticated` (nobody signed in). */
function signedOut<T>(observer: Observer<T>): Unsubscribe {
  let open = true;
  queueMicrotask(() => {
    if (open) observer.error(new AppError('unauthenticated', 'Sign in to see boards.'));
  });
  return () => {
    open = false;
  };
}

/** The subscriptions half of the Firebase BoardsPort, for the user signed in when each starts. */
export function createBoardWatchers(a: Access): Watchers {
  const local = new WeakMap<ReplicaSession, Watchers>();
  const localOf = (session: ReplicaSession): Watchers => {
    let watchers = local.get(session);
    if (!watchers) {
      const { replica } = session;
      watchers = replicaWatchers(replica, a.currentUser, (boardId) => ({
        tables: [replica.held],
        read: () => pendingCards(replica, boardId),
      }));
      local.set(session, watchers);
    }
    return watchers;
  };

  /**
   * Subscribes to the replica (`subscribe`) below board `boardId` once the replica holds the board (synced before,
   * or copied now), with the sync's state as metadata and `pendingCount` the documents of `kind` this device changed
   * and the server has not confirmed (pending.ts). When the board cannot be
   * had, `gone` answers (watchBoard: null) or the subscription fails (`permission-denied`, `unavailable`).
   */
  function onBoard<T>(
    boardId: string,
    observer: Observer<T>,
    kind: keyof PendingDocs | null,
    subscribe: (watchers: Watchers, inner: Observer<T>) => Unsubscribe,
    gone?: () => void,
    preview?: (rows: BoardRows, uid: string) => T | undefined,
  ): Unsubscribe {
    const session = a.replicas.current();
    if (!session) return signedOut(observer);
    const { sync, release } = session.board(boardId);
    let closed = false;
    let stop: Unsubscribe | null = null;
    let last: Snapshot<T> | null = null;
    let pending = 0;
    // Counted per data snapshot; a count finished after a newer snapshot came is for that one only if it is last.
    let counted: Snapshot<T> | null = null;
    const emit = () => {
      if (closed || !last || (kind && counted !== last)) return;
      observer.next({ ...last, fromCache: !sync.status.live, pending: pending > 0, pendingCount: pending });
      if (kind === 'cards') markPainted();
    };
    const received = (snapshot: Snapshot<T>) => {
      last = snapshot;
      // With the pending count of the same moment, so a snapshot never says a change is confirmed that is not:
      // read with the data where the replica's subscription does so (a board's cards), else read now.
      if (kind && snapshot.pendingCount !== undefined) {
        pending = snapshot.pendingCount;
        counted = snapshot;
        emit();
      } else if (kind) void count();
      else emit();
    };
    let previewed = false;
    /**
     * A first open's copy, shown while the replica stores it. Nothing of the board can be pending here yet, and
     * the count would wait for the store's transaction (it holds the `held` table).
     */
    const showPreview = () => {
      const rows = sync.status.preview;
      const uid = a.currentUser()?.uid;
      if (previewed || stop || closed || !rows || !preview || !uid) return;
      const data = preview(rows, uid);
      if (data === undefined) return;
      previewed = true;
      last = { data, pending: false, fromCache: true, pendingCount: 0 };
      counted = last;
      pending = 0;
      emit();
    };
    const start = () => {
      if (stop || closed) return;
      stop = subscribe(localOf(session), {
        next: received,
        error: (error) => {
          if (!closed) observer.error(error);
        },
      });
    };
    const decide = () => {
      const { ready, error } = sync.status;
      if (ready) start();
      else if (error && !closed && !stop) {
        closed = true;
        // Gone for this account (not a member, deleted) or not to be had here (offline, never synced). Firestore
        // cannot tell a missing board from another's: both are `permission-denied`, as the rules answer.
        if (gone && error.code !== 'unavailable') gone();
        else
          observer.error(
            error.code === 'unavailable'
              ? error
              : new AppError('permission-denied', 'You are not a member of this board.'),
          );
      } else showPreview();
    };
    const unwatchSync = sync.watch(() => {
      decide();
      emit();
    });
    const count = async () => {
      if (!kind) return;
      const at = last;
      // A board's cards: the count its cards' snapshots carry (keys only; pendingDocs reads whole rows and, with
      // the board's tally queued, walks the outbox).
      const n =
        kind === 'cards'
          ? await pendingCards(session.replica, boardId)
          : (await pendingDocs(session.replica, boardId))[kind];
      if (at !== last) return;
      pending = n;
      counted = at;
      emit();
    };
    const unwatchOutbox = onTableChange(session.replica, 'held', () => void count());
    void count();
    decide();
    return () => {
      closed = true;
      stop?.();
      unwatchSync();
      unwatchOutbox();
      release();
    };
  }

  /**
   * Subscribes to the replica while `key`'s listener (`start`) keeps it current: at once when the replica holds
   * rows for it already (`holds`), else once the listener's first answer is in.
   */
  function following<T>(
    key: (session: ReplicaSession) => {
      key: string;
      start: (network: Network) => CollectionSync;
      holds: () => Promise<boolean>;
    },
    observer: Observer<T>,
    subscribe: (watchers: Watchers, inner: Observer<T>) => Unsubscribe,
  ): Unsubscribe {
    const session = a.replicas.current();
    if (!session) return signedOut(observer);
    const follow = key(session);
    const { ready, unfollow } = session.follow(follow.key, follow.start);
    let closed = false;
    let stop: Unsubscribe | null = null;
    const start = () => {
      if (closed || stop) return;
      // A board this replica does not hold is refused as Firestore's rules refuse it: `permission-denied`.
      stop = subscribe(localOf(session), {
        next: (snapshot) => observer.next(snapshot),
        error: (error) =>
          observer.error(
            error.code === 'not-found'
              ? new AppError('permission-denied', 'You are not a member of this board.')
              : error,
          ),
      });
    };
    void follow.holds().then((yes) => (yes ? start() : undefined));
    void ready.then(start);
    return () => {
      closed = true;
      stop?.();
      unfollow();
    };
  }

  /**
   * The boards list: at once from a replica that has boards, else once the account's boards listener answered;
   * `fromCache` until it has heard from the server, `pendingCount` the boards changed here and not yet confirmed.
   */
  function boardsList(
    observer: Observer<Board[]>,
    subscribe: (w: Watchers, o: Observer<Board[]>) => Unsubscribe,
  ) {
    const session = a.replicas.current();
    if (!session) return signedOut(observer);
    let closed = false;
    let stop: Unsubscribe | null = null;
    let last: Snapshot<Board[]> | null = null;
    const emit = async () => {
      if (closed || !last) return;
      const held = new Set(await session.replica.held.toCollection().primaryKeys());
      const pending = last.data.filter((board) => held.has(docPaths.board(board.id))).length;
      const fromCache = !session.boardsLive();
      if (closed) return;
      observer.next({ ...last, pending: pending > 0, pendingCount: pending, fromCache });
      markPainted();
    };
    const start = () => {
      if (closed || stop) return;
      stop = subscribe(localOf(session), {
        next: (snapshot) => {
          last = snapshot;
          void emit();
        },
        error: (error) => observer.error(error),
      });
    };
    // Boards held here show at once; with none, the account's boards listener is waited for (and started now).
    void session.replica.boards.count().then((n) => (n > 0 ? start() : session.boardsReady.then(start)));
    const unwatch = onTableChange(session.replica, 'held', () => void emit());
    return () => {
      closed = true;
      stop?.();
      unwatch();
    };
  }

  return {
    watchBoards: (observer) => boardsList(observer, (w, o) => w.watchBoards(o)),
    watchArchivedBoards: (observer) => boardsList(observer, (w, o) => w.watchArchivedBoards(o)),
    watchBoard: (boardId, observer) =>
      onBoard(
        boardId,
        observer,
        'board',
        (w, o) => w.watchBoard(boardId, o),
        () => observer.next({ data: null, pending: false, fromCache: false, pendingCount: 0 }),
        (rows, uid) => readableBoard(rows.board, uid) ?? undefined,
      ),
    watchLists: (boardId, observer) =>
      onBoard(
        boardId,
        observer,
        'lists',
        (w, o) => w.watchLists(boardId, o),
        undefined,
        (rows, uid) => (readableBoard(rows.board, uid) ? openLists(rows.lists) : undefined),
      ),
    watchCards: (boardId, observer) =>
      onBoard(
        boardId,
        observer,
        'cards',
        (w, o) => w.watchCards(boardId, o),
        undefined,
        (rows, uid) =>
          readableBoard(rows.board, uid) ? rows.cards.filter((card) => isOpenOn(card, boardId)) : undefined,
      ),
    watchArchivedLists: (boardId, observer) =>
      onBoard(boardId, observer, null, (w, o) => w.watchArchivedLists(boardId, o)),
    watchArchivedCards: (boardId, observer) =>
      onBoard(boardId, observer, null, (w, o) => w.watchArchivedCards(boardId, o)),

    watchComments(boardId, cardId, observer) {
      return following(
        (s) => ({
          key: `comments/${boardId}/${cardId}`,
          holds: async () => (await s.replica.comments.where({ boardId, cardId }).count()) > 0,
          start: (network) => network.syncCardChildren('comments', boardId, cardId),
        }),
        observer,
        (w, o) => w.watchComments(boardId, cardId, o),
      );
    },

    watchAttachments(boardId, cardId, observer) {
      return following(
        (s) => ({
          key: `attachments/${boardId}/${cardId}`,
          holds: async () => (await s.replica.attachments.where({ boardId, cardId }).count()) > 0,
          start: (network) => network.syncCardChildren('attachments', boardId, cardId),
        }),
        observer,
        (w, o) => w.watchAttachments(boardId, cardId, o),
      );
    },

    watchActivity(boardId, count, observer) {
      const n = Math.max(0, Math.floor(count));
      return following(
        (s) => ({
          key: `activity/${boardId}/${n}`,
          holds: async () =>
            n === 0 || (await s.replica.activity.where('boardId').equals(boardId).count()) > 0,
          start: (network) =>
            n === 0 ? { ready: Promise.resolve(), stop: () => undefined } : network.syncActivity(boardId, n),
        }),
        observer,
        (w, o) => w.watchActivity(boardId, n, o),
      );
    },
  };
}
