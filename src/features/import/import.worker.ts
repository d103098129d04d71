/**
 * The import's Web Worker: reads a board file (size, encoding, nesting depth, JSON: read-board-file.ts) and maps it
 * to BoardPlans (Trello, a Lanes board, or Lanes' all-boards file), off the main thread, so a huge or hostile file never freezes the tab and the
 * dialog keeps its progress bar and its Cancel button alive (Cancel ends this worker).
 */
import { mapBoardFiles } from '../../domain/import/board-file';
import { readBoardFile } from '../../domain/import/read/read-board-file';
import { toWorkerError, type WorkerReply, type WorkerRequest } from './worker-messages';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
};

// Progress is posted at most this often (ms): a 100 MB file arrives in ~1,600 chunks.
const PROGRESS_EVERY_MS = 50;

scope.onmessage = (event) => {
  const { file } = event.data;
  let last = 0;
  const run = async () => {
    const json = await readBoardFile(file, {
      fileName: file.name,
      onProgress: (done, total) => {
        const now = performance.now();
        if (now - last < PROGRESS_EVERY_MS && done < total) return;
        last = now;
        scope.postMessage({ type: 'progress', progress: { phase: 'reading', done, total } });
      },
    });
    scope.postMessage({ type: 'progress', progress: { phase: 'mapping', done: 0, total: 0 } });
    const { source, boards } = mapBoardFiles(json);
    scope.postMessage({ type: 'mapped', source, boards });
  };
  run().catch((e: unknown) => scope.postMessage({ type: 'failed', error: toWorkerError(e) }));
};
