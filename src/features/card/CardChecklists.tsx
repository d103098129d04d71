/**
 * A card's checklists: add, tick, rename, reorder (drag, or Move up/down announced to screen readers) and delete
 * items with Undo; progress shown per checklist.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { announce } from '@atlaskit/pragmatic-drag-and-drop-live-region';
import type { CheckItem, Checklist } from '../../domain/model';
import { InlineEdit } from '../../ui/InlineEdit';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useToast } from '../../ui/toast';
import { CheckItemRow } from './CheckItemRow';
import type { Assignable } from './use-card-members';
import { newId } from '../../domain/ids';
import { focusOnMount } from '../../ui/focus-on-mount';
import * as edit from './checklist-edits';

export interface CardChecklistsProps {
  checklists: readonly Checklist[];
  canEdit: boolean;
  /** The board's people, who a check item can be assigned to. */
  people: readonly Assignable[];
  /** Saves the edited checklists; a rejection is shown and the typed text kept. */
  onChange: (apply: (lists: readonly Checklist[]) => Checklist[]) => Promise<void>;
}

/** The checklists section of the card dialog; edits apply to the card's latest checklists. */
export function CardChecklists({ checklists, canEdit, people, onChange }: CardChecklistsProps) {
  const { t } = useTranslation('card');
  const [newTitle, setNewTitle] = useState('');
  // The checklist just created here: its "Add an item" field takes the caret as it appears.
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Resolves true when saved; a failure is shown here, and the caller keeps what was typed.
  const run: Run = (apply) =>
    onChange(apply).then(
      () => (setError(null), true),
      (e: unknown) => (setError(e), false),
    );

  return (
    <section className="card-section" aria-label={t('checklists.heading')}>
      <h3>{t('checklists.heading')}</h3>
      {checklists.map((list, index) => (
        <ChecklistView
          key={list.id}
          list={list}
          index={index}
          canEdit={canEdit}
          people={people}
          run={run}
          save={onChange}
          justCreated={list.id === created}
        />
      ))}
      <ErrorMessage error={error} />
      {canEdit && (
        <form
          className="row"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            const id = newId();
            setCreated(id);
            void run(edit.addChecklist(newTitle.trim() || t('checklists.defaultTitle'), id)).then(
              (ok) => ok && setNewTitle(''),
            );
          }}
        >
          <input
            aria-label={t('checklists.newTitle')}
            placeholder={t('checklists.defaultTitle')}
            value={newTitle}
            onChange={(e) => setNewTitle(e.target.value)}
          />
          <button type="submit">{t('checklists.add')}</button>
        </form>
      )}
    </section>
  );
}

/** Saves an edit and rejects on failure (for InlineEdit, which keeps the field open). */
type Save = (apply: (lists: readonly Checklist[]) => Checklist[]) => Promise<void>;
/** Saves an edit, shows a failure, and resolves whether it was saved. */
type Run = (apply: (lists: readonly Checklist[]) => Checklist[]) => Promise<boolean>;

function ChecklistView({
  list,
  index,
  canEdit,
  people,
  run,
  save,
  justCreated,
}: {
  list: Checklist;
  index: number;
  canEdit: boolean;
  people: readonly Assignable[];
  run: Run;
  save: Save;
  /** Created a moment ago in this dialog: the next thing to type is its first item. */
  justCreated: boolean;
}) {
  const [text, setText] = useState('');
  const toast = useToast();
  const { t } = useTranslation(['card', 'common']);
  const done = list.items.filter((i) => i.done).length;
  const percent = list.items.length ? Math.round((done / list.items.length) * 100) : 0;
  const ulRef = useRef<HTMLUListElement>(null);
  // After a keyboard move the item's button keeps focus where React re-inserted the row.
  const [refocus, setRefocus] = useState<{ itemId: string; shift: 'up' | 'down' } | null>(null);
  const [moved, setMoved] = useState('');
  useEffect(() => {
    if (!refocus) return;
    const button = ulRef.current?.querySelector<HTMLElement>(
      `[data-item-id="${CSS.escape(refocus.itemId)}"] [data-shift="${refocus.shift}"]`,
    );
    if (button && document.activeElement !== button) button.focus();
  }, [refocus, list.items]);

  const move = (itemId: string, to: number) => {
    const item = list.items.find((i) => i.id === itemId);
    void run(edit.moveItem(list.id, itemId, to)).then((ok) => {
      if (!ok || !item) return;
      const message = t('checklists.moved', {
        text: item.text,
        position: to + 1,
        count: list.items.length,
      });
      // The library's live region sits outside the modal card dialog, where the page is inert and not read out;
      // the status below, inside the dialog, is what screen readers hear there.
      announce(message);
      setMoved(message);
    });
  };
  const removeItem = (item: CheckItem, at: number) => {
    void run(edit.deleteItem(list.id, item.id));
    toast({
      text: t('checklists.itemDeleted', { text: item.text }),
      action: { label: t('common:undo'), run: () => void run(edit.restoreItem(list.id, item, at)) },
    });
  };
  const removeList = () => {
    void run(edit.deleteChecklist(list.id));
    toast({
      text: t('checklists.deleted', { title: list.title }),
      action: { label: t('common:undo'), run: () => void run(edit.restoreChecklist(list, index)) },
    });
  };

  return (
    <div className="checklist">
      <div className="row">
        <InlineEdit
          label={t('checklists.title')}
          value={list.title}
          disabled={!canEdit}
          onSave={(title) => save(edit.renameChecklist(list.id, title))}
        />
        <span className="hint">
          {done}/{list.items.length}
        </span>
        {canEdit && (
          <button type="button" onClick={removeList}>
            {t('checklists.delete')}
          </button>
        )}
      </div>
      <progress aria-label={t('checklists.progress', { title: list.title })} value={percent} max={100} />
      <p className="visually-hidden" role="status">
        {moved}
      </p>
      <ul ref={ulRef} aria-label={t('checklists.items', { title: list.title })}>
        {list.items.map((item, at) => (
          <CheckItemRow
            key={item.id}
            item={item}
            checklistId={list.id}
            index={at}
            count={list.items.length}
            canEdit={canEdit}
            onDone={(isDone) => run(edit.setItemDone(list.id, item.id, isDone))}
            onRename={(name) => save(edit.renameItem(list.id, item.id, name))}
            people={people}
            onMeta={(change) => void run(edit.setItemMeta(list.id, item.id, change))}
            onDelete={() => removeItem(item, at)}
            onShift={(by) => {
              setRefocus({ itemId: item.id, shift: by < 0 ? 'up' : 'down' });
              move(item.id, at + by);
            }}
            onDropOn={(draggedId, edge) => {
              const to = edit.dropIndex(list.items, draggedId, item.id, edge);
              if (to !== null) move(draggedId, to);
            }}
          />
        ))}
      </ul>
      {canEdit && (
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            const typed = text.trim();
            if (!typed) return;
            // Cleared at once so the next item can be typed while this one saves; on failure the text comes back
            // unless something new was typed meanwhile.
            setText('');
            void run(edit.addItem(list.id, typed)).then((ok) => ok || setText((now) => now || typed));
          }}
        >
          <input
            ref={justCreated ? focusOnMount : undefined}
            aria-label={t('checklists.addItemTo', { title: list.title })}
            placeholder={t('checklists.addItemPlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit">{t('checklists.addItem')}</button>
        </form>
      )}
    </div>
  );
}
