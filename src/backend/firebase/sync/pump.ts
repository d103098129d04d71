/**
 * Sends the replica's outbox to Firestore (docs/sync.md): oldest first, each entry as one batch (atomic), up to
 * IN_FLIGHT at once (the SDK's write stream keeps them in order). One tab of the account sends (a Web Lock); every
 * tab learns each outcome over a BroadcastChannel, so the command that made a change settles where it was made:
 * resolved when the server acknowledges it, rejected with the refusal's AppError. A refused entry is undone in the
 * replica from the server's own version of its documents, and kept in `refused` for the page to say so.
 *
 * Firestore's SDK (memory cache) holds a write while offline and sends it when back; a reload loses what it held,
 * and the outbox sends it again. A write the SDK reports as failed for a passing reason (unavailable, a token to
 * refresh; an unknown `internal` failure up to 3 tries) is sent again after a pause; any other failure is a refusal.
 */
import { getDocFromServer, doc, writeBatch, type Firestore } from 'firebase/firestore';
import { AppError } from '../../../domain/errors';
import type { OutboxEntry } from '../../../domain/sync/outbox';
import { pathsOf, type Row } from '../../../domain/sync/writes';
import { alreadyLanded } from '../../../domain/sync/landed';
import { isTombstonePath } from '../../../domain/sync/paths';
import type { LanesDb } from '../../local/db';
import { onTableChange } from '../../local/replica/changes';
import {
  acknowledge,
  unsureAfterSend,
  markSent,
  markUnsent,
  nextEntry,
  refuse,
  resetInFlight,
} from '../../local/replica/outbox';
import { toFirebaseAppError } from '../errors';
import { millisOf } from '../convert';
import { rowOf } from './rows';
import { addToBatch } from './to-firestore';

/** Entries sent before the oldest is answered: hides the round trip when many wait (after being offline). */
const IN_FLIGHT = 8;
/** Pause before sending again after a passing failure (ms), doubled up to RETRY_MAX_MS. */
const RETRY_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** Failures that pass: the entry is sent again (a token to refresh is `unauthenticated` for a moment). */
const PASSING = new Set(['unavailable', 'unauthenticated']);
/** An `internal` failure (an unknown one) is tried this many times in all before it counts as a refusal. */
const INTERNAL_TRIES = 3;

/** The longest a send waits for the page to be idle (ms): pageIdle. */
const IDLE_WAIT_MS = 50;

/**
 * Resolves once the page is idle (at most IDLE_WAIT_MS later; at once where there is no requestIdleCallback, as in
 * Node). A new change is sent after the page has shown it: marking it sent holds the replica's `held` table, which
 * every tab's read of the change needs for its pending count (watch-cards.ts `CountWithCards`), and the SDK's
 * send takes the main thread for ~20–40 ms — either would delay the change on screen, in this tab and the others.
 */
function pageIdle(): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS }));
}

/** How an entry ended, as told to every tab. */
type Outcome = { seq: number; ok: true } | { seq: number; ok: false; code: string; message: string };

/** The outbox pump of one account's replica. */
export interface OutboxPump {
  /** Resolves when entry `seq` is acknowledged; rejects with the AppError it was refused with. */
  outcome(seq: number): Promise<void>;
  /** Wakes the sender (a change was queued in this tab). */
  poke(): void;
  /** Stops sending and listening (sign-out, tests). */
  stop(): void;
}

/**
 * The server's current version of each document `entry` wrote (what a refusal puts back), where readable; with
 * `offline` when a read failed for want of the server (not for want of permission): the refusal cannot be judged
 * yet (landed.ts).
 */
async function serverVersions(
  db: Firestore,
  entry: OutboxEntry,
): Promise<{ versions: Map<string, Row | null>; stored: Map<string, Row | null>; offline: boolean }> {
  const versions = new Map<string, Row | null>();
  // The documents as stored (fields the model does not show, such as a board's `counted`, included).
  const stored = new Map<string, Row | null>();
  let offline = false;
  await Promise.all(
    pathsOf(entry.writes)
      .filter((path) => !isTombstonePath(path))
      .map(async (path) => {
        try {
          const snapshot = await getDocFromServer(doc(db, path));
          const data = snapshot.data({ serverTimestamps: 'estimate' });
          versions.set(path, data ? rowOf(path, millisOf(data)) : null);
          stored.set(path, data ? millisOf(data) : null);
        } catch (e) {
          // Unreadable now (the role changed): the last version received stands.
          if (PASSING.has(toFirebaseAppError(e).code)) offline = true;
        }
      }),
  );
  return { versions, stored, offline };
}

/**
 * Starts the pump for `replica` (named `name`, one per account) sending through Firestore `db`. With Web Locks
 * (browsers) only the tab holding the account's lock sends; without (Node, tests) this one does.
 */
export function startPump(db: Firestore, replica: LanesDb): OutboxPump {
  const waiters = new Map<number, { resolve: () => void; reject: (e: AppError) => void }>();
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${replica.name}:outbox`);
  let stopped = false;
  let wake: (() => void) | null = null;
  // Set by every poke, cleared before each look at the outbox: a change queued while the sender was looking (its
  // read is asynchronous) is not lost to a wait that began after it.
  let poked = false;
  const poke = () => {
    poked = true;
    wake?.();
    wake = null;
  };

  // Outcomes no waiter was there for yet (a change answered before its command asked), a few kept.
  const early = new Map<number, Outcome>();
  const settleWaiter = (o: Outcome) => {
    const waiter = waiters.get(o.seq);
    if (!waiter) {
      early.set(o.seq, o);
      if (early.size > 200) early.delete(early.keys().next().value ?? 0);
      return;
    }
    waiters.delete(o.seq);
    if (o.ok) waiter.resolve();
    else waiter.reject(new AppError(o.code as AppError['code'], o.message));
  };
  const tell = (o: Outcome) => {
    settleWaiter(o);
    channel?.postMessage(o);
  };
  if (channel) channel.onmessage = (event: MessageEvent<Outcome>) => settleWaiter(event.data);
  const unwatch = onTableChange(replica, 'outbox', poke);
  // Back online: a send that failed while offline is tried again now rather than after its pause.
  const pauses = new Set<() => void>();
  const online =
    typeof window === 'undefined'
      ? null
      : () => {
          for (const end of [...pauses]) end();
          poke();
        };
  if (online) window.addEventListener('online', online);

  /** Sends `entry` until it is acknowledged or refused. */
  async function send(entry: OutboxEntry): Promise<void> {
    for (let pause = RETRY_MS; !stopped; pause = Math.min(pause * 2, RETRY_MAX_MS)) {
      const sent = await markSent(replica, entry.seq);
      if (!sent) return;
      try {
        const batch = writeBatch(db);
        for (const write of sent.writes) addToBatch(db, batch, write);
        await batch.commit();
        // A server version that came while this was out and lacks what it wrote may be older than the write:
        // the documents are read again, and shown as the server has them now (conflict.ts onAcknowledged).
        const unsure = await unsureAfterSend(replica, entry.seq);
        const again =
          unsure.length > 0
            ? await serverVersions(db, {
                ...sent,
                writes: sent.writes.filter((w) => unsure.includes(w.path)),
              })
            : null;
        await acknowledge(
          replica,
          entry.seq,
          Date.now(),
          again && !again.offline ? again.versions : undefined,
        );
        tell({ seq: entry.seq, ok: true });
        return;
      } catch (e) {
        const error = toFirebaseAppError(e);
        const passing =
          PASSING.has(error.code) || (error.code === 'internal' && sent.attempts < INTERNAL_TRIES);
        if (stopped) return;
        // A refusal is judged once the server's versions can be read: offline again, it waits like a passing failure.
        const judged = passing ? null : await serverVersions(db, sent);
        if (judged && !judged.offline) {
          const { versions, stored } = judged;
          // A copy sent before (by this pump, or by the SDK again after its connection dropped) may have been
          // saved with its answer lost: the server then refuses this one (landed.ts).
          if (alreadyLanded(sent.writes, stored, isTombstonePath)) {
            await acknowledge(replica, entry.seq, Date.now(), versions);
            tell({ seq: entry.seq, ok: true });
            return;
          }
          const refusal =
            sent.attempts > 1
              ? `${error.message} (it may have been saved before the refusal)`
              : error.message;
          await refuse(replica, entry.seq, new AppError(error.code, refusal), versions);
          tell({ seq: entry.seq, ok: false, code: error.code, message: refusal });
          return;
        }
        await markUnsent(replica, entry.seq);
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            pauses.delete(done);
            resolve();
          };
          const timer = setTimeout(done, pause);
          pauses.add(done);
        });
      }
    }
  }

  async function run(): Promise<void> {
    await resetInFlight(replica);
    const inFlight = new Map<number, Promise<void>>();
    let after = 0;
    // Whether a new change has just ended a wait: it is shown before it is sent (pageIdle).
    let woken = false;
    while (!stopped) {
      poked = false;
      const entry = inFlight.size < IN_FLIGHT ? await nextEntry(replica, after) : undefined;
      if (entry) {
        if (woken) {
          woken = false;
          await pageIdle();
        }
        after = entry.seq;
        const done = send(entry).finally(() => inFlight.delete(entry.seq));
        inFlight.set(entry.seq, done);
        continue;
      }
      if (poked) continue;
      // Nothing more to send now: wait for a new entry, or for one in flight to finish.
      const newChange = new Promise<boolean>((resolve) => (wake = () => resolve(true)));
      woken = await Promise.race([newChange, ...[...inFlight.values()].map((p) => p.then(() => false))]);
      if (inFlight.size === 0) after = 0;
    }
  }

  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const loop = () => run().catch((e: unknown) => console.error('Lanes: the outbox stopped sending', e));
  if (locks) void locks.request(`${replica.name}:outbox`, loop);
  else void loop();

  return {
    outcome: (seq) =>
      new Promise<void>((resolve, reject) => {
        waiters.set(seq, { resolve, reject });
        const known = early.get(seq);
        if (known) {
          early.delete(seq);
          settleWaiter(known);
        }
      }),
    poke,
    stop() {
      stopped = true;
      poke();
      unwatch();
      if (online) window.removeEventListener('online', online);
      channel?.close();
    },
  };
}
