/** The card dialog's "Template" toggle (a pressed button while the card is a template), and its note. */
import { useTranslation } from '../../i18n/use-translation';

export interface TemplateToggleProps {
  isTemplate: boolean;
  /** Saves the new state: one `updateCard({ isTemplate })`. */
  onChange: (isTemplate: boolean) => void;
}

/** Makes the card a template, or an ordinary card again. */
export function TemplateToggle({ isTemplate, onChange }: TemplateToggleProps) {
  const { t } = useTranslation('templates');
  return (
    <button
      type="button"
      className="template-toggle"
      aria-pressed={isTemplate}
      title={t('toggleHint')}
      onClick={() => onChange(!isTemplate)}
    >
      {isTemplate ? '✓ ' : ''}
      {t('toggle')}
    </button>
  );
}

/** "This card is a template.", shown under the title of a template. */
export function TemplateNote() {
  const { t } = useTranslation('templates');
  return <p className="hint template-note">{t('isTemplate')}</p>;
}
