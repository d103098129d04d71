/** Which of the board's labels a card carries: each label a toggle button. */
import type { Label } from '../../domain/model';
import { colorOf } from '../../ui/colors';

export function CardLabels({
  labels,
  selected,
  canEdit,
  onChange,
}: {
  labels: readonly Label[];
  selected: readonly string[];
  canEdit: boolean;
  onChange: (ids: string[]) => void;
}) {
  return (
    <section className="card-section" aria-label="Labels">
      <h3>Labels</h3>
      <div className="label-picker">
        {labels.map((label) => {
          const on = selected.includes(label.id);
          return (
            <button
              key={label.id}
              type="button"
              className={`label-chip${on ? ' on' : ''}`}
              style={{ background: colorOf(label.color) }}
              aria-pressed={on}
              disabled={!canEdit}
              onClick={() =>
                onChange(on ? selected.filter((id) => id !== label.id) : [...selected, label.id])
              }
            >
              {label.name || label.color}
            </button>
          );
        })}
      </div>
    </section>
  );
}
