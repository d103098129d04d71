/**
 * One check item: its tick, its text, a drag handle (pragmatic-drag-and-drop, within its checklist), the keyboard
 * alternative "Move up"/"Move down", and Delete. The drop is reported as (dragged item, edge of this one).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { attachClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge/attach-closest-edge';
import { extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge/extract-closest-edge';
import type { CheckItem } from '../../domain/model';
import { InlineEdit } from '../../ui/InlineEdit';
import { CheckItemMeta, type CheckItemMetaChange } from './CheckItemMeta';
import type { Assignable } from './use-card-members';

export interface CheckItemRowProps {
  item: CheckItem;
  checklistId: string;
  index: number;
  count: number;
  canEdit: boolean;
  onDone: (done: boolean) => Promise<boolean>;
  onRename: (text: string) => Promise<void>;
  /** The board's people, who an item can be assigned to. */
  people: readonly Assignable[];
  /** Sets the item's assignee or due date. */
  onMeta: (change: CheckItemMetaChange) => void;
  onDelete: () => void;
  /** Moves this item by one place (-1 up, 1 down). */
  onShift: (by: -1 | 1) => void;
  /** Another item of this checklist was dropped on this one's top or bottom edge. */
  onDropOn: (draggedId: string, edge: 'top' | 'bottom' | null) => void;
}

type Edge = 'top' | 'bottom';
const readItem = (data: Record<string | symbol, unknown>, checklistId: string) =>
  data.type === 'check-item' && data.checklistId === checklistId && typeof data.itemId === 'string'
    ? data.itemId
    : null;

/** A check item row; drag and drop only when `canEdit`. */
export function CheckItemRow(props: CheckItemRowProps) {
  const { item, checklistId, index, count, canEdit, onDone, onRename, onDelete, onShift, onDropOn } = props;
  const { people, onMeta } = props;
  const { t } = useTranslation('card');
  const ref = useRef<HTMLLIElement>(null);
  const handleRef = useRef<HTMLSpanElement>(null);
  const [edge, setEdge] = useState<Edge | null>(null);
  const [dragging, setDragging] = useState(false);
  const dropRef = useRef(onDropOn);
  useEffect(() => {
    dropRef.current = onDropOn;
  });

  useEffect(() => {
    const element = ref.current;
    const handle = handleRef.current;
    if (!element || !handle || !canEdit) return;
    const data = { type: 'check-item', checklistId, itemId: item.id };
    const edgeOf = (d: Record<string | symbol, unknown>): Edge | null => {
      const e = extractClosestEdge(d);
      return e === 'top' || e === 'bottom' ? e : null;
    };
    return combine(
      draggable({
        element,
        dragHandle: handle,
        getInitialData: () => data,
        onDragStart: () => setDragging(true),
        onDrop: () => setDragging(false),
      }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => readItem(source.data, checklistId) !== null,
        getData: ({ input }) => attachClosestEdge(data, { element, input, allowedEdges: ['top', 'bottom'] }),
        onDrag: ({ self, source }) =>
          setEdge(readItem(source.data, checklistId) === item.id ? null : edgeOf(self.data)),
        onDragLeave: () => setEdge(null),
        onDrop: ({ self, source }) => {
          setEdge(null);
          const dragged = readItem(source.data, checklistId);
          if (dragged && dragged !== item.id) dropRef.current(dragged, edgeOf(self.data));
        },
      }),
    );
  }, [checklistId, item.id, canEdit]);

  const shift = (by: -1 | 1, allowed: boolean) => (allowed ? onShift(by) : undefined);
  return (
    <li
      ref={ref}
      className={`check-item${item.done ? ' done' : ''}${dragging ? ' dragging' : ''}`}
      data-item-id={item.id}
      data-edge={edge ?? undefined}
    >
      {canEdit && (
        <span ref={handleRef} className="drag-handle" title={t('checklists.drag')} aria-hidden>
          ⠿
        </span>
      )}
      <CheckBox
        label={t('checklists.done', { text: item.text })}
        done={item.done}
        disabled={!canEdit}
        onChange={onDone}
      />
      <InlineEdit label={t('checklists.item')} value={item.text} disabled={!canEdit} onSave={onRename} />
      <CheckItemMeta item={item} people={people} canEdit={canEdit} onChange={onMeta} />
      {canEdit && (
        <span className="check-item-actions">
          {/* aria-disabled rather than disabled: the button keeps focus when its item reaches the end. */}
          <button
            type="button"
            className="icon-button"
            aria-label={t('checklists.up', { text: item.text })}
            aria-disabled={index === 0}
            onClick={() => shift(-1, index > 0)}
            data-shift="up"
          >
            ↑
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('checklists.down', { text: item.text })}
            aria-disabled={index === count - 1}
            onClick={() => shift(1, index < count - 1)}
            data-shift="down"
          >
            ↓
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('checklists.deleteItem', { text: item.text })}
            onClick={onDelete}
          >
            ×
          </button>
        </span>
      )}
    </li>
  );
}

/**
 * A tick that flips at once: it shows what was clicked until the stored value changes (the write arrived) or the
 * write fails, instead of waiting for the round trip.
 */
function CheckBox(props: {
  label: string;
  done: boolean;
  disabled: boolean;
  onChange: (done: boolean) => Promise<boolean>;
}) {
  const { label, done, disabled, onChange } = props;
  const [clicked, setClicked] = useState<{ value: boolean; base: boolean } | null>(null);
  const checked = clicked !== null && clicked.base === done ? clicked.value : done;
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(e) => {
        setClicked({ value: e.target.checked, base: done });
        void onChange(e.target.checked).then((ok) => ok || setClicked(null));
      }}
    />
  );
}
