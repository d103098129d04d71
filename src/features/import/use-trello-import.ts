/**
 * A board import as a state machine for the dialog: read and map the file in a Web Worker (import.worker.ts), write
 * the plan (one per board: an all-boards file holds several) through the `boards` port, report. Cancel ends the worker, or, once writing, makes the next progress
 * report fail so the adapter rolls the board back: a cancelled import leaves nothing behind.
 */
import { useEffect, useRef, useState } from 'react';
import { useBackend } from '../../backend/context';
import { AppError } from '../../domain/errors';
import type { MappedBoard } from '../../domain/import/board-file';
import type { ImportProgress } from '../../domain/import/plan';
import type { ImportReport } from '../../domain/import/trello';
import { useTranslation } from '../../i18n/use-translation';
import { problemText, type ImporterT } from './import-text';
import type { WorkerError, WorkerReply, WorkerRequest } from './worker-messages';

export type ImportState =
  | { step: 'idle' }
  | { step: 'working'; progress: ImportProgress }
  | { step: 'done'; boardIds: string[]; report: ImportReport; ms: number }
  | { step: 'failed'; error: unknown; kept: number }
  | { step: 'cancelled'; kept: number };

/** Thrown into the import when the person pressed Cancel. */
class Cancelled extends Error {}

/** A WorkerError as the AppError the dialog shows: a refused file's problem in words (the current language). */
function fromWorker(error: WorkerError, t: ImporterT): AppError {
  if (error.problem && error.fileName !== undefined)
    return new AppError(error.code, problemText(t, error.fileName, error.problem));
  return new AppError(error.code, error.message);
}

interface Mapped {
  boards: MappedBoard[];
}

/** A new import worker (import.worker.ts): it loads its code at once, before it is given a file. */
function newWorker(): Worker {
  return new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
}

/** Reads and maps `file` in `worker`, which it ends when done; `stop` ends it early and rejects with Cancelled. */
function mapInWorker(
  worker: Worker,
  file: File,
  t: ImporterT,
  onProgress: (progress: ImportProgress) => void,
): { result: Promise<Mapped>; stop: () => void } {
  let stop = () => undefined as void;
  const result = new Promise<Mapped>((resolve, reject) => {
    stop = () => {
      worker.terminate();
      reject(new Cancelled());
    };
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') return onProgress(reply.progress);
      worker.terminate();
      if (reply.type === 'mapped') resolve({ boards: reply.boards });
      else reject(fromWorker(reply.error, t));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new AppError('internal', event.message || 'The importer stopped unexpectedly.'));
    };
    worker.postMessage({ file } satisfies WorkerRequest);
  });
  return { result, stop };
}

/**
 * Returns the current state, `start(file)` (runs the whole import, never throws; resolves with the new boards' ids,
 * or null when it did not finish) and `cancel()`. `measure` names the Analytics event and Performance trace it
 * records (a copied board is imported from its own file too).
 */
export function useTrelloImport(measure: 'trello_import' | 'board_copy' = 'trello_import'): {
  state: ImportState;
  start: (file: File) => Promise<string[] | null>;
  cancel: () => void;
} {
  const { boards, telemetry } = useBackend();
  const { t } = useTranslation('importer');
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const cancelRef = useRef<(() => void) | null>(null);
  // A worker started when the dialog opens, so its code has loaded by the time a file is chosen.
  const spare = useRef<Worker | null>(null);
  useEffect(() => {
    spare.current = newWorker();
    return () => {
      // Closing the dialog mid-import cancels it.
      cancelRef.current?.();
      spare.current?.terminate();
      spare.current = null;
    };
  }, []);

  const start = async (file: File): Promise<string[] | null> => {
    const started = performance.now();
    // Marks split the import's time for bench:firebase-import (file chosen → mapped → checked → sent).
    performance.mark('lanes:import:chosen');
    const trace = telemetry.trace(measure);
    let cancelled = false;
    const boardIds: string[] = [];
    const show = (progress: ImportProgress) => {
      if (cancelled) throw new Cancelled();
      setState({ step: 'working', progress });
    };
    try {
      show({ phase: 'reading', done: 0, total: file.size });
      const worker = spare.current ?? newWorker();
      spare.current = null;
      const mapping = mapInWorker(worker, file, t, show);
      cancelRef.current = () => {
        cancelled = true;
        mapping.stop();
      };
      const mapped = await mapping.result;
      performance.mark('lanes:import:mapped');
      // From here the adapter's next progress report throws, and the adapter removes what it wrote.
      cancelRef.current = () => (cancelled = true);
      // An all-boards file holds several: each is one import (one board whole or nothing), in the file's order.
      for (const { plan } of mapped.boards) boardIds.push(await boards.importBoard(plan, show));
      cancelRef.current = null;
      const ms = performance.now() - started;
      const report = mapped.boards[0]?.report;
      if (!report) throw new AppError('import/invalid-file', 'The file holds no board.');
      setState({ step: 'done', boardIds, report, ms });
      const plans = mapped.boards.map((b) => b.plan);
      const cards = plans.reduce((n, plan) => n + plan.cards.length, 0);
      trace.putMetric('cards', cards);
      trace.putMetric('cards_per_second', ms > 0 ? (cards * 1000) / ms : cards);
      trace.stop();
      const lists = plans.reduce((n, plan) => n + plan.lists.length, 0);
      telemetry.event(measure, { cards, lists });
      return boardIds;
    } catch (error) {
      cancelRef.current = null;
      const kept = boardIds.length;
      setState(
        cancelled || error instanceof Cancelled
          ? { step: 'cancelled', kept }
          : { step: 'failed', error, kept },
      );
      return null;
    }
  };
  // The state turns to `cancelled` when the import has stopped (and, once writing, rolled back).
  const cancel = () => cancelRef.current?.();
  return { state, start, cancel };
}
