/**
 * importBoard for local mode: the plan is checked whole (schema, references, limits) before anything is written,
 * then the board and everything in it are written in ONE Dexie transaction, so a failure leaves nothing behind and
 * no tab ever sees half a board (ARCHITECTURE.md §4).
 */
import type { Table } from 'dexie';
import { newId } from '../../domain/ids';
import type { BoardPlan, ImportProgress } from '../../domain/import/plan';
import { checkImportable } from '../../domain/import/check-plan';
import { planRows } from '../../domain/import/plan-rows';
import type { User } from '../ports';
import { requireUser } from './access';
import type { LanesDb } from './db';
import { askToKeepStorage } from './keep-storage';
import { addActivity, writeTransaction } from './tx';

/** Rows per bulkAdd: small enough for a smooth progress bar, large enough that 5,000 cards take ten steps. */
export const IMPORT_CHUNK_ROWS = 500;

/**
 * Writes `plan` as a new board owned by the current user and returns its id. Reports `{phase: 'writing', done,
 * total}` (rows) before and after each chunk, then `{phase: 'done'}` once stored. Throws `unauthenticated`,
 * `invalid-argument` (bad plan), `limit-exceeded` (500 lists / 5,000 cards, Trello's limits) before writing
 * anything; any later failure, a throwing `onProgress` included, rolls the whole board back (errors thrown by
 * `onProgress` for the final `done` report, made once the board is stored, are ignored).
 */
export async function importBoard(
  db: LanesDb,
  currentUser: () => User | null,
  plan: BoardPlan,
  onProgress?: (progress: ImportProgress) => void,
): Promise<string> {
  const { uid } = requireUser(currentUser);
  // The same checks as every mode and `npm run import:check`: schema, limits, references, 1 MiB per document.
  const parsed = checkImportable(plan);
  const rows = planRows(parsed, { boardId: newId(), uid, now: Date.now() });
  const total = 1 + rows.lists.length + rows.cards.length + rows.comments.length + rows.attachments.length;
  const tables = [db.boards, db.lists, db.cards, db.comments, db.attachments, db.activity];
  await writeTransaction(db, tables, async (tally) => {
    let done = 0;
    const report = () => onProgress?.({ phase: 'writing', done, total });
    async function writeChunks<T>(table: Table<T>, items: T[]): Promise<void> {
      for (let i = 0; i < items.length; i += IMPORT_CHUNK_ROWS) {
        const chunk = items.slice(i, i + IMPORT_CHUNK_ROWS);
        await table.bulkAdd(chunk);
        done += chunk.length;
        report();
      }
    }
    report();
    await db.boards.add(rows.board);
    done += 1;
    await writeChunks(db.lists, rows.lists);
    await writeChunks(db.cards, rows.cards);
    await writeChunks(db.comments, rows.comments);
    await writeChunks(db.attachments, rows.attachments);
    tally.documents += total;
    const data = { lists: rows.lists.length, cards: rows.cards.length };
    await addActivity(db, tally, { boardId: rows.board.id, type: 'board.import', actorUid: uid, data });
  });
  void askToKeepStorage();
  try {
    onProgress?.({ phase: 'done', done: total, total });
  } catch {
    // The board is stored by now: an observer failing on the last report must not make a stored import look
    // failed (a caller would retry and get a second board) nor escape as a non-AppError.
  }
  return rows.board.id;
}
