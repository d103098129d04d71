/**
 * One account's replica on this device (docs/sync.md): its IndexedDB database (the local adapter's tables, one
 * database per account), the outbox pump, the listener on the account's boards, and the syncs of the boards and
 * collections something shows — each started by its first subscriber and stopped a while after its last.
 */
import type { Firestore } from 'firebase/firestore';
import type { CollectionSync } from './collection-sync';
import { LanesDb } from '../../local/db';
import type { ColdOpen } from './cold-open';
import { BoardSync } from './board-sync';
import { syncMemberBoards, type MemberBoards } from './member-boards';
import { startPump, type OutboxPump } from './pump';
import { openLockName } from './leftovers';

/**
 * How long a board's sync outlives its last subscriber (ms): going from the board to its table, or closing a card,
 * resubscribes at once, and the listeners need not start again.
 */
export const LINGER_MS = 30_000;

/** The IndexedDB database of `uid`'s replica for Firebase project `projectId`. */
export function replicaName(projectId: string, uid: string): string {
  return `lanes-sync:${projectId}:${uid}`;
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
  readonly pump: OutboxPump;
  readonly memberBoards: MemberBoards;
  private readonly boards = new Map<string, Shared<BoardSync>>();
  private readonly follows = new Map<string, Shared<Promise<void>>>();
  private closed = false;
  private releaseOpenLock: () => void = () => undefined;

  constructor(
    private readonly db: Firestore,
    readonly uid: string,
    name: string,
    private readonly coldOpen: ColdOpen,
  ) {
    this.replica = new LanesDb(name);
    // Held while open, so another tab's start-up never clears this replica from under it (leftovers.ts).
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (locks) {
      const open = new Promise<void>((resolve) => (this.releaseOpenLock = resolve));
      void locks.request(openLockName(name), { mode: 'shared' }, () => open);
    }
    this.pump = startPump(db, this.replica);
    this.memberBoards = syncMemberBoards(db, this.replica, uid);
  }

  /** The sync of board `boardId`, started if needed; call `release` when it is no longer shown. */
  board(boardId: string): { sync: BoardSync; release: () => void } {
    const shared = this.share(this.boards, boardId, () => {
      const sync = new BoardSync({ db: this.db, replica: this.replica, coldOpen: this.coldOpen }, boardId);
      return { value: sync, stop: () => sync.stop() };
    });
    return { sync: shared.value, release: () => this.release(this.boards, boardId) };
  }

  /**
   * Runs `start` (a listener into the replica) for `key` while anyone follows it; returns when its first answer is
   * in (`ready`) and the unfollow.
   */
  follow(key: string, start: () => CollectionSync): { ready: Promise<void>; unfollow: () => void } {
    const shared = this.share(this.follows, key, () => {
      const sync = start();
      return { value: sync.ready, stop: sync.stop };
    });
    return { ready: shared.value, unfollow: () => this.release(this.follows, key) };
  }

  /** Stops every listener and the pump, and closes the database (sign-out; tests). */
  close(): void {
    this.closed = true;
    this.releaseOpenLock();
    this.pump.stop();
    this.memberBoards.stop();
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
