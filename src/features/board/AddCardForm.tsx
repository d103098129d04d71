/**
 * "Add a card" at the foot of a list: Enter adds and keeps the field open for the next one, in typing order. A
 * click or Tab elsewhere closes it and adds what was typed (as Trello does: nothing typed is lost), so only one is
 * ever open; Escape and Cancel close it keeping the text for the next time it opens.
 */
import { use, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { newId } from '../../domain/ids';
import type { Card } from '../../domain/model';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useTemplates } from './templates/use-template-picker';
import { useEndKey } from './use-end-key';
import { LaneContext } from './lanes/lane-context';

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

  const lane = use(LaneContext);
  const add = async () => {
    const typed = title;
    setTitle('');
    try {
      const id = newId();
      await boards.createCard(boardId, { id, listId, title: typed, rank: endKey() });
      // Added in a swimlane: the card takes the lane's label, member or value.
      lane?.join(id);
      telemetry.event('card_create');
      setError(null);
    } catch (err) {
      // Give the text back so nothing typed is lost.
      setTitle(typed);
      setError(err);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void add();
  };
  // Leaving the composer (a click elsewhere, Tab out) closes it and adds what was typed.
  const formRef = useRef<HTMLFormElement>(null);
  const leave = () => {
    if (title.trim()) void add();
    setOpen(false);
  };
  const onPointerDownAnywhere = useEffectEvent((e: PointerEvent) => {
    if (!formRef.current?.contains(e.target as Node)) leave();
  });
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => onPointerDownAnywhere(e);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

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
    <form
      ref={formRef}
      className="add-card"
      onSubmit={submit}
      onBlur={(e) => {
        // To another element of the page (not the window losing focus, whose relatedTarget is null).
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) leave();
      }}
    >
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
