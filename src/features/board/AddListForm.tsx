/** "Add another list" at the end of the board. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { newId } from '../../domain/ids';
import type { List } from '../../domain/model';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useEndKey } from './use-end-key';

export function AddListForm({ boardId, lists }: { boardId: string; lists: readonly List[] }) {
  const { boards } = useBackend();
  const { t } = useTranslation('board');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<unknown>(null);
  const endKey = useEndKey(lists);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = title;
    setTitle('');
    try {
      await boards.createList(boardId, { id: newId(), title: typed, rank: endKey() });
      setError(null);
    } catch (err) {
      setTitle(typed);
      setError(err);
    }
  };

  return (
    <form className="add-list" onSubmit={submit}>
      <input
        aria-label={t('addList.title')}
        placeholder={t('addList.placeholder')}
        value={title}
        // A new, empty board: its first list is what comes next, so the field takes the caret.
        autoFocus={lists.length === 0}
        onChange={(e) => setTitle(e.target.value)}
      />
      <ErrorMessage error={error} />
      {title && (
        <button type="submit" className="primary">
          {t('addList.submit')}
        </button>
      )}
    </form>
  );
}
