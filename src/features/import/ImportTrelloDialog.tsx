/**
 * The import dialog: pick a Trello export or a Lanes export, watch it import as a new board with a progress bar,
 * read the report, open the board.
 */
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ProgressBar } from '../../ui/ProgressBar';
import { ImportReportView } from './ImportReportView';
import { useTrelloImport } from './use-trello-import';

const PHASE_LABEL = {
  reading: 'Reading the file',
  mapping: 'Reading the board file',
  writing: 'Saving lists and cards',
  done: 'Done',
} as const;

export function ImportTrelloDialog({ onClose }: { onClose: () => void }) {
  const { state, start } = useTrelloImport();
  return (
    <Dialog title="Import a board" onClose={onClose}>
      <p className="hint">
        From Trello: board menu → Print, export and share → Export as JSON. From Lanes: board menu → Export →
        Download JSON. Then choose that file here; it becomes a new board.
      </p>
      <label className="field">
        Lanes or Trello export (.json)
        <input
          type="file"
          accept="application/json,.json"
          disabled={state.step === 'working'}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void start(file);
          }}
        />
      </label>
      {state.step === 'working' && (
        <ProgressBar
          label={PHASE_LABEL[state.progress.phase]}
          value={state.progress.done}
          max={state.progress.total}
        />
      )}
      {state.step === 'failed' && <ErrorMessage error={state.error} />}
      {state.step === 'done' && (
        <div role="status" data-import-ms={Math.round(state.ms)}>
          <p>
            Imported in {state.ms < 1000 ? `${Math.round(state.ms)} ms` : `${(state.ms / 1000).toFixed(1)} s`}
            .
          </p>
          <ImportReportView report={state.report} />
          <Link className="primary button" to={paths.board.href(state.boardId)}>
            Open the board
          </Link>
        </div>
      )}
    </Dialog>
  );
}
