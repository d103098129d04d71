/**
 * The import dialog: pick a Trello export or a Lanes export (one board, or all boards: then each becomes a new
 * board), watch it import as a new board with a progress bar
 * (read and mapped in a Web Worker, so the page stays responsive) and a Cancel button, read the report, open the
 * board.
 */
import { useState } from 'react';
import { toAppError, type ErrorCode } from '../../domain/errors';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/routing';
import { paths } from '../../config/paths';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ProgressBar } from '../../ui/ProgressBar';
import { ImportReportView } from './ImportReportView';
import { useTrelloImport } from './use-trello-import';

/** Failures that a second try may get past (a refused file would be refused again). */
const TRANSIENT: ReadonlySet<ErrorCode> = new Set(['unavailable', 'internal']);

const PHASE_LABEL = {
  reading: 'phase.reading',
  mapping: 'phase.mapping',
  writing: 'phase.writing',
  done: 'phase.done',
} as const;

export function ImportTrelloDialog({ onClose }: { onClose: () => void }) {
  const { state, start, cancel } = useTrelloImport();
  const { t } = useTranslation(['import', 'importer']);
  // Kept for Try again: choosing the same file again fires no change event.
  const [file, setFile] = useState<File | null>(null);
  return (
    <Dialog title={t('title')} onClose={onClose}>
      <p className="hint">{t('hint')}</p>
      <label className="field">
        {t('file')}
        <input
          type="file"
          accept="application/json,.json"
          disabled={state.step === 'working'}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (!chosen) return;
            setFile(chosen);
            void start(chosen);
          }}
        />
      </label>
      {state.step === 'working' && (
        <div className="row">
          <ProgressBar
            label={t(PHASE_LABEL[state.progress.phase])}
            value={state.progress.done}
            max={state.progress.total}
          />
          <button type="button" onClick={cancel}>
            {t('importer:cancel')}
          </button>
        </div>
      )}
      {state.step === 'cancelled' && (
        <p role="status">
          {state.kept > 0 ? t('importer:keptBoards', { count: state.kept }) : t('importer:cancelled')}
        </p>
      )}
      {state.step === 'failed' && (
        <>
          <ErrorMessage error={state.error} summaries={{ unavailable: t('unavailable') }} />
          {state.kept > 0 && <p role="status">{t('importer:keptBoards', { count: state.kept })}</p>}
          {file && TRANSIENT.has(toAppError(state.error).code) && (
            <button type="button" onClick={() => void start(file)}>
              {t('tryAgain')}
            </button>
          )}
        </>
      )}
      {state.step === 'done' && (
        <div role="status" data-import-ms={Math.round(state.ms)}>
          <p>
            {t('importedIn', {
              time: state.ms < 1000 ? t('ms', { ms: Math.round(state.ms) }) : t('s', { s: state.ms / 1000 }),
            })}
          </p>
          {state.boardIds.length === 1 ? (
            <>
              <ImportReportView report={state.report} />
              <Link className="primary button" to={paths.board.href(state.boardIds[0] ?? '')}>
                {t('openBoard')}
              </Link>
            </>
          ) : (
            <>
              <p>{t('importedBoards', { count: state.boardIds.length })}</p>
              <Link className="primary button" to={paths.boards.href()} onClick={onClose}>
                {t('openBoards')}
              </Link>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
