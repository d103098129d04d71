/**
 * Text that turns into a field when clicked: Enter or leaving the field saves, Escape cancels. What was typed
 * stays in the field when saving fails, so nothing is lost.
 */
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ErrorMessage } from './ErrorMessage';

export interface InlineEditProps {
  value: string;
  /** Saves the new text; a rejected promise keeps the field open with the error. */
  onSave: (text: string) => Promise<void> | void;
  label: string;
  className?: string;
  disabled?: boolean;
  multiline?: boolean;
  /** What the button shows instead of the value (e.g. "Rename" where the value is already on screen). */
  buttonText?: string;
}

export function InlineEdit({
  value,
  onSave,
  label,
  className,
  disabled,
  multiline,
  buttonText,
}: InlineEditProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const save = async () => {
    if (draft === null) return;
    if (draft === value) return setDraft(null);
    try {
      await onSave(draft);
      setDraft(null);
      setError(null);
    } catch (e) {
      setError(e);
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !(multiline && e.shiftKey)) {
      e.preventDefault();
      void save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setDraft(null);
      setError(null);
    }
  };

  if (draft === null || disabled) {
    return (
      <button
        type="button"
        className={`inline-edit ${className ?? ''}`}
        aria-label={t(disabled ? 'labelValue' : 'clickToEdit', { label, value })}
        disabled={disabled}
        onClick={() => setDraft(value)}
      >
        {buttonText ?? value}
      </button>
    );
  }
  const Field = multiline ? 'textarea' : 'input';
  return (
    <span className="inline-edit-field">
      <Field
        aria-label={label}
        className={className}
        value={draft}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => void save()}
      />
      <ErrorMessage error={error} />
    </span>
  );
}
