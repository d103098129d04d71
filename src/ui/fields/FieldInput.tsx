/**
 * The control that edits one custom field value, by the field's type: a line of text, a number, a date (in the
 * app's language, with a calendar: DayInput.tsx), a checkbox, a dropdown of the field's options. Text, numbers and
 * typed dates are saved on Enter or when the control is left (Escape puts back what was stored); the others, and a
 * day picked in the calendar, on each change. `onSave(null)` clears the value.
 */
import { useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { CUSTOM_FIELD_TEXT_MAX } from '../../domain/limits';
import type { CustomField, FieldValue } from '../../domain/custom-fields/schema';
import { valueFor } from '../../domain/custom-fields/values';
import { focusOnMount } from '../focus-on-mount';
import { DayInput } from './DayInput';

export interface FieldInputProps {
  field: CustomField;
  /** The stored value (any kind: one that does not fit the field shows as empty). */
  value: FieldValue | undefined;
  /** Saves a new value; null clears it. */
  onSave: (value: FieldValue | null) => void;
  /** The accessible name (the field's name, or "Priority of Paint the fence" in a table). */
  label: string;
  disabled?: boolean;
  /** Text shown for "no value" in a dropdown. */
  noneLabel: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLSelectElement>;
  /** Called after the built-in keys (Enter saves, Escape reverts) for a table to move between cells. */
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
  /** Called once an edit is done by a key (Enter saved, Escape reverted), for a table cell to close its editor. */
  onDone?: (key: 'Enter' | 'Escape') => void;
  className?: string;
}

/** A ref that focuses its element on mount (see focus-on-mount.ts) and passes it on to `ref`. */
function focusAnd<T extends HTMLElement>(ref: Ref<T> | undefined) {
  return (element: T | null) => {
    focusOnMount(element);
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
}

/** The stored value as the text a text or number input holds. */
function asText(field: CustomField, value: FieldValue | undefined): string {
  const typed = valueFor(field, value);
  return typed === undefined ? '' : String(typed.value);
}

/** The draft of a text or number input as the value to store, or undefined for a number that does not parse. */
function parseDraft(field: CustomField, draft: string): FieldValue | null | undefined {
  if (draft.trim() === '') return null;
  if (field.type === 'text') return draft.replace(/[\r\n]+/g, ' ').slice(0, CUSTOM_FIELD_TEXT_MAX);
  const n = Number(draft);
  return Number.isFinite(n) ? n : undefined;
}

export function FieldInput(props: FieldInputProps) {
  const {
    field,
    value,
    onSave,
    label,
    disabled,
    noneLabel,
    autoFocus,
    inputRef,
    onKeyDown,
    onDone,
    className,
  } = props;
  const typed = valueFor(field, value);
  const ref = useMemo(() => (autoFocus ? focusAnd(inputRef) : inputRef), [autoFocus, inputRef]);
  if (field.type === 'checkbox')
    return (
      <input
        ref={ref}
        type="checkbox"
        className={className}
        aria-label={label}
        checked={typed?.value === true}
        disabled={disabled}
        onChange={(e) => onSave(e.target.checked ? true : null)}
        onKeyDown={onKeyDown}
      />
    );
  if (field.type === 'dropdown')
    return (
      <select
        ref={ref}
        className={className}
        aria-label={label}
        value={typed?.type === 'dropdown' ? typed.value : ''}
        disabled={disabled}
        onChange={(e) => onSave(e.target.value === '' ? null : e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' || e.key === 'Enter') onDone?.(e.key);
          onKeyDown?.(e);
        }}
      >
        <option value="">{noneLabel}</option>
        {field.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    );
  if (field.type === 'date')
    return (
      <DayInput
        value={typed?.type === 'date' ? typed.value : null}
        onChange={onSave}
        label={label}
        disabled={disabled}
        inputRef={ref}
        onKeyDown={onKeyDown}
        onDone={onDone}
        className={className}
      />
    );
  return <DraftInput {...props} stored={asText(field, value)} />;
}

/** A text or number input that keeps a draft while focused. */
function DraftInput({
  field,
  onSave,
  label,
  disabled,
  autoFocus,
  inputRef,
  onKeyDown,
  onDone,
  className,
  stored,
}: FieldInputProps & { stored: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const ref = useMemo(() => (autoFocus ? focusAnd(inputRef) : inputRef), [autoFocus, inputRef]);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const next = parseDraft(field, draft);
    if (next !== undefined && draft !== stored) onSave(next);
  };
  return (
    <input
      ref={ref}
      type={field.type === 'number' ? 'number' : 'text'}
      step={field.type === 'number' ? 'any' : undefined}
      maxLength={field.type === 'text' ? CUSTOM_FIELD_TEXT_MAX : undefined}
      className={className}
      aria-label={label}
      value={draft ?? stored}
      disabled={disabled}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
          onDone?.('Enter');
        } else if (e.key === 'Escape' && draft !== null) {
          e.preventDefault();
          e.stopPropagation();
          setDraft(null);
          onDone?.('Escape');
        }
        onKeyDown?.(e);
      }}
    />
  );
}
