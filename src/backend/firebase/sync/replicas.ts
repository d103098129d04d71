/**
 * The replica of whoever is signed in (docs/sync.md): opened at the first subscription or command of an account,
 * replaced when another account signs in, closed and deleted at sign-out (sign-out.ts).
 */
import type { RefusedChangeNotice, UnreadableDoc, User } from '../../ports';
import { deleteReplica } from '../../local/replica/delete';
import { onTableChange } from '../../local/replica/changes';
import { queuedCount, takeRefused } from '../../local/replica/outbox';
import { replicaName, ReplicaSession, type Connection } from './session';
import { registerReplica, unregisterReplica } from './leftovers';

/** The replicas of one Firebase backend. */
export class Replicas {
  private session: ReplicaSession | null = null;

  constructor(
    private readonly connection: Connection,
    private readonly projectId: string,
    private readonly currentUser: () => User | null,
    /** Whether the sign-in is kept on this device (a session not kept leaves nothing at the next start). */
    private readonly kept: () => boolean,
    /** Tests: the device this backend plays (its own replica per account). */
    private readonly device?: string,
  ) {}

  /** The signed-in account's replica, opened if needed; null when nobody is signed in. */
  current(): ReplicaSession | null {
    const user = this.currentUser();
    if (!user) return null;
    if (this.session?.uid !== user.uid) {
      this.session?.close();
      const name = replicaName(this.projectId, user.uid, this.device);
      registerReplica(name, this.kept());
      this.session = new ReplicaSession(user.uid, name, this.connection);
    }
    return this.session;
  }

  /**
   * Calls `listener` with how many changes of the signed-in account wait to be sent, now and on every change;
   * returns the unsubscribe. 0 when nobody is signed in.
   */
  watchQueued(listener: (count: number) => void): () => void {
    const session = this.current();
    if (!session) {
      listener(0);
      return () => undefined;
    }
    let open = true;
    const count = () => void queuedCount(session.replica).then((n) => open && listener(n));
    const stop = onTableChange(session.replica, 'outbox', count);
    count();
    return () => {
      open = false;
      stop();
    };
  }

  /**
   * Calls `listener` for each refused change of the signed-in account (taken out of the replica's `refused`, so one
   * tab tells it), now for those waiting and then as they come; returns the unsubscribe.
   */
  watchRefused(listener: (refusal: RefusedChangeNotice) => void): () => void {
    const session = this.current();
    if (!session) return () => undefined;
    let open = true;
    const take = () =>
      void takeRefused(session.replica)
        .then((refusals) => {
          for (const refusal of refusals) if (open) listener(refusal);
        })
        .catch(() => undefined);
    const stop = onTableChange(session.replica, 'refused', take);
    take();
    return () => {
      open = false;
      stop();
    };
  }

  /**
   * Calls `listener` with the documents of board `boardId` the signed-in account's replica could not read whole,
   * now and on every change; returns the unsubscribe. Nobody signed in: none.
   */
  watchUnreadable(boardId: string, listener: (docs: readonly UnreadableDoc[]) => void): () => void {
    const session = this.current();
    if (!session) {
      listener([]);
      return () => undefined;
    }
    let open = true;
    const read = () =>
      void session.replica.unreadable
        .where('boardId')
        .equals(boardId)
        .toArray()
        .then((rows) => {
          if (open) listener(rows.map(({ path, kind, fields, shown }) => ({ path, kind, fields, shown })));
        })
        .catch(() => undefined);
    const stop = onTableChange(session.replica, 'unreadable', read);
    read();
    return () => {
      open = false;
      stop();
    };
  }

  /** Closes the open replica (dispose; tests). */
  close(): void {
    this.session?.close();
    this.session = null;
  }

  /** Closes and deletes `uid`'s replica on this device (sign-out, account deletion). */
  async forget(uid: string): Promise<void> {
    if (this.session?.uid === uid) this.close();
    const name = replicaName(this.projectId, uid, this.device);
    await deleteReplica(name);
    unregisterReplica(name);
  }
}
