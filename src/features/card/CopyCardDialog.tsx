/**
 * "Copy card…": a copy in any list of the same board, with a title and a choice of what to keep (checklists,
 * labels, members, dates); the description always travels, comments and attachments never.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useBackend } from '../../backend/context';
import { paths } from '../../config/paths';
import type { Card, List } from '../../domain/model';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useToast } from '../../ui/toast';
import { copyCard, KEEP_ALL, type CopyKeep } from './card-transfer';

export interface CopyCardDialogProps {
  card: Card;
  lists: readonly List[];
  onClose: () => void;
}

const KEEP_LABELS: Record<keyof CopyKeep, string> = {
  checklists: 'Checklists',
  labels: 'Labels',
  members: 'Members',
  dates: 'Start and due dates',
};

/** The copy form; on success it closes and says where the copy went, with "Open" to go to it. */
export function CopyCardDialog({ card, lists, onClose }: CopyCardDialogProps) {
  const { boards } = useBackend();
  const toast = useToast();
  const navigate = useNavigate();
  const [title, setTitle] = useState(card.title);
  const [listId, setListId] = useState(card.listId);
  const [keep, setKeep] = useState<CopyKeep>(KEEP_ALL);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const id = await copyCard(boards, card, { listId, title, keep });
      const listTitle = lists.find((l) => l.id === listId)?.title ?? 'the list';
      onClose();
      toast({
        text: `Copied “${title.trim()}” to ${listTitle}.`,
        action: { label: 'Open', run: () => navigate(paths.card.href(card.boardId, id)) },
      });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <Dialog title={`Copy “${card.title}”`} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)}>
        <label className="field">
          Title of the copy
          <input value={title} autoFocus onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label className="field">
          List
          <select aria-label="List" value={listId} onChange={(e) => setListId(e.target.value)}>
            {lists.map((l) => (
              <option key={l.id} value={l.id}>
                {l.title}
                {l.id === card.listId ? ' (current)' : ''}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="copy-keep">
          <legend>Keep</legend>
          {(Object.keys(KEEP_LABELS) as (keyof CopyKeep)[]).map((key) => (
            <label key={key} className="checkbox">
              <input
                type="checkbox"
                checked={keep[key]}
                onChange={(e) => setKeep((was) => ({ ...was, [key]: e.target.checked }))}
              />
              {KEEP_LABELS[key]}
            </label>
          ))}
        </fieldset>
        <p className="hint">The description is copied too; comments and attachments stay with this card.</p>
        <ErrorMessage error={error} />
        <button type="submit" className="primary" disabled={busy || !title.trim()}>
          {busy ? 'Copying…' : 'Create copy'}
        </button>
      </form>
    </Dialog>
  );
}
