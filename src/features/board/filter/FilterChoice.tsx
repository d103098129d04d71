/**
 * One multiple-choice criterion of the filter bar ("Labels", "Members", "Due"): a button showing how many are
 * chosen, opening a group of checkboxes. Escape or a click outside closes it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** A choice: its URL value, its text, and an optional mark (a label's colour). */
export interface ChoiceOption {
  value: string;
  label: string;
  mark?: ReactNode;
}

export interface FilterChoiceProps {
  label: string;
  /** The choices, asked for when the panel opens (the members' walk every card of the board). */
  options: () => readonly ChoiceOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

export function FilterChoice({ label, options, selected, onChange }: FilterChoiceProps) {
  const { t } = useTranslation('board');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // What was just clicked shows at once, until the filter (kept in the URL, updated by a navigation) catches up:
  // a tick that lags a click looks broken, and on a large board the re-render takes a moment.
  const [clicked, setClicked] = useState<{ value: string[]; base: string } | null>(null);
  const key = selected.join('\u0000');
  const current = clicked !== null && clicked.base === key ? clicked.value : selected;
  const chosen = new Set(current);
  const shown = open ? options() : [];
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...current, value] : current.filter((v) => v !== value);
    setClicked({ value: next, base: key });
    onChange(next);
  };

  return (
    <div ref={rootRef} className="filter-choice">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={current.length > 0 ? 'on' : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        {current.length > 0 && ` (${current.length})`}
      </button>
      {open && (
        <fieldset
          id={panelId}
          className="filter-choice-panel"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            // Closes this panel only; a second Escape (on the bar) clears the filter.
            e.stopPropagation();
            setOpen(false);
            buttonRef.current?.focus();
          }}
        >
          <legend>{label}</legend>
          {shown.length === 0 && <p className="hint">{t('filter.nothing')}</p>}
          {shown.map((option) => (
            <label key={option.value} className="filter-option">
              <input
                type="checkbox"
                checked={chosen.has(option.value)}
                onChange={(e) => toggle(option.value, e.target.checked)}
              />
              {option.mark}
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
