/**
 * Board menu → "Delete board…" (owners only, permissions.ts `board.delete`): says what goes, for whom, then calls
 * the deleteBoard callable; when the server asks for a recent sign-in (5 minutes), the account signs in again
 * (ReauthDialog) and the deletion is retried. Archiving is the undoable way to put a board away; this is not.
 */
import { useState } from 'react';
import { useBackend } from '../../backend/context';
import type { Board } from '../../domain/model';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useRecentSignIn } from '../../ui/recent-sign-in';

export interface DeleteBoardDialogProps {
  board: Board;
  onClose: () => void;
  /** After the board is gone (leave its page). */
  onDeleted: () => void;
}

/** The confirmation; the board menu offers it to owners where the backend has callables (every mode has them). */
export function DeleteBoardDialog({ board, onClose, onDeleted }: DeleteBoardDialogProps) {
  const { calls } = useBackend();
  const { t } = useTranslation(['boards', 'common']);
  const recent = useRecentSignIn();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const others = Object.keys(board.roles).length - 1;

  const remove = async () => {
    if (!calls) return;
    setBusy(true);
    setError(null);
    let deleted = false;
    try {
      await recent(async () => {
        await calls.deleteBoard({ boardId: board.id });
        deleted = true;
      });
    } catch (e) {
      setError(e);
    }
    setBusy(false);
    if (deleted) onDeleted();
  };

  return (
    <Dialog title={t('delete.title')} onClose={onClose} className="delete-board-dialog">
      <p>{t('delete.text', { title: board.title })}</p>
      {others > 0 && <p>{t('delete.shared', { count: others })}</p>}
      <p>
        <strong>{t('delete.final')}</strong>
      </p>
      <ErrorMessage error={error} />
      <div className="row">
        <button type="button" className="danger" disabled={busy || !calls} onClick={() => void remove()}>
          {busy ? t('delete.busy') : t('delete.submit')}
        </button>
        <button type="button" onClick={onClose}>
          {t('common:cancel')}
        </button>
      </div>
    </Dialog>
  );
}
