/**
 * The filter bar's custom-field criteria: a "Fields" button (counting the criteria set) opening a panel with one
 * control per field — dropdown options and "No value" as checkboxes, ticked / not ticked, a from–to range for
 * numbers and dates, "contains" for text. Each change replaces the field's criteria in the URL filter. Escape or a
 * click outside closes the panel.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CustomFields } from '../../../domain/custom-fields/schema';
import { orderedFields, type FieldEntry } from '../../../domain/custom-fields/values';
import { NO_VALUE, type FieldCriterion, type FieldOp } from '../../../domain/filter/field-filter';
import { useDismiss } from '../../../ui/use-dismiss';

export interface FieldFiltersProps {
  fields: CustomFields;
  criteria: readonly FieldCriterion[];
  onChange: (criteria: FieldCriterion[]) => void;
}

export function FieldFilters({ fields, criteria, onChange }: FieldFiltersProps) {
  const { t } = useTranslation('fields');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, rootRef, close);
  const list = orderedFields(fields);
  if (list.length === 0) return null;
  const count = criteria.filter((c) => fields[c.fieldId]).length;

  /** Replaces field `id`'s criteria of `ops` with `next`. */
  const replace = (id: string, ops: readonly FieldOp[], next: FieldCriterion[]) =>
    onChange([...criteria.filter((c) => c.fieldId !== id || !ops.includes(c.op)), ...next]);

  return (
    <div ref={rootRef} className="filter-choice">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={count > 0 ? 'on' : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {t('filter.button')}
        {count > 0 && ` (${count})`}
      </button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={t('filter.region')}
          className="filter-choice-panel field-filters"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            setOpen(false);
            buttonRef.current?.focus();
          }}
        >
          {list.map((field) => (
            <FieldControl
              key={field.id}
              field={field}
              criteria={criteria.filter((c) => c.fieldId === field.id)}
              replace={(ops, next) => replace(field.id, ops, next)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

interface ControlProps {
  field: FieldEntry;
  criteria: readonly FieldCriterion[];
  replace: (ops: readonly FieldOp[], next: FieldCriterion[]) => void;
}

function FieldControl({ field, criteria, replace }: ControlProps) {
  const { t } = useTranslation('fields');
  const c = (op: FieldOp, value: string): FieldCriterion => ({ fieldId: field.id, op, value });
  const valueOf = (op: FieldOp) => criteria.find((x) => x.op === op)?.value ?? '';
  if (field.type === 'dropdown' || field.type === 'checkbox') {
    const choices =
      field.type === 'dropdown'
        ? [
            ...field.options.map((o) => ({ value: o.id, label: o.name })),
            { value: NO_VALUE, label: t('filter.noValue') },
          ]
        : [
            { value: 'true', label: t('filter.ticked') },
            { value: 'false', label: t('filter.unticked') },
          ];
    const chosen = new Set(criteria.filter((x) => x.op === 'is').map((x) => x.value));
    const toggle = (value: string, on: boolean) => {
      const next = on ? [...chosen, value] : [...chosen].filter((v) => v !== value);
      replace(
        ['is'],
        next.map((v) => c('is', v)),
      );
    };
    return (
      <fieldset>
        <legend>{field.name}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="filter-option">
            <input
              type="checkbox"
              checked={chosen.has(choice.value)}
              onChange={(e) => toggle(choice.value, e.target.checked)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
    );
  }
  if (field.type === 'text')
    return (
      <label className="field">
        {t('filter.contains', { name: field.name })}
        <input
          type="search"
          defaultValue={valueOf('has')}
          onChange={(e) => replace(['has'], e.target.value.trim() ? [c('has', e.target.value)] : [])}
        />
      </label>
    );
  const type = field.type === 'date' ? 'date' : 'number';
  const bound = (op: 'min' | 'max') => (
    <label className="field">
      {t(op === 'min' ? 'filter.min' : 'filter.max', { name: field.name })}
      <input
        type={type}
        step={type === 'number' ? 'any' : undefined}
        value={valueOf(op)}
        onChange={(e) => replace([op], e.target.value.trim() ? [c(op, e.target.value)] : [])}
      />
    </label>
  );
  return (
    <fieldset>
      <legend>{field.name}</legend>
      <div className="row">
        {bound('min')}
        {bound('max')}
      </div>
    </fieldset>
  );
}
