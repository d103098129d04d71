/**
 * One account's replica on this device (docs/sync.md): its IndexedDB database (the local adapter's tables, one
 * database per account), open at once, and its network half (network.ts: the outbox pump, the listener on the
 * account's boards, the syncs of the boards and collections something shows), which loads with Firestore's SDK
 * after start-up. Each sync is started by its first subscriber and stopped a while after its last.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { AppError } from '../../../domain/errors';
import { LanesDb } from '../../local/db';
import { spoilEarlyReadOnChange } from '../../local/watch-cards';
import { madeHere, syncStateOf } from '../../local/replica/board-state';
import { RESYNC_AFTER_MS } from '../../../domain/sync/horizon';
import { afterFirstPaint } from './first-paint';
import { BoardSyncState } from './board-status';
import type { CollectionSync } from './collection-sync';
import { openLockName } from './leftovers';
import type { Network } from './network';

/**
 * How long a board's sync outlives its last subscriber (ms): going from the board to its table, or closing a card,
 * resubscribes at once, and the listeners need not start again.
 */
export const LINGER_MS = 30_000;

/** How a session reaches Firebase: the app, whether it is the emulator, and its Firestore (loaded on demand). */
export interface Connection {
  app: FirebaseApp;
  emulated: boolean;
  firestore(): Promise<Firestore>;
}

/**
 * The IndexedDB database of `uid`'s replica for Firebase project `projectId` (`device`: tests playing several
 * devices in one process name each one's).
 */
export function replicaName(projectId: string, uid: string, device?: string): string {
  return `lanes-sync:${projectId}:${uid}${device ? `:${device}` : ''}`;
}

/** Something started by its first user and stopped LINGER_MS after its last. */
interface Shared<T> {
  value: T;
  users: number;
  stop: () => void;
  linger?: ReturnType<typeof setTimeout>;
}

/** A running replica of one account. */
export class ReplicaSession {
  readonly replica: LanesDb;
  private starting: Promise<Network> | null = null;
  private started: Network | null = null;
  private readonly connect: () => Promise<Network>;
  private readonly boards = new Map<string, Shared<BoardSyncState>>();
  private readonly follows = new Map<string, Shared<Promise<void>>>();
  private closed = false;
  private releaseOpenLock: () => void = () => undefined;
  private readonly stopNoting: () => void;

  constructor(
    readonly uid: string,
    name: string,
    private readonly connection: Connection,
  ) {
    this.replica = new LanesDb(name);
    this.stopNoting = spoilEarlyReadOnChange(name);
    // Held while open, so another tab's start-up never clears this replica from under it (leftovers.ts).
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (locks) {
      const open = new Promise<void>((resolve) => (this.releaseOpenLock = resolve));
      void locks.request(openLockName(name), { mode: 'shared' }, () => open);
    }
    this.connect = () =>
      Promise.all([connection.firestore(), import('./network')]).then(([db, m]) => {
        if (this.closed) throw new AppError('unavailable', 'This account was signed out on this device.');
        const network = m.startNetwork(db, this.replica, uid, {
          app: connection.app,
          db,
          emulated: connection.emulated,
        });
        this.started = network;
        return network;
      });
    // Whatever happens, the network half starts soon: the outbox must be sent, the boards list kept current.
    void afterFirstPaint().then(() => {
      if (!this.closed) void this.network.catch(() => undefined);
    });
  }

  /**
   * The network half, started at the first need — a board the replica does not hold, a change to send, a command's
   * server read — or after the first paint (first-paint.ts): a board the replica holds paints first, and
   * Firestore's SDK comes after it.
   */
  get network(): Promise<Network> {
    if (!this.starting) {
      const starting = this.connect();
      this.starting = starting;
      // Failures reach whoever awaits the network (a command, a sync); the next need tries again (a chunk that
      // could not load offline loads once back).
      starting.catch((e: unknown) => {
        if (this.starting === starting) this.starting = null;
        if (!this.closed) console.warn('Lanes: Firestore could not start', e);
      });
    }
    return this.starting;
  }

  /** Resolves once the account's boards listener has answered (or it failed, or is offline). */
  get boardsReady(): Promise<void> {
    return this.network.then(
      (n) => n.memberBoards.ready,
      () => undefined,
    );
  }

  /** Whether the account's boards listener's latest answer came from the server. */
  boardsLive(): boolean {
    return this.started?.memberBoards.live() ?? false;
  }

  /** Wakes the outbox's sender: a change was queued here (starting the network half if it is not yet). */
  poke(): void {
    if (this.started) this.started.pump.poke();
    else void this.network;
  }

  /** Resolves when the change queued as `seq` is acknowledged; rejects with its refusal's AppError. */
  async outcome(seq: number): Promise<void> {
    await (await this.network).pump.outcome(seq);
  }

  /** The state of board `boardId`'s sync, started if needed; call `release` when it is no longer shown. */
  board(boardId: string): { sync: BoardSyncState; release: () => void } {
    const shared = this.share(this.boards, boardId, () => {
      const state = new BoardSyncState();
      let stop = () => undefined as void;
      let stopped = false;
      const sync = () =>
        void this.network.then(
          (network) => {
            if (stopped) return;
            const running = network.syncBoard(boardId, state);
            stop = () => running.stop();
          },
          (error: unknown) => state.set({ error: error as BoardSyncState['status']['error'] }),
        );
      // A board synced here lately is shown from the replica at once and synced once the page is idle; any other
      // needs the network now.
      void syncStateOf(this.replica, boardId).then(async (synced) => {
        if (synced && Date.now() - synced.syncedAt <= RESYNC_AFTER_MS) {
          if (!state.status.ready) state.set({ ready: true });
          void afterFirstPaint().then(sync);
          return;
        }
        // A first open here: its copy is asked for now, while Firestore's SDK loads for the sync.
        if (!synced && !(await madeHere(this.replica, boardId))) {
          const { app, emulated } = this.connection;
          state.askedEarly(
            import('./snapshot-copy').then((m) => m.earlyColdOpen({ app, emulated })?.(boardId) ?? null),
          );
        }
        sync();
      });
      return {
        value: state,
        stop: () => {
          stopped = true;
          stop();
        },
      };
    });
    return { sync: shared.value, release: () => this.release(this.boards, boardId) };
  }

  /**
   * Runs `start` (a listener into the replica, on the network half) for `key` while anyone follows it; returns
   * when its first answer is in (`ready`) and the unfollow.
   */
  follow(
    key: string,
    start: (network: Network) => CollectionSync,
  ): { ready: Promise<void>; unfollow: () => void } {
    const shared = this.share(this.follows, key, () => {
      let stop = () => undefined as void;
      let stopped = false;
      const ready = this.network.then(
        (network) => {
          if (stopped) return undefined;
          const sync = start(network);
          stop = sync.stop;
          return sync.ready;
        },
        () => undefined,
      );
      return {
        value: ready,
        stop: () => {
          stopped = true;
          stop();
        },
      };
    });
    return { ready: shared.value, unfollow: () => this.release(this.follows, key) };
  }

  /** Stops every listener and the pump, and closes the database (sign-out; tests). */
  close(): void {
    this.closed = true;
    this.releaseOpenLock();
    this.stopNoting();
    this.started?.stop();
    for (const map of [this.boards, this.follows] as Map<string, Shared<unknown>>[]) {
      for (const shared of map.values()) {
        clearTimeout(shared.linger);
        shared.stop();
      }
      map.clear();
    }
    this.replica.close();
  }

  private share<T>(
    map: Map<string, Shared<T>>,
    key: string,
    start: () => { value: T; stop: () => void },
  ): Shared<T> {
    let shared = map.get(key);
    if (!shared) {
      shared = { ...start(), users: 0 };
      map.set(key, shared);
    }
    clearTimeout(shared.linger);
    shared.users += 1;
    return shared;
  }

  private release<T>(map: Map<string, Shared<T>>, key: string): void {
    const shared = map.get(key);
    if (!shared) return;
    shared.users -= 1;
    if (shared.users > 0 || this.closed) return;
    shared.linger = setTimeout(() => {
      if (shared.users > 0) return;
      map.delete(key);
      shared.stop();
    }, LINGER_MS);
  }
}
