/**
 * The replica of whoever is signed in (docs/sync.md): opened at the first subscription or command of an account,
 * replaced when another account signs in, closed and deleted at sign-out (sign-out.ts).
 */
import type { Firestore } from 'firebase/firestore';
import type { RefusedChangeNotice, User } from '../../ports';
import { deleteReplica } from '../../local/replica/delete';
import { onTableChange } from '../../local/replica/changes';
import { queuedCount, takeRefused } from '../../local/replica/outbox';
import type { ColdOpen } from './cold-open';
import { replicaName, ReplicaSession } from './session';
import { registerReplica, unregisterReplica } from './leftovers';

/** The replicas of one Firebase backend. */
export class Replicas {
  private session: ReplicaSession | null = null;

  constructor(
    private readonly db: Firestore,
    private readonly projectId: string,
    private readonly coldOpen: ColdOpen,
    private readonly currentUser: () => User | null,
    /** Whether the sign-in is kept on this device (a session not kept leaves nothing at the next start). */
    private readonly kept: () => boolean,
  ) {}

  /** The signed-in account's replica, opened if needed; null when nobody is signed in. */
  current(): ReplicaSession | null {
    const user = this.currentUser();
    if (!user) return null;
    if (this.session?.uid !== user.uid) {
      this.session?.close();
      const name = replicaName(this.projectId, user.uid);
      registerReplica(name, this.kept());
      this.session = new ReplicaSession(this.db, user.uid, name, this.coldOpen);
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

  /** Closes the open replica (dispose; tests). */
  close(): void {
    this.session?.close();
    this.session = null;
  }

  /** Closes and deletes `uid`'s replica on this device (sign-out, account deletion). */
  async forget(uid: string): Promise<void> {
    if (this.session?.uid === uid) this.close();
    const name = replicaName(this.projectId, uid);
    await deleteReplica(name);
    unregisterReplica(name);
  }
}
