/**
 * "Share…" (issue 27 items 1 and 2): an owner or admin makes the board public — anyone with the link views it
 * read-only at `/p/:boardId`, signed in or not — or private again, at once. Public settings: show comments, let
 * search engines show it. Once public, the link and an embed code to copy. Firebase modes only (the board menu
 * offers it where the backend can read public boards).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useBackend } from '../../../backend/context';
import type { Board, PublicView } from '../../../domain/model';
import { boardPaths } from '../../../config/paths';
import { Dialog } from '../../../ui/Dialog';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { useToast } from '../../../ui/toast';
import './share.css';

const PRIVATE_DEFAULTS: PublicView = { comments: false, searchEngines: false };

/** The embed code of public board `boardId` at `origin` (its `/embed/` page in an iframe). */
export function embedCode(origin: string, boardId: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${origin}${boardPaths('embed').board(boardId)}" title="${escaped}" width="100%" height="600" style="border:0"></iframe>`;
}

/** A read-only field whose text is selected when it gets the focus, to copy. */
function CopyField({ label, value, rows }: { label: string; value: string; rows?: number }) {
  return (
    <label className="field">
      {label}
      {rows ? (
        <textarea readOnly rows={rows} value={value} onFocus={(e) => e.target.select()} />
      ) : (
        <input readOnly value={value} onFocus={(e) => e.target.select()} />
      )}
    </label>
  );
}

export function ShareBoardDialog({ board, onClose }: { board: Board; onClose: () => void }) {
  const { boards } = useBackend();
  const { t } = useTranslation('board');
  const toast = useToast();
  const [isPublic, setPublic] = useState(Boolean(board.publicView));
  const [options, setOptions] = useState<PublicView>(board.publicView ?? PRIVATE_DEFAULTS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const origin = window.location.origin;
  const link = `${origin}${boardPaths('p').board(board.id)}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await boards.updateBoard(board.id, { publicView: isPublic ? options : null });
      toast({
        text: t('public.share.saved', {
          state: t(isPublic ? 'public.share.statePublic' : 'public.share.statePrivate'),
        }),
      });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('public.share.heading', { title: board.title })}
      onClose={onClose}
      className="share-dialog"
    >
      <form onSubmit={(e) => void submit(e)}>
        <fieldset disabled={busy}>
          <legend>{t('public.share.visibility')}</legend>
          <label className="checkbox">
            <input
              type="radio"
              name="visibility"
              checked={!isPublic}
              data-autofocus={isPublic ? undefined : ''}
              onChange={() => setPublic(false)}
            />
            {t('public.share.private')}
          </label>
          <label className="checkbox">
            <input
              type="radio"
              name="visibility"
              checked={isPublic}
              data-autofocus={isPublic ? '' : undefined}
              onChange={() => setPublic(true)}
            />
            {t('public.share.public')}
          </label>
          <p className="hint">{t('public.share.explain')}</p>
          <div className="share-options">
            <label className="checkbox">
              <input
                type="checkbox"
                disabled={!isPublic}
                checked={options.comments}
                onChange={(e) => setOptions({ ...options, comments: e.target.checked })}
              />
              {t('public.share.comments')}
            </label>
            <label className="checkbox">
              <input
                type="checkbox"
                disabled={!isPublic}
                checked={options.searchEngines}
                onChange={(e) => setOptions({ ...options, searchEngines: e.target.checked })}
              />
              {t('public.share.searchEngines')}
            </label>
          </div>
        </fieldset>
        <ErrorMessage error={error} />
        <button type="submit" className="primary" disabled={busy}>
          {t('public.share.save')}
        </button>
      </form>
      {board.publicView && (
        <div className="share-links">
          <CopyField label={t('public.share.link')} value={link} />
          <CopyField
            label={t('public.share.embed')}
            value={embedCode(origin, board.id, board.title)}
            rows={3}
          />
        </div>
      )}
    </Dialog>
  );
}
