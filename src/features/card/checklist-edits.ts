/**
 * Edits of a card's checklists as pure functions returning a new array, so one `updateCard` writes the result
 * and the rules (limits, empty text) hold in every mode. Throws `limit-exceeded` past 200 items (Trello's limit).
 */
import i18next from 'i18next';
import { AppError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import { CHECK_ITEMS_PER_CHECKLIST } from '../../domain/limits';
import type { CheckItem, Checklist } from '../../domain/model';

type Edit = (lists: readonly Checklist[]) => Checklist[];

const onList =
  (checklistId: string, change: (c: Checklist) => Checklist): Edit =>
  (lists) =>
    lists.map((c) => (c.id === checklistId ? change(c) : c));

/** Adds an empty checklist `title` at the end, with id `id` (a new one unless given, so the caller can find it). */
export const addChecklist =
  (title: string, id = newId()): Edit =>
  (lists) => [...lists, { id, title, items: [] }];

export const renameChecklist = (checklistId: string, title: string) =>
  onList(checklistId, (c) => ({ ...c, title }));

export const deleteChecklist =
  (checklistId: string): Edit =>
  (lists) =>
    lists.filter((c) => c.id !== checklistId);

export const addItem = (checklistId: string, text: string) =>
  onList(checklistId, (c) => {
    if (c.items.length >= CHECK_ITEMS_PER_CHECKLIST)
      throw new AppError(
        'limit-exceeded',
        i18next.t('card:checklists.tooMany', { max: CHECK_ITEMS_PER_CHECKLIST }),
      );
    return { ...c, items: [...c.items, { id: newId(), text, done: false }] };
  });

export const setItemDone = (checklistId: string, itemId: string, done: boolean) =>
  onList(checklistId, (c) => ({ ...c, items: c.items.map((i) => (i.id === itemId ? { ...i, done } : i)) }));

/** Sets an item's assignee (`assigneeId` a uid, or `assigneeName` a name only) and due date; null clears. */
export const setItemMeta = (
  checklistId: string,
  itemId: string,
  change: Partial<Pick<CheckItem, 'assigneeId' | 'assigneeName' | 'dueAt'>>,
) =>
  onList(checklistId, (c) => ({
    ...c,
    items: c.items.map((i) => (i.id === itemId ? { ...i, ...change } : i)),
  }));

export const renameItem = (checklistId: string, itemId: string, text: string) =>
  onList(checklistId, (c) => ({ ...c, items: c.items.map((i) => (i.id === itemId ? { ...i, text } : i)) }));

export const deleteItem = (checklistId: string, itemId: string) =>
  onList(checklistId, (c) => ({ ...c, items: c.items.filter((i) => i.id !== itemId) }));

/**
 * Moves item `itemId` of checklist `checklistId` to position `toIndex` (0-based, counted in the final order, so
 * `toIndex` of the last position puts it last). Clamped to the list; an unknown item changes nothing.
 */
export const moveItem = (checklistId: string, itemId: string, toIndex: number) =>
  onList(checklistId, (c) => {
    const from = c.items.findIndex((i) => i.id === itemId);
    if (from < 0) return c;
    const items = c.items.filter((i) => i.id !== itemId);
    const at = Math.max(0, Math.min(toIndex, items.length));
    items.splice(at, 0, c.items[from]!);
    return { ...c, items };
  });

/** Puts a deleted item back at `index` (Undo); nothing when it is there already or the checklist is gone. */
export const restoreItem = (checklistId: string, item: CheckItem, index: number) =>
  onList(checklistId, (c) => {
    if (c.items.some((i) => i.id === item.id)) return c;
    const items = [...c.items];
    items.splice(Math.min(index, items.length), 0, item);
    return { ...c, items };
  });

/** Puts a deleted checklist back at `index` (Undo); nothing when it is there already. */
export const restoreChecklist =
  (checklist: Checklist, index: number): Edit =>
  (lists) => {
    if (lists.some((c) => c.id === checklist.id)) return [...lists];
    const next = [...lists];
    next.splice(Math.min(index, next.length), 0, checklist);
    return next;
  };

/**
 * The position an item lands at when dropped on item `targetId`'s `edge` ('top' above it, 'bottom' below), for
 * `moveItem`; null when the drop changes nothing or either item is unknown.
 */
export function dropIndex(
  items: readonly CheckItem[],
  itemId: string,
  targetId: string,
  edge: 'top' | 'bottom' | null,
): number | null {
  const from = items.findIndex((i) => i.id === itemId);
  const target = items.findIndex((i) => i.id === targetId);
  if (from < 0 || target < 0 || from === target) return null;
  let to = edge === 'bottom' ? target + 1 : target;
  if (from < to) to -= 1;
  return to === from ? null : to;
}
