/** The card's description: Markdown shown safely, edited as plain text; the draft survives a failed save. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Markdown } from '../../ui/Markdown';

export function CardDescription({
  text,
  canEdit,
  onSave,
}: {
  text: string;
  canEdit: boolean;
  onSave: (t: string) => Promise<void>;
}) {
  const { t } = useTranslation(['card', 'common']);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const save = async () => {
    try {
      await onSave(draft ?? '');
      setDraft(null);
      setError(null);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <section className="card-section" aria-label={t('description.heading')}>
      <h3>{t('description.heading')}</h3>
      {draft === null ? (
        <>
          {text ? <Markdown text={text} /> : <p className="hint">{t('description.none')}</p>}
          {canEdit && (
            <button type="button" onClick={() => setDraft(text)}>
              {t('description.edit')}
            </button>
          )}
        </>
      ) : (
        <>
          <textarea
            aria-label={t('description.field')}
            rows={8}
            value={draft}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
          />
          <ErrorMessage error={error} />
          <div className="row">
            <button type="button" className="primary" onClick={() => void save()}>
              {t('common:save')}
            </button>
            <button type="button" onClick={() => setDraft(null)}>
              {t('common:cancel')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
