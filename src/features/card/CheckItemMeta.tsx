/**
 * A check item's assignee and due date: shown as two small chips beside its text, edited in a small panel opened
 * by the row's "Assign / due date" button — who (a board member who can edit, or the name an imported item came
 * with) and when (a local date and time). Each change is saved at once through `onChange`.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { CheckItem } from '../../domain/model';
import { formatDate } from '../../i18n/format';
import { useNow } from '../../ui/now';
import { DateField } from './DateField';
import type { Assignable } from './use-card-members';
import './check-item-meta.css';

/** What an edit of the panel changes on the item. */
export type CheckItemMetaChange = Partial<Pick<CheckItem, 'assigneeId' | 'assigneeName' | 'dueAt'>>;

/** The item, the board's people, whether the viewer may edit, and where a change goes. */
export interface CheckItemMetaProps {
  item: CheckItem;
  people: readonly Assignable[];
  canEdit: boolean;
  onChange: (change: CheckItemMetaChange) => void;
}

/** The name of whoever `item` is assigned to, or null. */
function assigneeOf(item: CheckItem, people: readonly Assignable[]): string | null {
  if (item.assigneeId) return people.find((p) => p.uid === item.assigneeId)?.name ?? null;
  return item.assigneeName ?? null;
}

/** The chips and, for editors, the toggle and its panel. */
export function CheckItemMeta({ item, people, canEdit, onChange }: CheckItemMetaProps) {
  const { t } = useTranslation('card');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const now = useNow();
  const who = assigneeOf(item, people);
  const due = item.dueAt ?? null;
  const overdue = due !== null && !item.done && due < now;
  // The select's value: a uid, `name:` for an imported name-only assignee, or '' for nobody.
  const value = item.assigneeId ?? (item.assigneeName ? 'name:' : '');
  return (
    <>
      {who && (
        <span className="check-item-chip" title={t('checkItem.assignedTo', { name: who })}>
          {who}
        </span>
      )}
      {due !== null && (
        <span className={`check-item-chip${overdue ? ' overdue' : ''}`} data-due={due}>
          {t(overdue ? 'checkItem.overdue' : 'checkItem.due', { date: formatDate(due, 'short') })}
        </span>
      )}
      {canEdit && (
        <button
          type="button"
          className="icon-button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t('checkItem.edit', { text: item.text })}
          onClick={() => setOpen(!open)}
        >
          ⋯
        </button>
      )}
      {canEdit && open && (
        <div
          className="check-item-meta"
          id={panelId}
          role="group"
          aria-label={t('checkItem.edit', { text: item.text })}
        >
          <label>
            {t('checkItem.assignee')}
            <select
              value={value}
              onChange={(e) => {
                const picked = e.target.value;
                if (picked === 'name:') return;
                onChange({ assigneeId: picked || null, assigneeName: null });
              }}
            >
              <option value="">{t('checkItem.nobody')}</option>
              {item.assigneeName && !item.assigneeId && <option value="name:">{item.assigneeName}</option>}
              {people
                .filter((p) => p.canWrite || p.uid === item.assigneeId)
                .map((p) => (
                  <option key={p.uid} value={p.uid}>
                    {p.name}
                  </option>
                ))}
            </select>
          </label>
          <DateField
            label={t('checkItem.dueAt')}
            value={due}
            disabled={false}
            onChange={(at) => onChange({ dueAt: at })}
          />
          {due !== null && (
            <button type="button" onClick={() => onChange({ dueAt: null })}>
              {t('checkItem.clearDue')}
            </button>
          )}
        </div>
      )}
    </>
  );
}
