/**
 * A board's open cards, kept up to date incrementally. A Dexie live query would re-read every card of the board
 * on each change (~120–220 ms for 5,000 rows, and 5,000 new objects for the UI to compare); instead this reads the
 * board once, then listens to Dexie's `storagemutated` event, which names the primary keys each committed
 * transaction wrote, in this tab and (through Dexie's BroadcastChannel) in the others, and re-reads only those rows.
 * Cards that did not change keep their object, so the UI can tell what changed by identity. A change Dexie reports
 * as a key range (a table cleared, a range deleted) falls back to reading the board again; a change of the board's
 * own row re-checks the reader's access, as the live queries do.
 */
import { Dexie, type IntervalTree, type ObservabilitySet, type Table } from 'dexie';
import type { Card } from '../../domain/model';
import type { Observer, Unsubscribe } from '../ports';
import type { LanesDb } from './db';
import { toLocalAppError } from './errors';
import { noteCardChanges, takeEarlyCards } from './early-cards';

/**
 * The string keys in `set` (one of Dexie's interval trees), or null when it holds a real range (not single keys):
 * then what changed cannot be listed and everything must be read again.
 */
export function keysOf(set: IntervalTree): string[] | null {
  const keys: string[] = [];
  const stack: (IntervalTree | null | undefined)[] = [set];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || !('from' in node)) continue;
    if (typeof node.from !== 'string' || node.from !== node.to) return null;
    keys.push(node.from);
    stack.push(node.l, node.r);
  }
  return keys;
}

/**
 * From now on, a change to database `dbName`'s cards spoils start-up's early read of them (early-cards.ts): this
 * tab's own writes are heard at once, before Dexie's channel would bring them (the journal's replay at open).
 * Returns the unsubscribe.
 */
export function spoilEarlyReadOnChange(dbName: string): () => void {
  const note = (parts: ObservabilitySet) => noteCardChanges(dbName, parts);
  Dexie.on.storagemutated.subscribe(note);
  return () => Dexie.on.storagemutated.unsubscribe(note);
}

/** Whether `card` is an open card of board `boardId`: one watchOpenCards delivers. */
export function isOpenOn(card: Card | undefined, boardId: string): card is Card {
  return card !== undefined && card.boardId === boardId && card.archivedAt === null;
}

/**
 * A count read in the same IndexedDB transaction as the cards it goes with (Firebase mode: the board's cards
 * waiting to be confirmed, delivered as `pendingCount`). One transaction, so the count is never older than the
 * cards, and started with their read rather than after it: a send queued meanwhile (which holds `tables` for a
 * moment) does not delay the snapshot.
 */
export interface CountWithCards {
  /** The tables `read` reads (the cards table is in the transaction already). */
  tables: readonly Table[];
  read: () => Promise<number>;
}

/**
 * Delivers the open cards of `boardId` to `observer` (in no particular order; the first snapshot asynchronously,
 * then one per committed change that touches them), each read after `guard()` resolves; `guard` throws an AppError
 * when the reader may not read the board, which is sent once to `observer.error` and closes the subscription.
 * With `count`, each snapshot carries `pendingCount` (and `pending` when above 0), read with its cards.
 */
export function watchOpenCards(
  db: LanesDb,
  boardId: string,
  guard: () => Promise<unknown>,
  observer: Observer<Card[]>,
  count?: CountWithCards,
): Unsubscribe {
  const cardsPart = `idb://${db.name}/cards/`;
  const boardsPart = `idb://${db.name}/boards/`;
  let closed = false;
  let cards = new Map<string, Card>();
  // What the next pass must do: the first pass reads everything and checks access.
  let readAll = true;
  let checkAccess = true;
  let changedKeys = new Set<string>();
  let running = false;
  let lastCount: number | undefined;
  let first = true;

  const isOpenHere = (card: Card | undefined): card is Card => isOpenOn(card, boardId);

  async function pass(): Promise<void> {
    const all = readAll;
    const check = checkAccess || all;
    const keys = [...changedKeys];
    readAll = false;
    checkAccess = false;
    changedKeys = new Set();
    // Filtering after toArray() lets IndexedDB use getAll(); a Dexie filter() would walk a cursor row by row.
    const readBoard = (): Promise<(Card | undefined)[]> =>
      db.cards.where('boardId').equals(boardId).toArray();
    // The first read may have started with the page (early-cards.ts): the same rows, read sooner.
    const early = first ? takeEarlyCards(db.name, boardId) : null;
    first = false;
    // Taken only if read at the version this tab opened (a schema upgrade since may have rewritten the rows).
    const earlyRows = async (): Promise<(Card | undefined)[]> => {
      const taken = await early;
      if (!taken) return readBoard();
      await db.open();
      return db.backendDB().version === taken.version ? (taken.rows as (Card | undefined)[]) : readBoard();
    };
    const readRows = (): Promise<(Card | undefined)[]> =>
      early ? earlyRows() : all ? readBoard() : db.cards.bulkGet(keys);
    // The count beside early rows is read on its own: they are taken only if no change to the cards (which a queued
    // change comes with) was heard since they were read; when they are not, the rows read again stand beside it.
    const read =
      early && count
        ? Promise.all([readRows(), count.read()]).then(([rows, pendingCount]) => ({ rows, pendingCount }))
        : count
          ? db.transaction('r', [db.cards, ...count.tables], async () => {
              // Asked together: one wait on IndexedDB, not two.
              const [rows, pendingCount] = await Promise.all([readRows(), count.read()]);
              return { rows, pendingCount };
            })
          : readRows().then((rows) => ({ rows, pendingCount: undefined }));
    // The access check and the read go to IndexedDB together (nothing is delivered unless the check passes): one
    // round trip fewer before the board shows.
    if (check) await Promise.all([guard(), read]);
    const { rows, pendingCount } = await read;
    let changed = all || (pendingCount !== undefined && pendingCount !== lastCount);
    lastCount = pendingCount;
    if (all) {
      cards = new Map(rows.filter(isOpenHere).map((card) => [card.id, card]));
    } else if (keys.length > 0) {
      keys.forEach((key, i) => {
        const row = rows[i];
        if (isOpenHere(row)) {
          cards.set(key, row);
          changed = true;
        } else if (cards.delete(key)) changed = true;
      });
    }
    if (!changed || closed) return;
    const data = [...cards.values()];
    if (pendingCount === undefined) observer.next({ data, pending: false, fromCache: false });
    else observer.next({ data, pending: pendingCount > 0, fromCache: false, pendingCount });
  }

  async function run(): Promise<void> {
    if (running) return;
    running = true;
    try {
      // Changes reported while a pass reads are picked up by the next pass.
      while (!closed && (readAll || checkAccess || changedKeys.size > 0)) await pass();
    } catch (e) {
      if (!closed) {
        stop();
        observer.error(toLocalAppError(e));
      }
    } finally {
      running = false;
    }
  }

  // Outside the finished transaction whose commit fired the event, so the reads start their own.
  const schedule = () => queueMicrotask(() => void Dexie.ignoreTransaction(run));

  function onMutated(parts: ObservabilitySet): void {
    if (closed) return;
    // `all` is what Dexie sends when a page comes back from the back-forward cache: anything may have changed.
    if (parts.all) readAll = true;
    const board = parts[boardsPart];
    if (board) {
      const keys = keysOf(board);
      if (keys === null || keys.includes(boardId)) checkAccess = true;
    }
    const changed = parts[cardsPart];
    if (changed) {
      const keys = keysOf(changed);
      if (keys === null) readAll = true;
      else for (const key of keys) changedKeys.add(key);
    }
    if (readAll || checkAccess || changedKeys.size > 0) schedule();
  }

  function stop(): void {
    closed = true;
    Dexie.on.storagemutated.unsubscribe(onMutated);
  }

  // Listening before the first read: a change committed while it reads is read again after it.
  Dexie.on.storagemutated.subscribe(onMutated);
  schedule();
  return stop;
}
