/**
 * "Export board": download it as Lanes JSON (re-importable), CSV or a read-only HTML snapshot, with a progress bar
 * while it reads.
 */
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ProgressBar } from '../../ui/ProgressBar';
import { useBoardExport, type ExportState } from './use-board-export';
import { SNAPSHOT_IMAGE_MAX_BYTES, SNAPSHOT_IMAGES_MAX_BYTES } from '../../domain/export/snapshot-html';

const PHASE_LABEL = {
  board: 'phase.board',
  details: 'phase.details',
  file: 'phase.file',
} as const;

export interface ExportDialogProps {
  boardId: string;
  boardTitle: string;
  /** The name to write for an account assigned to a card. */
  nameOf: (uid: string) => string;
  onClose: () => void;
}

function Result({ state }: { state: Extract<ExportState, { step: 'done' }> }) {
  const { t } = useTranslation('export');
  return (
    <div role="status" className="export-result">
      <p>
        <Trans
          t={t}
          i18nKey="saved"
          count={state.cards}
          values={{ file: state.fileName }}
          components={{ strong: <strong /> }}
        />
      </p>
      {state.kind === 'json' && !state.archivedIncluded && (
        <p className="hint">
          {t('noArchived')}
          {state.skippedCards > 0 && t('skipped', { count: state.skippedCards })}
        </p>
      )}
    </div>
  );
}

export function ExportDialog({ boardId, boardTitle, nameOf, onClose }: ExportDialogProps) {
  const { state, start } = useBoardExport(boardId, nameOf);
  const working = state.step === 'working';
  const { t } = useTranslation('export');
  return (
    <Dialog title={t('title', { title: boardTitle })} onClose={onClose}>
      <p className="hint">
        {t('hint', {
          each: SNAPSHOT_IMAGE_MAX_BYTES / 1_000_000,
          all: SNAPSHOT_IMAGES_MAX_BYTES / 1_000_000,
        })}
      </p>
      <div className="row">
        <button type="button" className="primary" disabled={working} onClick={() => void start('json')}>
          {t('json')}
        </button>
        <button type="button" disabled={working} onClick={() => void start('csv')}>
          {t('csv')}
        </button>
        <button type="button" disabled={working} onClick={() => void start('html')}>
          {t('html')}
        </button>
      </div>
      {working && <ProgressBar label={t(PHASE_LABEL[state.phase])} value={state.done} max={state.total} />}
      {state.step === 'failed' && <ErrorMessage error={state.error} />}
      {state.step === 'done' && <Result state={state} />}
    </Dialog>
  );
}
