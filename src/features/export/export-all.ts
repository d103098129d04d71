/**
 * "Export all boards" (issue 28 item 2): every board of the person, open and archived, in one Lanes all-boards file
 * (domain/export/lanes-archive.ts) that the import dialog reads back as that many new boards. Records the time on
 * this device, for the export reminder (storage-facts.ts).
 */
import type { BoardsPort } from '../../backend/ports';
import { readOnce } from '../../backend/read-once';
import { buildLanesArchive } from '../../domain/export/lanes-archive';
import { buildLanesExport } from '../../domain/export/to-lanes-json';
import type { Board } from '../../domain/model';
import { readBoard, readDetails } from './read-board';
import { exportFileName, saveTextFile } from './save-file';
import { recordExport } from './storage-facts';

/**
 * Reads every board through `boards`, builds the file, hands it to the browser as a download named
 * "lanes-all-boards-YYYY-MM-DD.lanes.json" and records the export. `onProgress(done, total)` counts boards read.
 * Resolves with the file name and the number of boards; rejects with the ports' AppErrors (nothing is recorded).
 */
export async function exportAllBoards(
  boards: BoardsPort,
  onProgress?: (done: number, total: number) => void,
): Promise<{ fileName: string; boards: number }> {
  const [open, archived] = await Promise.all([
    readOnce<Board[]>((o) => boards.watchBoards(o)),
    readOnce<Board[]>((o) => boards.watchArchivedBoards(o)),
  ]);
  const all = [...open, ...archived];
  const now = new Date();
  const files = [];
  onProgress?.(0, all.length);
  // One board at a time: each reads its cards' details eight at a time already (read-board.ts).
  for (const board of all) {
    const contents = await readDetails(boards, await readBoard(boards, board.id, true));
    files.push(buildLanesExport(contents, now.getTime()).file);
    onProgress?.(files.length, all.length);
  }
  const fileName = exportFileName('lanes-all-boards', now, 'lanes.json');
  saveTextFile(
    fileName,
    `${JSON.stringify(buildLanesArchive(files, now.getTime()), null, 2)}\n`,
    'application/json',
  );
  recordExport(now.getTime());
  return { fileName, boards: files.length };
}
