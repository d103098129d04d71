/**
 * Firebase mode's one conflict rule (docs/sync.md), as pure functions the replica calls:
 *
 *   What a device shows of a document is the server's latest version with this device's unacknowledged writes
 *   applied on top, in the order they were made. Fields this device did not write are the server's; fields it
 *   wrote are its own until the server acknowledges or refuses the write. Between devices the server decides:
 *   Firestore applies writes in the order it commits them, an update replacing only the fields it names (the last
 *   write of a field wins), and the rules refuse what breaks the board's invariants.
 *
 * One exception keeps an increment from counting twice: while a write to the document is on its way (sent, not yet
 * acknowledged), a server version that arrives may already hold it, so it is kept aside instead of shown; once
 * the write is acknowledged, that version is shown (it is then known to hold the write, or to come after it).
 */
import { applyWrite, type DocWrite, type Row } from './writes';

/** A document's server version with the writes of this device still on top of it. */
export interface HeldDoc {
  /** The server's latest version this device received (null: none, or deleted). */
  server: Row | null;
  /** Writes to it sent and not yet answered. */
  inFlight: number;
  /** A server version arrived while a write was in flight: show it when the write is acknowledged. */
  seenSinceSend: boolean;
}

/** `server` with `writes` (this device's pending writes to that document, oldest first) applied at `now`. */
export function visibleOf(
  server: Row | null,
  writes: readonly DocWrite[],
  ids: Record<string, string>,
  now: number,
): Row | null {
  return writes.reduce<Row | null>((row, write) => applyWrite(row, write, ids, now), server);
}

/**
 * What a server version `server` of a held document changes: the held record, and the row to show (undefined: keep
 * what is shown). Shown at once, under the pending writes, unless a write is in flight (see the file's header).
 */
export function onServerVersion(
  held: HeldDoc,
  server: Row | null,
  pending: readonly DocWrite[],
  ids: Record<string, string>,
  now: number,
): { held: HeldDoc; show: Row | null | undefined } {
  if (held.inFlight > 0) return { held: { ...held, server, seenSinceSend: true }, show: undefined };
  return { held: { ...held, server }, show: visibleOf(server, pending, ids, now) };
}

/**
 * What an acknowledged write changes on a document it touched: one fewer in flight, and, when none is left, the
 * server's version read again after the acknowledgement (`current`) — or, not read, one that came meanwhile —
 * under the writes still pending. Undefined `show`: keep what is shown (the write's own result, until the
 * server's version of it arrives). A version that came while the write was out may predate it (the listener and
 * the write stream are apart: a card moved offline was shown back in its old list for a moment), so the pump reads
 * again a document whose version does not hold what the write wrote (outbox.ts `unsureAfterSend`).
 */
export function onAcknowledged(
  held: HeldDoc,
  pending: readonly DocWrite[],
  ids: Record<string, string>,
  now: number,
  current?: Row | null,
): { held: HeldDoc; show: Row | null | undefined } {
  const inFlight = Math.max(0, held.inFlight - 1);
  if (inFlight === 0 && current !== undefined)
    return {
      held: { server: current, inFlight, seenSinceSend: false },
      show: visibleOf(current, pending, ids, now),
    };
  if (inFlight > 0 || !held.seenSinceSend)
    return {
      held: { ...held, inFlight, seenSinceSend: held.seenSinceSend && inFlight > 0 },
      show: undefined,
    };
  return {
    held: { ...held, inFlight, seenSinceSend: false },
    show: visibleOf(held.server, pending, ids, now),
  };
}

/**
 * What a refused write changes on a document it touched: the server's version (`current`, read again after the
 * refusal, or the one last received) under the writes still pending — the refused one's effect is gone.
 */
export function onRefused(
  held: HeldDoc,
  current: Row | null | undefined,
  pending: readonly DocWrite[],
  ids: Record<string, string>,
  now: number,
): { held: HeldDoc; show: Row | null } {
  const server = current === undefined ? held.server : current;
  return {
    held: { server, inFlight: Math.max(0, held.inFlight - 1), seenSinceSend: false },
    show: visibleOf(server, pending, ids, now),
  };
}
