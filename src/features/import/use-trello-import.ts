/** A board import as a state machine for the dialog: read the file, map it (Trello or Lanes), write it, report. */
import { useState } from 'react';
import { useBackend } from '../../backend/context';
import type { ImportProgress } from '../../domain/import/plan';
import { mapBoardFile } from '../../domain/import/board-file';
import type { ImportReport } from '../../domain/import/trello';
import { parseJson, readImportFile } from './read-file';

export type ImportState =
  | { step: 'idle' }
  | { step: 'working'; progress: ImportProgress }
  | { step: 'done'; boardId: string; report: ImportReport; ms: number }
  | { step: 'failed'; error: unknown };

/** Returns the current state and `start(file)`, which runs the whole import and never throws. */
export function useTrelloImport(): { state: ImportState; start: (file: File) => Promise<void> } {
  const { boards, telemetry } = useBackend();
  const [state, setState] = useState<ImportState>({ step: 'idle' });

  const start = async (file: File) => {
    const started = performance.now();
    const trace = telemetry.trace('trello_import');
    const show = (progress: ImportProgress) => setState({ step: 'working', progress });
    try {
      show({ phase: 'reading', done: 0, total: file.size });
      const text = await readImportFile(file, (done, total) => show({ phase: 'reading', done, total }));
      show({ phase: 'mapping', done: 0, total: 0 });
      // Let the progress bar paint before the mapping blocks the main thread.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const { plan, report } = mapBoardFile(parseJson(text, file.name));
      const boardId = await boards.importBoard(plan, show);
      const ms = performance.now() - started;
      setState({ step: 'done', boardId, report, ms });
      const cards = plan.cards.length;
      trace.putMetric('cards', cards);
      trace.putMetric('cards_per_second', ms > 0 ? (cards * 1000) / ms : cards);
      trace.stop();
      telemetry.event('trello_import', { cards, lists: plan.lists.length });
    } catch (error) {
      setState({ step: 'failed', error });
    }
  };
  return { state, start };
}
