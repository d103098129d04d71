/**
 * importBoard for the Firebase modes (ARCHITECTURE.md §4, issue 24 item 4). The plan is checked whole in the
 * browser first (the same checks as every mode and `npm run import:check`), so a bad file is refused before
 * anything is sent. Then, as shipped (`server`), it goes compressed to the `importBoard` callable, which checks it
 * again and writes it with the Admin SDK (functions/src/import-board.ts), and the account's replica takes the
 * board from the plan itself — the server wrote exactly those documents, at the time it answers with — so the
 * board opens at once, with nothing read back. Variants measured by bench:firebase-import (VITE_LANES_IMPORT):
 * `lite` and `sdk` write from the browser (import-client.ts).
 */
import { newId } from '../../domain/ids';
import { checkImportable } from '../../domain/import/check-plan';
import type { ImportBoardInput, ImportBoardOutput } from '../../domain/import/import-call';
import type { BoardPlan, ImportProgress } from '../../domain/import/plan';
import { requireSession, requireUser, type Access } from './access';
import { callFunction } from './calls';
import { writeImport } from './import-client';
import { revealImported, seedImported } from './sync/seed-import';
import { writeCounter } from './writes';
import { forgetBoard } from '../local/replica/board-state';
import { onTableChange } from '../local/replica/changes';
import type { LanesDb } from '../local/db';

const MODE = (import.meta.env as Record<string, unknown>).VITE_LANES_IMPORT;

/**
 * How long the browser waits for `importBoard`, in ms: past the function's own 300 s timeout
 * (functions/src/import-board.ts), so the person hears the server's verdict. Giving up first could say "nothing was
 * kept" of an import the server then finishes, and a retry would make the board twice.
 */
export const IMPORT_CALL_TIMEOUT_MS = 310_000;

/**
 * How far before its own clock the device proposes the import's time (ms): a server whose clock is up to this much
 * behind the device's still takes it (it never takes a time after its own: import-call.ts `writtenAtFor`).
 */
export const CLOCK_ALLOWANCE_MS = 5_000;

/** `text` gzip-compressed, in base64. */
async function gzipBase64(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Resolves once `replica` no longer holds board `boardId`, or after `ms`. */
function goneFromReplica(replica: LanesDb, boardId: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const check = () => void replica.boards.get(boardId).then((row) => (row ? undefined : done()));
    const timer = setTimeout(done, ms);
    const stop = onTableChange(replica, 'boards', check);
    check();
  });
}

/**
 * Writes `plan` as a new board owned by the current user and returns its id. Reports `{phase: 'writing', done,
 * total}` (documents) before writing and `{phase: 'done'}` after. Throws `unauthenticated`, `invalid-argument` (bad
 * plan), `limit-exceeded` (500 lists / 5,000 cards, Trello's; a document over 1 MiB: the card named by title and
 * list) before sending anything (check-plan.ts `checkImportable`); later `unavailable` (offline: an import needs
 * the server), `permission-denied`, or what `onProgress` throws. Nothing of a failed import remains.
 */
export async function importBoard(
  a: Access,
  plan: BoardPlan,
  onProgress?: (progress: ImportProgress) => void,
): Promise<string> {
  const { uid } = requireUser(a.currentUser);
  const parsed = checkImportable(plan);
  const total =
    1 + parsed.lists.length + parsed.cards.length + parsed.comments.length + parsed.attachments.length;
  let boardId: string;
  if (MODE === 'lite' || MODE === 'sdk') {
    const api =
      MODE === 'lite'
        ? (await import('./import-lite')).liteWrites(a.connection)
        : (await import('./import-sdk')).sdkWrites(await a.connection.firestore());
    boardId = await writeImport(api, uid, parsed, onProgress, a.deleteBoard);
  } else {
    performance.mark('lanes:import:checked');
    onProgress?.({ phase: 'writing', done: 0, total });
    const { replica } = requireSession(a);
    const proposed = { boardId: newId(), writtenAt: Date.now() - CLOCK_ALLOWANCE_MS };
    const input: ImportBoardInput = {
      gzip: await gzipBase64(JSON.stringify(parsed)),
      boardId: proposed.boardId,
      proposedAt: proposed.writtenAt,
    };
    performance.mark('lanes:import:compressed');
    const answer = callFunction<ImportBoardInput, ImportBoardOutput>(
      a.connection.app,
      a.connection.emulated,
      'importBoard',
      input,
      IMPORT_CALL_TIMEOUT_MS,
    );
    // The replica stores the board, hidden, while the server writes it (1.3–1.9 s of IndexedDB for 5,000 cards):
    // from the next task, once the request has gone out, so its work does not hold the request up.
    const seeding = new Promise((resolve) => setTimeout(resolve, 0)).then(() =>
      seedImported(replica, proposed, parsed, uid, true),
    );
    // Awaited below; this only keeps a failure before then from being reported as unhandled.
    seeding.catch(() => undefined);
    let output: ImportBoardOutput;
    try {
      output = await answer;
    } catch (e) {
      await seeding.catch(() => undefined);
      await forgetBoard(replica, proposed.boardId);
      throw e;
    }
    performance.mark('lanes:import:answered');
    boardId = output.boardId;
    writeCounter.documentsWritten += total;
    writeCounter.activityWritten += 1;
    try {
      onProgress?.({ phase: 'writing', done: total, total });
      await seeding;
      // The server took the device's time unless the device's clock was ahead of its own: then every row again.
      if (output.boardId === proposed.boardId && output.writtenAt === proposed.writtenAt)
        await revealImported(replica, output);
      else {
        if (output.boardId !== proposed.boardId) await forgetBoard(replica, proposed.boardId);
        await seedImported(replica, output, parsed, uid);
      }
      performance.mark('lanes:import:seeded');
    } catch (e) {
      await seeding.catch(() => undefined);
      // Written, but the person's side failed (a throwing onProgress, a full device): taken back, as a failed
      // import is.
      await a
        .deleteBoard?.(boardId)
        .catch((cause: unknown) => console.warn('Lanes: could not take back', cause));
      // The boards listener hears of the deletion and forgets the board; a copy it delivered meanwhile would
      // otherwise bring it back.
      await goneFromReplica(replica, boardId, 5_000);
      await forgetBoard(replica, boardId);
      throw e;
    }
  }
  onProgress?.({ phase: 'done', done: total, total });
  return boardId;
}
