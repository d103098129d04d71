/** A card's checklists: add, tick, rename and delete items; progress shown per checklist. */
import { useState, type FormEvent } from 'react';
import type { Checklist } from '../../domain/model';
import { InlineEdit } from '../../ui/InlineEdit';
import { ErrorMessage } from '../../ui/ErrorMessage';
import * as edit from './checklist-edits';

export interface CardChecklistsProps {
  checklists: readonly Checklist[];
  canEdit: boolean;
  /** Saves the edited checklists; a rejection is shown and the typed text kept. */
  onChange: (apply: (lists: readonly Checklist[]) => Checklist[]) => Promise<void>;
}

export function CardChecklists({ checklists, canEdit, onChange }: CardChecklistsProps) {
  const [newTitle, setNewTitle] = useState('');
  const [error, setError] = useState<unknown>(null);
  // Resolves true when saved; a failure is shown here, and the caller keeps what was typed.
  const run: Run = (apply) =>
    onChange(apply).then(
      () => (setError(null), true),
      (e: unknown) => (setError(e), false),
    );

  return (
    <section className="card-section" aria-label="Checklists">
      <h3>Checklists</h3>
      {checklists.map((list) => (
        <ChecklistView key={list.id} list={list} canEdit={canEdit} run={run} save={onChange} />
      ))}
      <ErrorMessage error={error} />
      {canEdit && (
        <form
          className="row"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void run(edit.addChecklist(newTitle.trim() || 'Checklist')).then((ok) => ok && setNewTitle(''));
          }}
        >
          <input
            aria-label="New checklist title"
            placeholder="Checklist"
            value={newTitle}
            onChange={(e) => setNewTitle(e.target.value)}
          />
          <button type="submit">Add checklist</button>
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
  canEdit,
  run,
  save,
}: {
  list: Checklist;
  canEdit: boolean;
  run: Run;
  save: Save;
}) {
  const [text, setText] = useState('');
  const done = list.items.filter((i) => i.done).length;
  const percent = list.items.length ? Math.round((done / list.items.length) * 100) : 0;
  return (
    <div className="checklist">
      <div className="row">
        <InlineEdit
          label="Checklist title"
          value={list.title}
          disabled={!canEdit}
          onSave={(t) => save(edit.renameChecklist(list.id, t))}
        />
        <span className="hint">
          {done}/{list.items.length}
        </span>
        {canEdit && (
          <button type="button" onClick={() => void run(edit.deleteChecklist(list.id))}>
            Delete checklist
          </button>
        )}
      </div>
      <progress aria-label={`${list.title} progress`} value={percent} max={100} />
      <ul>
        {list.items.map((item) => (
          <li key={item.id} className={`check-item${item.done ? ' done' : ''}`}>
            <CheckBox
              label={`Done: ${item.text}`}
              done={item.done}
              disabled={!canEdit}
              onChange={(done) => run(edit.setItemDone(list.id, item.id, done))}
            />
            <InlineEdit
              label="Check item"
              value={item.text}
              disabled={!canEdit}
              onSave={(t) => save(edit.renameItem(list.id, item.id, t))}
            />
            {canEdit && (
              <button
                type="button"
                className="icon-button"
                aria-label={`Delete item ${item.text}`}
                onClick={() => void run(edit.deleteItem(list.id, item.id))}
              >
                ×
              </button>
            )}
          </li>
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
            aria-label={`Add an item to ${list.title}`}
            placeholder="Add an item"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit">Add</button>
        </form>
      )}
    </div>
  );
}

/**
 * A tick that flips at once: it shows what was clicked until the stored value changes (the write arrived) or the
 * write fails, instead of waiting for the round trip.
 */
function CheckBox(props: {
  label: string;
  done: boolean;
  disabled: boolean;
  onChange: (done: boolean) => Promise<boolean>;
}) {
  const { label, done, disabled, onChange } = props;
  const [clicked, setClicked] = useState<{ value: boolean; base: boolean } | null>(null);
  const checked = clicked !== null && clicked.base === done ? clicked.value : done;
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(e) => {
        setClicked({ value: e.target.checked, base: done });
        void onChange(e.target.checked).then((ok) => ok || setClicked(null));
      }}
    />
  );
}
