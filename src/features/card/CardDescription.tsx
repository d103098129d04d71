/**
 * The card's description: Markdown shown safely, edited as plain text. What is being edited is kept per card on
 * this device (use-draft.ts): closing the dialog, Escape or a reload loses nothing, and the editor opens again with
 * it. When someone else saves the description meanwhile, the editor says so and offers keep mine / take theirs /
 * see both, instead of the last save silently winning. The draft survives a failed save.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LazyMarkdown } from '../../ui/LazyMarkdown';
import { useDraft } from './use-draft';

export interface CardDescriptionProps {
  text: string;
  canEdit: boolean;
  onSave: (text: string) => Promise<void>;
  /** Whose drafts, and of which card. */
  uid: string;
  cardId: string;
  /** Names of the others who have the card open (presence): who may have changed it while you were editing. */
  othersEditing?: readonly string[];
}

/**
 * The stored description an edit started from, kept beside the draft (so a draft restored after a reload still
 * knows what it was based on). Null when no edit is under way.
 */
function useBase(uid: string, cardId: string) {
  return useDraft(uid, cardId, 'description-base');
}

export function CardDescription({
  text,
  canEdit,
  onSave,
  uid,
  cardId,
  othersEditing = [],
}: CardDescriptionProps) {
  const { t } = useTranslation(['card', 'common']);
  const [draft, setDraft] = useDraft(uid, cardId, 'description');
  const [base, setBase] = useBase(uid, cardId);
  const [seeBoth, setSeeBoth] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // An edit under way stays open when the role changes meanwhile: its Save then says why the store refuses it.
  const editing = draft !== null;
  // Someone saved the description after this edit started: their text is neither what the edit began from nor
  // this edit itself (which is what a save of one's own brings back).
  const changedMeanwhile = editing && base !== null && base !== text && draft !== text;

  const start = () => {
    setBase(text);
    setDraft(text);
  };
  const stop = () => {
    setDraft(null);
    setBase(null);
    setSeeBoth(false);
    setError(null);
  };
  const save = async () => {
    try {
      await onSave(draft ?? '');
      stop();
    } catch (e) {
      setError(e);
    }
  };
  const who = othersEditing.join(', ');

  return (
    <section className="card-section card-description" aria-label={t('description.heading')}>
      <h3>{t('description.heading')}</h3>
      {!editing ? (
        <>
          {text ? <LazyMarkdown text={text} /> : <p className="hint">{t('description.none')}</p>}
          {canEdit && (
            <button type="button" onClick={start}>
              {t('description.edit')}
            </button>
          )}
        </>
      ) : (
        <>
          {changedMeanwhile && (
            <div className="conflict" role="alert">
              <p>{t('description.conflict.text', { who, count: othersEditing.length })}</p>
              <div className="row">
                <button type="button" onClick={() => void save()}>
                  {t('description.conflict.keepMine')}
                </button>
                <button type="button" onClick={stop}>
                  {t('description.conflict.takeTheirs')}
                </button>
                <button type="button" aria-expanded={seeBoth} onClick={() => setSeeBoth((was) => !was)}>
                  {t('description.conflict.seeBoth')}
                </button>
              </div>
            </div>
          )}
          {changedMeanwhile && seeBoth && (
            <div className="theirs" aria-label={t('description.conflict.theirs')} role="group">
              <h4>{t('description.conflict.theirs')}</h4>
              {text ? <LazyMarkdown text={text} /> : <p className="hint">{t('description.none')}</p>}
            </div>
          )}
          <textarea
            aria-label={t('description.field')}
            rows={8}
            value={draft ?? ''}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
          />
          <ErrorMessage error={error} />
          <div className="row">
            <button type="button" className="primary" onClick={() => void save()}>
              {t('common:save')}
            </button>
            <button type="button" onClick={stop}>
              {t('common:cancel')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
