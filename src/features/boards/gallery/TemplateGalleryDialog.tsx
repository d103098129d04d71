/**
 * "New board from template…" (issue 27 item 4): the built-in templates in the app's language, a title, and the new
 * board made in one step (lists, labels, the template's field, example cards with checklists), then opened.
 */
import { useState, type FormEvent } from 'react';
import { useBackend } from '../../../backend/context';
import { paths } from '../../../config/paths';
import { planOfTemplate, type BoardTemplate } from '../../../domain/board-templates/gallery';
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

export function TemplateGalleryDialog({ onClose }: { onClose: () => void }) {
  const { boards, telemetry } = useBackend();
  const { t } = useTranslation('boards');
  const navigate = useNavigate();
  const gallery = galleryIn(currentLanguage());
  const [chosen, setChosen] = useState(gallery[0]);
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
      const id = await boards.importBoard(planOfTemplate(chosen, title ?? chosen.name));
      telemetry.event('board_create', { template: chosen.id });
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
          {gallery.map((template, i) => (
            <label key={template.id} className="gallery-choice">
              <input
                data-autofocus={i === 0 ? '' : undefined}
                type="radio"
                name="template"
                checked={chosen?.id === template.id}
                onChange={() => setChosen(template)}
              />
              <span>
                <strong>{template.name}</strong>
                <span className="hint">{template.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <label className="field">
          {t('gallery.title')}
          <input
            value={title ?? chosen?.name ?? ''}
            disabled={busy}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <ErrorMessage error={error} />
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('gallery.creating') : t('gallery.create')}
        </button>
      </form>
    </Dialog>
  );
}
