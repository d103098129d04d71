/**
 * The board's custom fields editor (owners and admins): add a field (name and type), rename it, show it on cards,
 * move it up or down, delete it (with Undo: the values stay on the cards, so they come back with it), and a
 * dropdown's options (name, colour, order). Every change is one `updateBoard` of the whole definitions map, made
 * from the board as last delivered.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { Board } from '../../domain/model';
import { CUSTOM_FIELDS_PER_BOARD } from '../../domain/limits';
import { FIELD_TYPES, type CustomFields, type FieldType } from '../../domain/custom-fields/schema';
import { addField, changeField, deleteField, moveField } from '../../domain/custom-fields/edit';
import { fieldsOf, orderedFields } from '../../domain/custom-fields/values';
import { describeError } from '../../ui/describe-error';
import { InlineEdit } from '../../ui/InlineEdit';
import { useToast } from '../../ui/toast';
import { usePending } from '../../ui/use-pending';
import { OptionsEditor } from './OptionsEditor';

export function FieldsEditor({ board }: { board: Board }) {
  const { boards } = useBackend();
  const { t } = useTranslation(['fields', 'common']);
  const toast = useToast();
  const [name, setName] = useState('');
  const [type, setType] = useState<FieldType>('text');
  const pending = usePending(fieldsOf(board));
  const current = pending.shown;
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  const fields = orderedFields(current);

  /** Writes `change` of the latest definitions; a refusal shows as a toast. */
  const save = (change: (fields: CustomFields) => CustomFields) => {
    let next: CustomFields;
    try {
      next = change(latest.current);
    } catch (e) {
      toast({ text: describeError(e).summary });
      return;
    }
    latest.current = next;
    pending.written(next);
    boards.updateBoard(board.id, { customFields: next }).catch((e: unknown) => {
      pending.failed();
      toast({ text: describeError(e).summary });
    });
  };

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    save((current) => addField(current, name, type).fields);
    setName('');
  };

  const remove = (id: string) => {
    const field = latest.current[id];
    if (!field) return;
    save((current) => deleteField(current, id));
    toast({
      text: t('editor.deleted', { name: field.name }),
      action: { label: t('common:undo'), run: () => save((current) => ({ ...current, [id]: field })) },
    });
  };

  return (
    <div className="fields-editor">
      {fields.length === 0 ? (
        <p className="hint">{t('editor.empty')}</p>
      ) : (
        <ul>
          {fields.map((field, i) => (
            <li key={field.id} className="fields-editor-row">
              <div className="row">
                <InlineEdit
                  label={t('editor.name')}
                  value={field.name}
                  onSave={(value) =>
                    save((current) => changeField(current, field.id, { name: value.trim() || field.name }))
                  }
                />
                <span className="badge">{t(`types.${field.type}`)}</span>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={field.showOnCard}
                    onChange={(e) =>
                      save((current) => changeField(current, field.id, { showOnCard: e.target.checked }))
                    }
                  />
                  {t('editor.showOnCard')}
                </label>
                <button
                  type="button"
                  aria-label={t('editor.moveUp', { name: field.name })}
                  disabled={i === 0}
                  onClick={() => save((current) => moveField(current, field.id, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={t('editor.moveDown', { name: field.name })}
                  disabled={i === fields.length - 1}
                  onClick={() => save((current) => moveField(current, field.id, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label={t('editor.delete', { name: field.name })}
                  onClick={() => remove(field.id)}
                >
                  {t('editor.remove')}
                </button>
              </div>
              {field.type === 'dropdown' && (
                <OptionsEditor
                  field={field}
                  onChange={(options) => save((current) => changeField(current, field.id, { options }))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="hint">{t('editor.count', { count: fields.length, max: CUSTOM_FIELDS_PER_BOARD })}</p>
      {fields.length < CUSTOM_FIELDS_PER_BOARD && (
        <form className="row" onSubmit={add}>
          <input
            aria-label={t('editor.newName')}
            placeholder={t('editor.name')}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
          <select
            aria-label={t('editor.type')}
            value={type}
            onChange={(e) => setType(e.target.value as FieldType)}
          >
            {FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
          <button type="submit" disabled={!name.trim()}>
            {t('editor.addField')}
          </button>
        </form>
      )}
    </div>
  );
}
