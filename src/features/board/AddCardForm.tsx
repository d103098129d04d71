/** "Add a card" at the foot of a list: Enter adds and keeps the field open for the next one, in typing order. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { newId } from '../../domain/ids';
import type { Card } from '../../domain/model';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useTemplates } from './templates/use-template-picker';
import { useEndKey } from './use-end-key';

export function AddCardForm({
  boardId,
  listId,
  cards,
}: {
  boardId: string;
  listId: string;
  cards: readonly Card[];
}) {
  const { boards, telemetry } = useBackend();
  const { t } = useTranslation(['board', 'common', 'templates']);
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<unknown>(null);
  const endKey = useEndKey(cards);
  const templates = useTemplates();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = title;
    setTitle('');
    try {
      await boards.createCard(boardId, { id: newId(), listId, title: typed, rank: endKey() });
      telemetry.event('card_create');
      setError(null);
    } catch (err) {
      // Give the text back so nothing typed is lost.
      setTitle(typed);
      setError(err);
    }
  };

  if (!open)
    return (
      <div className="add-card-buttons">
        <button type="button" className="add-card-open" onClick={() => setOpen(true)}>
          {t('addCard.open')}
        </button>
        {templates && templates.count > 0 && (
          <button type="button" className="add-card-template" onClick={() => templates.choose(listId)}>
            {t('templates:open')}
          </button>
        )}
      </div>
    );
  return (
    <form className="add-card" onSubmit={submit}>
      <textarea
        aria-label={t('addCard.title')}
        placeholder={t('addCard.placeholder')}
        value={title}
        autoFocus
        onChange={(e) => setTitle(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          } else if (e.key === 'Escape') setOpen(false);
        }}
      />
      <ErrorMessage error={error} />
      <div className="row">
        <button type="submit" className="primary">
          {t('addCard.submit')}
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          {t('common:cancel')}
        </button>
      </div>
    </form>
  );
}
