/**
 * The board tally's server side (issue 15 item 4): clients keep `openLists` and `openCards` in the batch that
 * opens or closes a list or card, and firestore.rules check each step — but an import writes its lists and cards
 * without counting and sets the tally in its last write, and a board from before the tally starts counting from
 * zero. In both cases this trigger counts the board's open lists and cards on the server (two count aggregations,
 * in a transaction with the board, so a client's increment in between is not lost) and writes the true numbers.
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { paths } from '../../src/domain/calls/tx';
import { REGION } from './wrap';

/** When a board's tally must be counted again: an import just finished, or the tally just appeared. */
export function needsRecount(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  if (after.deletedAt !== undefined) return false;
  const importFinished = before.importState === 'importing' && (after.importState ?? null) === null;
  const tallyAppeared = before.openCards === undefined && after.openCards !== undefined;
  return importFinished || tallyAppeared;
}

/** Counts board `boardId`'s open lists and cards and writes them; returns them. */
export async function recount(
  db: Firestore,
  boardId: string,
): Promise<{ openLists: number; openCards: number }> {
  const board = db.doc(paths.board(boardId));
  const open = (name: string) => board.collection(name).where('archivedAt', '==', null).count();
  return db.runTransaction(async (t) => {
    const [snapshot, lists, cards] = await Promise.all([
      t.get(board),
      t.get(open('lists')),
      t.get(open('cards')),
    ]);
    const tally = { openLists: lists.data().count, openCards: cards.data().count };
    if (snapshot.exists && snapshot.get('deletedAt') === undefined) t.update(board, tally);
    return tally;
  });
}

/** Recounts a board whose import finished or whose tally is new. */
export const recountBoard = onDocumentUpdated(
  { document: 'boards/{boardId}', region: REGION, retry: true },
  async (event) => {
    const before = event.data?.before.data() ?? {};
    const after = event.data?.after.data() ?? {};
    if (!needsRecount(before, after)) return;
    const said = { openLists: after.openLists as unknown, openCards: after.openCards as unknown };
    const counted = await recount(getFirestore(), event.params.boardId);
    if (said.openLists !== counted.openLists || said.openCards !== counted.openCards) {
      logger.info(
        `board ${event.params.boardId}: tally ${JSON.stringify(said)} counted as ${JSON.stringify(counted)}`,
      );
    }
  },
);
