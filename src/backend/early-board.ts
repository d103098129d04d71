/**
 * A board's subscriptions started at start-up, before the board page mounts, and handed to the page when it
 * subscribes (issue 24). Reading 5,000 cards from IndexedDB takes 100–200 ms that no JavaScript of ours fills; the
 * page subscribes only once its chunk is loaded and it has rendered, so the read started at start-up runs while
 * the route's chunk loads and React renders the frame around it.
 *
 * Nothing is missed: the early subscription has listened since it started, so the page gets its latest snapshot and
 * every change after it, as from a subscription of its own. One not claimed within EARLY_TTL_MS (the person went
 * elsewhere) is closed; so are all of them when the signed-in user changes.
 */
import type { AppError } from '../domain/errors';
import type { Backend, BoardsPort, Observer, Snapshot, Unsubscribe } from './ports';

/** How long (ms) an unclaimed early subscription is kept before it is closed. */
export const EARLY_TTL_MS = 10_000;

type Kind = 'watchBoard' | 'watchLists' | 'watchCards';
const KINDS: readonly Kind[] = ['watchBoard', 'watchLists', 'watchCards'];

/** One early subscription: what it has delivered so far, and the observer it forwards to once claimed. */
interface Early {
  latest?: Snapshot<unknown>;
  error?: AppError;
  observer?: Observer<unknown>;
  stop: Unsubscribe;
}

/**
 * Wraps `boards` so that `watchBoard`, `watchLists` and `watchCards` of a board started early (`startEarly`) take
 * over that subscription instead of opening another. Every other method is `boards`' own.
 */
export function withEarlyBoard(boards: BoardsPort): BoardsPort & {
  /** Starts the three subscriptions of `boardId` now (as whoever is signed in: the adapters bind the user). */
  startEarly: (boardId: string) => void;
  /** Closes every early subscription not yet claimed. */
  dropEarly: () => void;
} {
  const early = new Map<string, Early>();
  const keyOf = (kind: Kind, boardId: string) => `${kind}/${boardId}`;

  function drop(key: string): void {
    const entry = early.get(key);
    if (!entry || entry.observer) return;
    early.delete(key);
    entry.stop();
  }

  function start(kind: Kind, boardId: string): void {
    const key = keyOf(kind, boardId);
    if (early.has(key)) return;
    const entry: Early = { stop: () => undefined };
    early.set(key, entry);
    const observer: Observer<unknown> = {
      next: (snapshot) => (entry.observer ? entry.observer.next(snapshot) : (entry.latest = snapshot)),
      error: (error) => (entry.observer ? entry.observer.error(error) : (entry.error = error)),
    };
    entry.stop =
      kind === 'watchBoard'
        ? boards.watchBoard(boardId, observer)
        : kind === 'watchLists'
          ? boards.watchLists(boardId, observer)
          : boards.watchCards(boardId, observer);
    setTimeout(() => drop(key), EARLY_TTL_MS);
  }

  /** The early subscription `kind` of `boardId`, now delivering to `observer`; null when there is none. */
  function claim<T>(kind: Kind, boardId: string, observer: Observer<T>): Unsubscribe | null {
    const key = keyOf(kind, boardId);
    const entry = early.get(key);
    if (!entry || entry.observer) return null;
    early.delete(key);
    entry.observer = observer as Observer<unknown>;
    const { latest, error } = entry;
    let closed = false;
    // Asynchronously, as a fresh subscription's first snapshot would come.
    if (latest || error)
      queueMicrotask(() => {
        if (closed) return;
        if (error) observer.error(error);
        else if (latest) observer.next(latest as Snapshot<T>);
      });
    return () => {
      closed = true;
      entry.stop();
    };
  }

  return {
    ...boards,
    watchBoard: (boardId, observer) =>
      claim('watchBoard', boardId, observer) ?? boards.watchBoard(boardId, observer),
    watchLists: (boardId, observer) =>
      claim('watchLists', boardId, observer) ?? boards.watchLists(boardId, observer),
    watchCards: (boardId, observer) =>
      claim('watchCards', boardId, observer) ?? boards.watchCards(boardId, observer),
    startEarly: (boardId) => KINDS.forEach((kind) => start(kind, boardId)),
    dropEarly: () => [...early.keys()].forEach(drop),
  };
}

/** The board id in `pathname` when it is a board's (`/b/:boardId…`), else null. */
export function boardIdInPath(pathname: string): string | null {
  const [, b, encoded] = pathname.split('/');
  if (b !== 'b' || !encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * `backend` with its boards port wrapped (withEarlyBoard) and, when `pathname` is a board's (`/b/:boardId…`), that
 * board's subscriptions started as soon as someone is signed in; dropped if the signed-in user changes before the
 * page claims them.
 */
export function startBoardEarly(backend: Backend, pathname: string): Backend {
  const boards = withEarlyBoard(backend.boards);
  const boardId = boardIdInPath(pathname);
  if (boardId !== null) {
    let first: string | null | undefined;
    const stop = backend.auth.onUserChanged((user) => {
      const uid = user?.uid ?? null;
      if (first === undefined && uid !== null) boards.startEarly(boardId);
      else if (first !== undefined && uid !== first) boards.dropEarly();
      first ??= uid;
    });
    setTimeout(stop, EARLY_TTL_MS);
  }
  return { ...backend, boards };
}
