/**
 * "Export all boards": one Lanes file of every board (export-all.ts, loaded on first use), with its progress and
 * outcome said in a live region.
 */
import { useState } from 'react';
import { useBackend } from '../../backend/context';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorMessage } from '../../ui/ErrorMessage';

type Step =
  | { step: 'idle' }
  | { step: 'working'; done: number; total: number }
  | { step: 'done'; fileName: string; boards: number }
  | { step: 'failed'; error: unknown };

export function ExportAllButton({ className }: { className?: string }) {
  const { boards } = useBackend();
  const { t } = useTranslation('boards');
  const [state, setState] = useState<Step>({ step: 'idle' });
  const run = async () => {
    setState({ step: 'working', done: 0, total: 0 });
    try {
      const { exportAllBoards } = await import('./export-all');
      const result = await exportAllBoards(boards, (done, total) =>
        setState({ step: 'working', done, total }),
      );
      setState({ step: 'done', ...result });
    } catch (error) {
      setState({ step: 'failed', error });
    }
  };
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={state.step === 'working'}
        onClick={() => void run()}
      >
        {t('storage.exportAll')}
      </button>
      <span role="status" className="hint">
        {state.step === 'working' && t('storage.exporting', { done: state.done, total: state.total })}
        {state.step === 'done' && t('storage.exported', { count: state.boards, file: state.fileName })}
      </span>
      {state.step === 'failed' && <ErrorMessage error={state.error} />}
    </>
  );
}
