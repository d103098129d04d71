/**
 * A board's tally of open lists and cards (`openLists`, `openCards`, and `counted`, which names the list or card
 * counted): Firebase mode writes it beside every list or card opened or closed, because the rules accept the one only
 * with the other (firestore.rules `canTally`). No screen shows it: the app counts rows.
 */
import type { DocWrite } from './writes';

const TALLY_FIELDS: ReadonlySet<string> = new Set(['openLists', 'openCards', 'counted']);

/** Whether `write` changes a board's tally (a board's document: `boards/{boardId}`) and nothing else. */
export function isTallyOnly(write: DocWrite): boolean {
  if (write.kind !== 'update' || write.path.split('/').length !== 2) return false;
  const fields = Object.keys(write.data);
  return fields.length > 0 && fields.every((field) => TALLY_FIELDS.has(field));
}
