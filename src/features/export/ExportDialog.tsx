/** "Export board": download it as Lanes JSON (re-importable) or CSV, with a progress bar while it reads. */
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ProgressBar } from '../../ui/ProgressBar';
import { useBoardExport, type ExportState } from './use-board-export';

const PHASE_LABEL = {
  board: 'Reading the board',
  details: 'Reading comments and attachments',
  file: 'Writing the file',
} as const;

export interface ExportDialogProps {
  boardId: string;
  boardTitle: string;
  /** The name to write for an account assigned to a card. */
  nameOf: (uid: string) => string;
  onClose: () => void;
}

function Result({ state }: { state: Extract<ExportState, { step: 'done' }> }) {
  return (
    <div role="status" className="export-result">
      <p>
        Saved {state.cards} {state.cards === 1 ? 'card' : 'cards'} to <strong>{state.fileName}</strong> (in
        your browser’s downloads).
      </p>
      {state.kind === 'json' && !state.archivedIncluded && (
        <p className="hint">
          Archived lists and cards are not in the file: this version of Lanes cannot read them back yet.
          {state.skippedCards > 0 &&
            ` ${state.skippedCards} open ${state.skippedCards === 1 ? 'card' : 'cards'} of archived lists were left out too.`}
        </p>
      )}
    </div>
  );
}

export function ExportDialog({ boardId, boardTitle, nameOf, onClose }: ExportDialogProps) {
  const { state, start } = useBoardExport(boardId, nameOf);
  const working = state.step === 'working';
  return (
    <Dialog title={`Export “${boardTitle}”`} onClose={onClose}>
      <p className="hint">
        JSON keeps everything Lanes can import again as a new board: lists, cards, labels, checklists,
        comments and links. CSV has one row per card, for spreadsheets.
      </p>
      <div className="row">
        <button type="button" className="primary" disabled={working} onClick={() => void start('json')}>
          Download JSON
        </button>
        <button type="button" disabled={working} onClick={() => void start('csv')}>
          Download CSV
        </button>
      </div>
      {working && <ProgressBar label={PHASE_LABEL[state.phase]} value={state.done} max={state.total} />}
      {state.step === 'failed' && <ErrorMessage error={state.error} />}
      {state.step === 'done' && <Result state={state} />}
    </Dialog>
  );
}
