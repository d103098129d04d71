/**
 * The cards of the board in the address, read straight from IndexedDB as the page starts (local mode, issue 24 item
 * 8). Reading a 5,000-card board takes IndexedDB 150–220 ms on its own thread; the adapter could start it only once
 * Dexie's chunk had run, the database opened and the account was known (~440 ms into a reload, traced by
 * bench/board-open-work.ts). Started here, with no library, it overlaps the scripts' loading instead.
 *
 * The adapter's first read of that board (watch-cards.ts) takes the rows, unless a change to the cards was announced
 * after this read began: then it reads again. Changes are heard on Dexie's BroadcastChannel (every tab's writes,
 * this one's too, as Dexie posts them) and from the adapter's own storagemutated events (`noteCardChanges`), which
 * cover a write this tab makes before the channel's message arrives (the journal's replay, journal.ts). The adapter
 * still checks access before anything is shown. Nothing is created: with no database yet, the read does nothing.
 */
import { EARLY_TTL_MS } from '../early-board';

/** The local database's name: one per origin, shared by every tab (db.ts uses it). */
export const DEFAULT_DB_NAME = 'lanes';

/**
 * Dexie 4's channel for changes between tabs (dexie.mjs `STORAGE_MUTATED_DOM_EVENT_NAME`): each message maps a
 * part such as `idb://lanes/cards/` to what changed. Pinned by early-cards.test.ts against the installed Dexie.
 */
export const DEXIE_CHANNEL = 'x-storagemutated-1';

/** What an early read found: the rows, and the database's version they were read at (IndexedDB's number). */
export interface EarlyRows {
  rows: unknown[];
  version: number;
}

interface Early {
  dbName: string;
  boardId: string;
  rows: Promise<EarlyRows | null>;
  dirty: boolean;
  channel: BroadcastChannel | null;
}

let early: Early | null = null;

/** Whether Dexie's `parts` (a storagemutated message) may touch database `dbName`'s cards. */
function touchesCards(parts: unknown, dbName: string): boolean {
  if (typeof parts !== 'object' || parts === null) return true;
  return 'all' in parts || `idb://${dbName}/cards/` in parts;
}

function close(entry: Early): void {
  entry.channel?.close();
  entry.channel = null;
  if (early === entry) early = null;
}

/** The rows of `boardId` in the `cards` store's `boardId` index of `dbName`; null when there is none to read. */
function readRows(dbName: string, boardId: string): Promise<EarlyRows | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(dbName);
    } catch {
      resolve(null);
      return;
    }
    // No database yet: aborting the upgrade creates none (Dexie will make it at its version).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      // A newer schema waiting to be installed (Dexie's upgrade) must not wait on this connection.
      db.onversionchange = () => db.close();
      try {
        const store = db.transaction('cards', 'readonly').objectStore('cards');
        const read = store.index('boardId').getAll(boardId);
        read.onsuccess = () => resolve({ rows: read.result, version: db.version });
        read.onerror = () => resolve(null);
        read.transaction?.addEventListener('complete', () => db.close());
        read.transaction?.addEventListener('abort', () => db.close());
      } catch {
        // No cards store or index (a database of another shape): the adapter reads as usual.
        db.close();
        resolve(null);
      }
    };
  });
}

/**
 * Starts reading the cards of `boardId` in database `dbName`, to be taken by `takeEarlyCards`. Replaces an earlier
 * read not taken. Does nothing without IndexedDB.
 */
export function readCardsEarly(dbName: string, boardId: string): void {
  if (typeof indexedDB === 'undefined') return;
  if (early) close(early);
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel(DEXIE_CHANNEL);
  } catch {
    // Without BroadcastChannel another tab's change could not be heard: not read early.
    return;
  }
  const entry: Early = { dbName, boardId, dirty: false, channel, rows: readRows(dbName, boardId) };
  // Listening from the read's start (its answer comes in a later task): a change committed while it reads marks it.
  channel.onmessage = (event: MessageEvent) => {
    if (touchesCards(event.data, dbName)) entry.dirty = true;
  };
  early = entry;
  // Unclaimed for as long as an early subscription is kept (early-board.ts): dropped.
  setTimeout(() => close(entry), EARLY_TTL_MS);
}

/** The adapter's storagemutated events (Dexie's `parts`): a change to `dbName`'s cards spoils the early read. */
export function noteCardChanges(dbName: string, parts: unknown): void {
  if (early && early.dbName === dbName && touchesCards(parts, dbName)) early.dirty = true;
}

/**
 * The early read of `boardId` in `dbName`, once: its rows and the database version they were read at (the taker
 * checks it is the one it opened: an upgrade may have rewritten them), or null when it found none or a change to
 * the cards was announced since it began (read again then). Null at once when there was no such read.
 */
export function takeEarlyCards(dbName: string, boardId: string): Promise<EarlyRows | null> | null {
  const entry = early;
  if (!entry || entry.dbName !== dbName || entry.boardId !== boardId) return null;
  early = null;
  return entry.rows.then((rows) => {
    close(entry);
    return entry.dirty ? null : rows;
  });
}
