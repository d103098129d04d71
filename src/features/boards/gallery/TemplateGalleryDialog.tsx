/**
 * "New board from template…" (issue 27 item 4): the person's own boards marked as templates first, then the built-in
 * templates in the app's language; a title, and the new board made in one step (lists, labels, fields, cards with
 * checklists — an own template's links too, not its comments), then opened.
 */
import { useState, type FormEvent } from 'react';
import { useBackend } from '../../../backend/context';
import { paths } from '../../../config/paths';
import { planOfTemplate, type BoardTemplate } from '../../../domain/board-templates/gallery';
import type { Board } from '../../../domain/model';
import { AppError } from '../../../domain/errors';
import { GALLERY_DE } from '../../../domain/board-templates/gallery-de';
import { GALLERY_EN } from '../../../domain/board-templates/gallery-en';
import { currentLanguage } from '../../../i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { Dialog } from '../../../ui/Dialog';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { useNavigate } from '../../../ui/routing';

/** The gallery in `language` (English for any language Lanes has no templates in). */
function galleryIn(language: string): readonly BoardTemplate[] {
  return language === 'de' ? GALLERY_DE : GALLERY_EN;
}

const noOwnTemplates = (): Promise<string> =>
  Promise.reject(new AppError('unavailable', 'Boards marked as templates cannot be copied here.'));

/** A template to start from: one of the person's own boards, or one of the gallery's. */
type Choice = { own: Board } | { builtIn: BoardTemplate };

const nameOf = (choice: Choice | undefined) =>
  choice === undefined ? '' : 'own' in choice ? choice.own.title : choice.builtIn.name;
const idOf = (choice: Choice | undefined) =>
  choice === undefined ? '' : 'own' in choice ? `own:${choice.own.id}` : choice.builtIn.id;

export interface TemplateGalleryDialogProps {
  /** The person's boards marked as templates, listed first (only with `copyOwn`). */
  own?: readonly Board[];
  /** Makes a new board titled `title` from own template board `boardId`; resolves to its id. */
  copyOwn?: (boardId: string, title: string) => Promise<string>;
  onClose: () => void;
}

export function TemplateGalleryDialog({ own = [], copyOwn, onClose }: TemplateGalleryDialogProps) {
  const { boards, telemetry } = useBackend();
  const { t } = useTranslation('boards');
  const navigate = useNavigate();
  const choices: Choice[] = [
    ...(copyOwn ? own.map((board) => ({ own: board })) : []),
    ...galleryIn(currentLanguage()).map((template) => ({ builtIn: template })),
  ];
  const [chosen, setChosen] = useState<Choice | undefined>(choices[0]);
  // The title follows the chosen template until the person types one of their own.
  const [title, setTitle] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen || busy) return;
    setBusy(true);
    setError(null);
    try {
      const name = title ?? nameOf(chosen);
      const id =
        'own' in chosen
          ? await (copyOwn ?? noOwnTemplates)(chosen.own.id, name)
          : await boards.importBoard(planOfTemplate(chosen.builtIn, name));
      telemetry.event('board_create', { template: 'own' in chosen ? 'own' : chosen.builtIn.id });
      onClose();
      navigate(paths.board.href(id));
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('gallery.heading')} onClose={onClose} className="gallery-dialog">
      <form onSubmit={submit}>
        <fieldset className="gallery" disabled={busy}>
          <legend>{t('gallery.choose')}</legend>
          {choices.map((choice, i) => (
            <label key={idOf(choice)} className="gallery-choice">
              <input
                data-autofocus={i === 0 ? '' : undefined}
                type="radio"
                name="template"
                checked={idOf(chosen) === idOf(choice)}
                onChange={() => setChosen(choice)}
              />
              <span>
                <strong>{nameOf(choice)}</strong>
                <span className="hint">
                  {'own' in choice ? t('gallery.yourTemplate') : choice.builtIn.description}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <label className="field">
          {t('gallery.title')}
          <input value={title ?? nameOf(chosen)} disabled={busy} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <ErrorMessage error={error} />
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('gallery.creating') : t('gallery.create')}
        </button>
      </form>
    </Dialog>
  );
}
