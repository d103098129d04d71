/** A dropdown field's options in the fields editor: rename, recolour, reorder, delete, add (up to 100). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CUSTOM_FIELD_OPTIONS_MAX } from '../../domain/limits';
import type { FieldOption } from '../../domain/custom-fields/schema';
import { addOption, moveOption, OPTION_COLORS } from '../../domain/custom-fields/edit';
import type { FieldEntry } from '../../domain/custom-fields/values';
import { colorLabel, labelColors } from '../../ui/colors';
import { InlineEdit } from '../../ui/InlineEdit';

export interface OptionsEditorProps {
  field: FieldEntry;
  /** Saves the field's new options. */
  onChange: (options: FieldOption[]) => void;
}

export function OptionsEditor({ field, onChange }: OptionsEditorProps) {
  const { t } = useTranslation(['fields', 'common']);
  const [name, setName] = useState('');
  const { options } = field;
  const set = (id: string, patch: Partial<FieldOption>) =>
    onChange(options.map((o) => (o.id === id ? { ...o, ...patch } : o)));
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    onChange(addOption(options, name));
    setName('');
  };
  return (
    <fieldset className="options-editor">
      <legend>{t('editor.options', { name: field.name })}</legend>
      <ul>
        {options.map((option, i) => (
          <li key={option.id} className="row">
            <span className="option-chip" style={labelStyle(option.color)}>
              <InlineEdit
                label={t('editor.optionName')}
                value={option.name}
                onSave={(value) => set(option.id, { name: value.trim() || option.name })}
              />
            </span>
            <select
              aria-label={t('editor.optionColor', { name: option.name })}
              value={option.color}
              onChange={(e) => set(option.id, { color: e.target.value })}
            >
              {OPTION_COLORS.map((color) => (
                <option key={color} value={color}>
                  {colorLabel(color)}
                </option>
              ))}
            </select>
            <button
              type="button"
              aria-label={t('editor.moveOptionUp', { name: option.name })}
              disabled={i === 0}
              onClick={() => onChange(moveOption(options, option.id, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={t('editor.moveOptionDown', { name: option.name })}
              disabled={i === options.length - 1}
              onClick={() => onChange(moveOption(options, option.id, 1))}
            >
              ↓
            </button>
            <button
              type="button"
              aria-label={t('editor.deleteOption', { name: option.name })}
              onClick={() => onChange(options.filter((o) => o.id !== option.id))}
            >
              {t('editor.remove')}
            </button>
          </li>
        ))}
      </ul>
      {options.length < CUSTOM_FIELD_OPTIONS_MAX && (
        <form className="row" onSubmit={add}>
          <input
            aria-label={t('editor.newOption', { name: field.name })}
            placeholder={t('editor.optionName')}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" disabled={!name.trim()}>
            {t('editor.addOption')}
          </button>
        </form>
      )}
    </fieldset>
  );
}

/** A chip's colours for a label colour name. */
export function labelStyle(color: string) {
  const { background, text } = labelColors(color);
  return { background, color: text };
}
