/**
 * "Copy card…": a copy in any list of the same board, with a title and a choice of what to keep (checklists,
 * labels, members, dates); the description always travels, comments and attachments never.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from '../../ui/routing';
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

const KEEP_LABELS = {
  checklists: 'copyCard.checklists',
  labels: 'copyCard.labels',
  members: 'copyCard.members',
  dates: 'copyCard.dates',
} as const satisfies Record<keyof CopyKeep, string>;

/** The copy form; on success it closes and says where the copy went, with "Open" to go to it. */
export function CopyCardDialog({ card, lists, onClose }: CopyCardDialogProps) {
  const { boards } = useBackend();
  const toast = useToast();
  const { t } = useTranslation('card');
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
      const listTitle = lists.find((l) => l.id === listId)?.title ?? t('copyCard.theList');
      onClose();
      toast({
        text: t('copyCard.copied', { title: title.trim(), list: listTitle }),
        action: { label: t('copyCard.open'), run: () => navigate(paths.card.href(card.boardId, id)) },
      });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('copyCard.title', { title: card.title })} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)}>
        <label className="field">
          {t('copyCard.field')}
          <input value={title} data-autofocus onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label className="field">
          {t('copyCard.list')}
          <select aria-label={t('copyCard.list')} value={listId} onChange={(e) => setListId(e.target.value)}>
            {lists.map((l) => (
              <option key={l.id} value={l.id}>
                {l.id === card.listId ? t('copyCard.current', { title: l.title }) : l.title}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="copy-keep">
          <legend>{t('copyCard.keep')}</legend>
          {(Object.keys(KEEP_LABELS) as (keyof CopyKeep)[]).map((key) => (
            <label key={key} className="checkbox">
              <input
                type="checkbox"
                checked={keep[key]}
                onChange={(e) => setKeep((was) => ({ ...was, [key]: e.target.checked }))}
              />
              {t(KEEP_LABELS[key])}
            </label>
          ))}
        </fieldset>
        <p className="hint">{t('copyCard.hint')}</p>
        <ErrorMessage error={error} />
        <button type="submit" className="primary" disabled={busy || !title.trim()}>
          {busy ? t('copyCard.busy') : t('copyCard.submit')}
        </button>
      </form>
    </Dialog>
  );
}
