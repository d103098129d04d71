/**
 * Whether a change the server refused had in fact landed before (docs/sync.md, idempotence). A batch whose answer
 * was lost — the connection dropped after the server committed it — is sent again (by the Firestore SDK when its
 * write stream reconnects, or by the pump); the server then refuses the second copy (a `set` of a card that now exists is an update the rules do not allow), though the first is saved.
 * Found by issue 28's fault test: the network toggled every 2 s, one new card in ~60 came back "Not saved: your role
 * does not allow that". Told from the documents themselves: every field the change wrote already has that value on
 * the server, and every document it deleted is gone.
 */
import { dequal } from 'dequal';
import { isSentinel, type DocWrite, type Row } from './writes';

/** The value at the dotted `field` of `row` (undefined when a map on the way is missing). */
function valueAt(row: Row, field: string): unknown {
  let value: unknown = row;
  for (const key of field.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Row)[key];
  }
  return value;
}

/**
 * True when the server already holds what `writes` wrote: `versions` maps each path to the server's document as
 * stored (top-level times in epoch ms; null when
 * the document does not exist); a path it lacks could not be read, and paths `skip` names (tombstones, which no
 * reader of the board may read back) are not checked. Values only the server fills in (its clock, an increment)
 * cannot tell; a change with nothing else to compare is not taken as landed. When the change made (`set`) or deleted
 * documents, only those are compared: a document it updated may have been changed again by a later change.
 */
export function alreadyLanded(
  writes: readonly DocWrite[],
  versions: ReadonlyMap<string, Row | null>,
  skip: (path: string) => boolean = () => false,
): boolean {
  const checked = writes.filter((write) => !skip(write.path));
  // Documents a change made or deleted decide: its updates (a board's tally) may hold later changes' values by now.
  const decisive = checked.filter((write) => write.kind !== 'update');
  let compared = 0;
  for (const write of decisive.length > 0 ? decisive : checked) {
    if (!versions.has(write.path)) return false;
    const row = versions.get(write.path) ?? null;
    if (write.kind === 'delete') {
      if (row !== null) return false;
      compared += 1;
      continue;
    }
    if (row === null) return false;
    for (const [field, value] of Object.entries(write.data)) {
      if (value === undefined || isSentinel(value, 'serverTime') || isSentinel(value, 'increment')) continue;
      if (!dequal(valueAt(row, field), value)) return false;
      compared += 1;
    }
  }
  return compared > 0;
}
