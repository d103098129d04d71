/**
 * Which of the board's labels a card carries (each label a toggle button in its accessible colour pair), and, for
 * owners and admins, the board's labels editor.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Board } from '../../domain/model';
import { labelColors, labelText } from '../../ui/colors';
import { LabelsEditor } from './LabelsEditor';

export interface CardLabelsProps {
  board: Board;
  selected: readonly string[];
  canEdit: boolean;
  /** Whether the labels editor is offered (`board.update`: owners and admins). */
  canEditLabels: boolean;
  /** Saves the card's new label ids. */
  onChange: (ids: string[]) => void;
}

/** The labels section of the card dialog. */
export function CardLabels({ board, selected, canEdit, canEditLabels, onChange }: CardLabelsProps) {
  const [editing, setEditing] = useState(false);
  const { t } = useTranslation('card');
  return (
    <section className="card-section" aria-label={t('labels.heading')}>
      <h3>{t('labels.heading')}</h3>
      <div className="label-picker" data-card-field="labels">
        {board.labels.map((label) => {
          const on = selected.includes(label.id);
          const { background, text } = labelColors(label.color);
          return (
            <button
              key={label.id}
              type="button"
              className={`label-chip${on ? ' on' : ''}${label.name ? '' : ' unnamed'}`}
              style={{ background, color: text }}
              // An unnamed label is a swatch of its colour, named for screen readers and in its tooltip.
              aria-label={label.name ? undefined : labelText(label)}
              title={label.name ? undefined : labelText(label)}
              aria-pressed={on}
              disabled={!canEdit}
              onClick={() =>
                onChange(on ? selected.filter((id) => id !== label.id) : [...selected, label.id])
              }
            >
              {label.name}
            </button>
          );
        })}
        {canEditLabels && (
          <button type="button" aria-expanded={editing} onClick={() => setEditing((was) => !was)}>
            {editing ? t('labels.doneEditing') : t('labels.edit')}
          </button>
        )}
      </div>
      {editing && canEditLabels && <LabelsEditor board={board} />}
    </section>
  );
}
