/**
 * "From template…" under a list: a new card in that list copied from one of the board's templates (title,
 * description, labels, checklists, members; not dates, comments or attachments), through the same `copyCard` as
 * "Copy card…".
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
import { copyCard, type CopyKeep } from './card-transfer';

/** What a card made from a template keeps (title and description always). */
export const TEMPLATE_KEEP: CopyKeep = { checklists: true, labels: true, members: true, dates: false };

export interface FromTemplateDialogProps {
  /** The board's templates, in board order (at least one). */
  templates: readonly Card[];
  /** The list the new card goes to (at its bottom). */
  list: List;
  onClose: () => void;
}

/** Pick a template and a title; on success it closes and says so, with "Open" to go to the new card. */
export function FromTemplateDialog({ templates, list, onClose }: FromTemplateDialogProps) {
  const { t } = useTranslation('templates');
  const { boards } = useBackend();
  const toast = useToast();
  const navigate = useNavigate();
  const [templateId, setTemplateId] = useState(templates[0]?.id ?? '');
  const template = templates.find((c) => c.id === templateId);
  const [title, setTitle] = useState(template?.title ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const pick = (id: string) => {
    const next = templates.find((c) => c.id === id);
    // The title follows the template until it is edited.
    if (next && title === (template?.title ?? '')) setTitle(next.title);
    setTemplateId(id);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!template) return;
    setBusy(true);
    try {
      const id = await copyCard(boards, template, {
        listId: list.id,
        title,
        keep: TEMPLATE_KEEP,
        atEnd: true,
      });
      onClose();
      toast({
        text: t('created', { title: title.trim(), list: list.title }),
        action: { label: t('openCard'), run: () => navigate(paths.card.href(list.boardId, id)) },
      });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)}>
        <label className="field">
          {t('template')}
          <select value={templateId} onChange={(e) => pick(e.target.value)}>
            {templates.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('cardTitle')}
          <input value={title} data-autofocus onChange={(e) => setTitle(e.target.value)} />
        </label>
        <p className="hint">{t('kept')}</p>
        <ErrorMessage error={error} />
        <button type="submit" className="primary" disabled={busy || !title.trim() || !template}>
          {busy ? t('busy') : t('submit')}
        </button>
      </form>
    </Dialog>
  );
}
