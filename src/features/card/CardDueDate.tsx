/** The due date: a date-and-time field, a "done" tick, and Remove. Shown in the browser's time zone. */
import { format } from 'date-fns';
import { useNow } from '../../ui/now';

export interface CardDueDateProps {
  dueAt: number | null;
  dueDone: boolean;
  canEdit: boolean;
  onChange: (patch: { dueAt?: number | null; dueDone?: boolean }) => void;
}

export function CardDueDate({ dueAt, dueDone, canEdit, onChange }: CardDueDateProps) {
  const now = useNow();
  const overdue = dueAt !== null && !dueDone && dueAt < now;
  return (
    <section className="card-section" aria-label="Due date">
      <h3>Due date</h3>
      <div className="row">
        <input
          type="datetime-local"
          aria-label="Due date"
          disabled={!canEdit}
          value={dueAt === null ? '' : format(dueAt, "yyyy-MM-dd'T'HH:mm")}
          onChange={(e) => onChange({ dueAt: e.target.value ? new Date(e.target.value).getTime() : null })}
        />
        {dueAt !== null && (
          <>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={dueDone}
                disabled={!canEdit}
                onChange={(e) => onChange({ dueDone: e.target.checked })}
              />
              Done
            </label>
            {overdue && <span className="badge overdue">Overdue</span>}
            {canEdit && (
              <button type="button" onClick={() => onChange({ dueAt: null, dueDone: false })}>
                Remove
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
