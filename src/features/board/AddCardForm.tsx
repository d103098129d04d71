/** "Add a card" at the foot of a list: Enter adds and keeps the field open for the next one, in typing order. */
import { useState, type FormEvent } from 'react';
import { useBackend } from '../../backend/context';
import { newId } from '../../domain/ids';
import type { Card } from '../../domain/model';
import { ErrorMessage } from '../../ui/ErrorMessage';
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
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<unknown>(null);
  const endKey = useEndKey(cards);

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
      <button type="button" className="add-card-open" onClick={() => setOpen(true)}>
        + Add a card
      </button>
    );
  return (
    <form className="add-card" onSubmit={submit}>
      <textarea
        aria-label="Card title"
        placeholder="Enter a title for this card…"
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
          Add card
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
