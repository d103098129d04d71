/**
 * "Copy board…" from the board menu (issue 27 item 5): a title for the copy and what to keep, then the copy with a
 * progress bar and Cancel, and what did not come across; the new board belongs to the person alone.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { paths } from '../../config/paths';
import { COPY_EVERYTHING, type CopyChoices } from '../../domain/export/copy-board';
import type { ImportProgress } from '../../domain/import/plan';
import { TITLE_MAX } from '../../domain/limits';
import { titleSchema } from '../../domain/model';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ProgressBar } from '../../ui/ProgressBar';
import { Link } from '../../ui/routing';
import { ImportReportView } from './ImportReportView';
import { useBoardCopy, type CopyMembers, type CopyState, type ReadBoardFile } from './use-board-copy';

export interface CopyBoardDialogProps {
  /** The title of the board copied. */
  boardTitle: string;
  /** Reads that board as a Lanes board file (the app composes it from the export feature). */
  read: ReadBoardFile;
  /** Adds the board's members to the copy; absent where the person may not invite them (no "Members" choice). */
  copyMembers?: CopyMembers;
  onClose: () => void;
}

/** The choices in the order shown; those under "cards" go with the cards. */
const CARD_PARTS = ['checklists', 'comments', 'attachments'] as const;
const BOARD_PARTS = ['labels', 'customFields'] as const;

/** The progress bar's state: the board's read (`board`), then the import's phases; null when not working. */
function progressOf(
  state: CopyState,
): { phase: 'board' | ImportProgress['phase']; done: number; total: number } | null {
  if (state.step === 'reading') return { phase: 'board', done: state.done, total: state.total };
  if (state.step === 'working') return state.progress;
  return null;
}

export function CopyBoardDialog({ boardTitle, read, copyMembers, onClose }: CopyBoardDialogProps) {
  const { t } = useTranslation(['importer', 'import']);
  const { state, members, start, cancel } = useBoardCopy(read);
  // Off until ticked: it adds other people to a board, and they are told.
  const [withMembers, setWithMembers] = useState(false);
  const [title, setTitle] = useState(() => t('copy.defaultTitle', { title: boardTitle }).slice(0, TITLE_MAX));
  const [choices, setChoices] = useState<CopyChoices>(COPY_EVERYTHING);
  const [titleError, setTitleError] = useState<string | null>(null);
  // Once copied, the way on has the focus: Enter opens the copy (the form with the caret is gone).
  const openRef = useRef<HTMLAnchorElement>(null);
  const done = state.step === 'done';
  useEffect(() => {
    if (done) openRef.current?.focus();
  }, [done]);
  const progress = progressOf(state);
  const busy = progress !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = titleSchema.safeParse(title);
    if (!checked.success) {
      setTitleError(t('copy.badTitle', { max: TITLE_MAX }));
      return;
    }
    setTitleError(null);
    void start(choices, checked.data, withMembers ? copyMembers : undefined);
  };

  const choice = (key: keyof CopyChoices, disabled = false) => (
    <label key={key} className="checkbox">
      <input
        type="checkbox"
        checked={choices[key] && !disabled}
        disabled={busy || disabled}
        onChange={(e) => setChoices((c) => ({ ...c, [key]: e.target.checked }))}
      />
      {t(`copy.keep.${key}`)}
    </label>
  );

  return (
    <Dialog title={t('copy.heading', { title: boardTitle })} onClose={onClose}>
      {state.step !== 'done' && (
        <form className="copy-board" onSubmit={submit}>
          <label className="field">
            {t('copy.newTitle')}
            <input
              // Focused and selected as the dialog opens, so typing replaces the proposed title.
              data-autofocus="select"
              value={title}
              disabled={busy}
              aria-invalid={titleError !== null}
              aria-describedby={titleError ? 'copy-title-error' : undefined}
              onChange={(e) => setTitle(e.target.value)}
            />
          </label>
          {titleError && (
            <p id="copy-title-error" role="alert" className="error">
              {titleError}
            </p>
          )}
          <fieldset>
            <legend>{t('copy.keepLegend')}</legend>
            {choice('cards')}
            <div className="copy-board-parts">{CARD_PARTS.map((key) => choice(key, !choices.cards))}</div>
            {BOARD_PARTS.map((key) => choice(key))}
            {copyMembers && (
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={withMembers}
                  disabled={busy}
                  onChange={(e) => setWithMembers(e.target.checked)}
                />
                {t('copy.keep.members')}
              </label>
            )}
          </fieldset>
          <p className="hint">{t('copy.notCopied')}</p>
          {!busy && (
            <button type="submit" className="primary">
              {t('copy.submit')}
            </button>
          )}
        </form>
      )}
      {progress && (
        <div className="row">
          <ProgressBar
            label={progress.phase === 'board' ? t('copy.reading') : t(`import:phase.${progress.phase}`)}
            value={progress.done}
            max={progress.total}
          />
          <button type="button" onClick={cancel}>
            {t('cancel')}
          </button>
        </div>
      )}
      {state.step === 'cancelled' && <p role="status">{t('copy.cancelled')}</p>}
      {state.step === 'failed' && (
        <ErrorMessage error={state.error} summaries={{ unavailable: t('import:unavailable') }} />
      )}
      {state.step === 'done' && (
        <div role="status" data-copy-ms={Math.round(state.ms)} data-copy-read-ms={Math.round(state.readMs)}>
          <p>
            {t('copy.copiedIn', {
              time:
                state.ms < 1000
                  ? t('import:ms', { ms: Math.round(state.ms) })
                  : t('import:s', { s: state.ms / 1000 }),
            })}
          </p>
          {members?.step === 'adding' && <p>{t('copy.membersAdding')}</p>}
          {members?.step === 'added' && <p>{t('copy.membersAdded', { count: members.count })}</p>}
          {members?.step === 'failed' && (
            <>
              <p>{t('copy.membersFailed')}</p>
              <ErrorMessage error={members.error} />
            </>
          )}
          <ImportReportView report={state.report} />
          <Link
            ref={openRef}
            className="primary button"
            to={paths.board.href(state.boardIds[0] ?? '')}
            onClick={onClose}
          >
            {t('copy.open')}
          </Link>
        </div>
      )}
    </Dialog>
  );
}
