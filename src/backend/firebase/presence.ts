/**
 * Presence on the Realtime Database (ARCHITECTURE.md §3, §8). Each joined tab keeps one node, `/presence/{boardId}/{uid}/{deviceId}` = `{ name, editingCardId?,
 * lastSeen }`. On every `.info/connected === true` it registers `onDisconnect().remove()` FIRST and only then
 * writes itself, so a connection that drops right after the write is still cleaned up. A heartbeat rewrites the
 * node every PRESENCE_HEARTBEAT_MS; readers hide nodes older than PRESENCE_STALE_MS (an `onDisconnect` the
 * server never ran: a killed process, a lost network), measured on the server's clock (`.info/serverTimeOffset`).
 *
 * `deviceId` is per tab, not the Installation ID: two tabs of one browser share an Installation ID, and one tab's
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

/** The presence entries under `/presence/{boardId}`: uid → deviceId → fields; malformed nodes skipped. */
function entriesOf(snapshot: DataSnapshot): PresenceEntry[] {
  const entries: PresenceEntry[] = [];
  snapshot.forEach((person) => {
    person.forEach((device) => {
      const v: unknown = device.val();
      if (typeof v !== 'object' || v === null) return;
      const { name, editingCardId, lastSeen } = v as Record<string, unknown>;
      if (typeof name !== 'string' || typeof lastSeen !== 'number') return;
      entries.push({
        uid: person.key ?? '',
        deviceId: device.key ?? '',
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
      const node = ref(database, `presence/${boardId}/${user.uid}/${newId()}`);
      // database.rules.json accepts only the member mirror's name (issue 15 item 9: names shown to others come from
      // the account, not the writer): nothing is written until the mirror says it, and a rename follows it.
      let name: string | null = null;
      let editingCardId: string | null = null;
      let entries: PresenceEntry[] = [];
      let shown = '';
      let left = false;

      const write = () => {
        if (left || name === null) return;
        // RTDB stores no nulls: an absent editingCardId means "no card open".
        set(node, { name, editingCardId, lastSeen: serverTimestamp() }).catch(() => undefined);
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
        onDisconnect(node)
          .remove()
          .then(write)
          .catch(() => undefined);
      });
      const stopName = onValue(
        ref(database, `boardMembers/${boardId}/${user.uid}/name`),
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
          onDisconnect(node)
            .cancel()
            .catch(() => undefined);
          remove(node).catch(() => undefined);
        },
      };
    },
  };
}
