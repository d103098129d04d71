/**
 * Presence on the Realtime Database (ARCHITECTURE.md §3, §8). Each joined tab keeps one node in one of the
 * person's ten slots, `/presence/{boardId}/{uid}/{slot}` = `{ name, device, editingCardId?, lastSeen }`
 * (src/domain/presence-slots.ts: the rules cannot count devices, so they bound the slot keys). A tab claims a slot
 * in a transaction that takes only a free, stale or already-its-own slot, registering `onDisconnect().remove()` on
 * it FIRST, so a connection that drops right after the write is still cleaned up. A heartbeat rewrites the node
 * every PRESENCE_HEARTBEAT_MS; readers hide nodes older than PRESENCE_STALE_MS (an `onDisconnect` the server never
 * ran: a killed process, a lost network), measured on the server's clock (`.info/serverTimeOffset`). A tab that
 * finds another tab in its slot (it was stale, and the slot was taken) claims another one.
 *
 * `device` is per tab, not the Installation ID: two tabs of one browser share an Installation ID, and one tab's
 * `onDisconnect` would delete the node of the other, still open.
 *
 * Reads need `/boardMembers/{boardId}/{uid}` to exist (database.rules.json); the functions keep that mirror as
 * `{ role, name }` (functions/src/mirror.ts), for these rules only.
 *
 * Wiring: lazy-services.ts loads this module at a board's first `join`. The board's member names come from
 * Firestore's mirror (members-mirror.ts), which emulator mode without a Realtime Database has too.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  forceWebSockets,
  getDatabase,
  onDisconnect,
  onValue,
  ref,
  remove,
  runTransaction,
  serverTimestamp,
  set,
  type Database,
  type DataSnapshot,
} from 'firebase/database';
import { newId } from '../../domain/ids';
import {
  activeViewers,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_NAME_MAX,
  type PresenceEntry,
  type Viewer,
} from '../../domain/presence';
import { mayClaim, slotCandidates, type SlotHolder } from '../../domain/presence-slots';
import type { PresencePort, User } from '../ports';
import { EMULATORS } from './config';

const connected = new WeakSet<Database>();
// The SDK takes its transport once, before its first connection; a second call only logs "Transport has already
// been initialized".
let transportChosen = false;

/** The Realtime Database of `app`, pointed at the emulator once in `emulator` mode. */
export function databaseOf(app: FirebaseApp, emulated: boolean): Database {
  // WebSockets only: the SDK's fallback, long polling, loads its responses as <script> elements from the database's
  // host, which Lanes' Content-Security-Policy refuses (script-src 'self'; scripts/security-headers.ts).
  if (!transportChosen) forceWebSockets();
  transportChosen = true;
  const database = getDatabase(app);
  if (emulated && !connected.has(database)) {
    connectDatabaseEmulator(database, EMULATORS.host, EMULATORS.database);
    connected.add(database);
  }
  return database;
}

/** A presence entry and the slot it sits in. */
type SlotEntry = PresenceEntry & { slot: string };

/** The presence entries under `/presence/{boardId}`: uid → slot → fields; malformed nodes skipped. */
function entriesOf(snapshot: DataSnapshot): SlotEntry[] {
  const entries: SlotEntry[] = [];
  snapshot.forEach((person) => {
    person.forEach((slot) => {
      const v: unknown = slot.val();
      if (typeof v !== 'object' || v === null) return;
      const { name, device, editingCardId, lastSeen } = v as Record<string, unknown>;
      if (typeof name !== 'string' || typeof lastSeen !== 'number') return;
      entries.push({
        uid: person.key ?? '',
        slot: slot.key ?? '',
        deviceId: typeof device === 'string' ? device : (slot.key ?? ''),
        name,
        editingCardId: typeof editingCardId === 'string' ? editingCardId : null,
        lastSeen,
      });
    });
  });
  return entries;
}

/** Builds the Firebase PresencePort on `database`, announcing `currentUser()`. */
export function createFirebasePresence(database: Database, currentUser: () => User | null): PresencePort {
  let serverOffset = 0;
  onValue(ref(database, '.info/serverTimeOffset'), (s) => {
    serverOffset = typeof s.val() === 'number' ? (s.val() as number) : 0;
  });
  const serverNow = () => Date.now() + serverOffset;

  return {
    join(boardId, onViewers) {
      const user = currentUser();
      if (!user) {
        onViewers([]);
        return { setEditing: () => undefined, leave: () => undefined };
      }
      const uid = user.uid;
      const device = newId();
      const slotRef = (slot: string) => ref(database, `presence/${boardId}/${uid}/${slot}`);
      // database.rules.json accepts only the member mirror's name (issue 15 item 9: names shown to others come from
      // the account, not the writer): nothing is written until the mirror says it, and a rename follows it.
      let name: string | null = null;
      let editingCardId: string | null = null;
      let entries: SlotEntry[] = [];
      let slot: string | null = null;
      let claiming = false;
      let changedWhileClaiming = false;
      let shown = '';
      let left = false;

      // RTDB stores no nulls: an absent editingCardId means "no card open".
      const value = () => ({ name, device, editingCardId, lastSeen: serverTimestamp() });
      const ownSlots = (): SlotHolder[] =>
        entries
          .filter((e) => e.uid === uid)
          .map((e) => ({ slot: e.slot, device: e.deviceId, lastSeen: e.lastSeen }));

      /** Takes the first candidate slot a transaction grants (onDisconnect registered on it first); none: not shown. */
      const claim = async () => {
        if (claiming || left || name === null) return;
        claiming = true;
        try {
          for (const candidate of slotCandidates(ownSlots(), device, serverNow())) {
            const target = slotRef(candidate);
            await onDisconnect(target).remove();
            const result = await runTransaction(
              target,
              (current: unknown) => (mayClaim(current, device, serverNow()) ? value() : undefined),
              { applyLocally: false },
            );
            if (result.committed && !left) {
              slot = candidate;
              break;
            }
            await onDisconnect(target).cancel();
            // Left while claiming: take back the node just written.
            if (result.committed) await remove(target);
            if (left) break;
          }
        } catch {
          // Offline or refused: the next heartbeat or reconnection tries again.
        } finally {
          claiming = false;
        }
        // A name or card changed during the claim: write it now rather than at the next heartbeat.
        if (slot !== null && changedWhileClaiming) write();
      };
      const write = () => {
        if (left || name === null) return;
        if (slot === null) {
          changedWhileClaiming = claiming;
          void claim();
          return;
        }
        const held = slot;
        set(slotRef(held), value()).catch(() => {
          if (slot === held) slot = null;
        });
      };
      const emit = () => {
        const viewers: Viewer[] = activeViewers(entries, serverNow());
        const key = JSON.stringify(viewers.map((v) => [v.uid, v.name, v.editingCardId]));
        if (key === shown || left) return;
        shown = key;
        onViewers(viewers);
      };

      const stopConnected = onValue(ref(database, '.info/connected'), (s) => {
        if (s.val() !== true || left) return;
        // A reconnection: the server ran (and forgot) the old onDisconnect, so register it again before writing.
        if (slot === null) {
          write();
          return;
        }
        onDisconnect(slotRef(slot))
          .remove()
          .then(write)
          .catch(() => undefined);
      });
      const stopName = onValue(
        ref(database, `boardMembers/${boardId}/${uid}/name`),
        (s) => {
          const mirrored: unknown = s.val();
          if (typeof mirrored !== 'string' || mirrored === name) return;
          name = mirrored.slice(0, PRESENCE_NAME_MAX);
          write();
        },
        () => undefined,
      );
      const stopWatching = onValue(
        ref(database, `presence/${boardId}`),
        (s) => {
          entries = entriesOf(s);
          // Another tab took this tab's slot while it was stale (asleep, throttled): move to another one.
          const holder = entries.find((e) => e.uid === uid && e.slot === slot);
          if (slot !== null && holder && holder.deviceId !== device) {
            slot = null;
            write();
          }
          emit();
        },
        // Not (yet) a member in the mirror: show nobody rather than fail the board.
        () => {
          entries = [];
          emit();
        },
      );
      const heartbeat = setInterval(write, PRESENCE_HEARTBEAT_MS);
      const sweep = setInterval(emit, PRESENCE_HEARTBEAT_MS / 3);

      return {
        setEditing(cardId) {
          if (left || cardId === editingCardId) return;
          editingCardId = cardId;
          write();
        },
        leave() {
          if (left) return;
          left = true;
          clearInterval(heartbeat);
          clearInterval(sweep);
          stopConnected();
          stopName();
          stopWatching();
          if (slot === null) return;
          onDisconnect(slotRef(slot))
            .cancel()
            .catch(() => undefined);
          remove(slotRef(slot)).catch(() => undefined);
        },
      };
    },
  };
}
