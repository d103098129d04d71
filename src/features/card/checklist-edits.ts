/**
 * Edits of a card's checklists as pure functions returning a new array, so one `updateCard` writes the result
 * and the rules (limits, empty text) hold in every mode. Throws `limit-exceeded` past 200 items (Trello's limit).
 */
import { AppError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import { CHECK_ITEMS_PER_CHECKLIST } from '../../domain/limits';
import type { Checklist } from '../../domain/model';

type Edit = (lists: readonly Checklist[]) => Checklist[];

const onList =
  (checklistId: string, change: (c: Checklist) => Checklist): Edit =>
  (lists) =>
    lists.map((c) => (c.id === checklistId ? change(c) : c));

export const addChecklist =
  (title: string): Edit =>
  (lists) => [...lists, { id: newId(), title, items: [] }];

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
        `A checklist holds at most ${CHECK_ITEMS_PER_CHECKLIST} items (Trello's limit).`,
      );
    return { ...c, items: [...c.items, { id: newId(), text, done: false }] };
  });

export const setItemDone = (checklistId: string, itemId: string, done: boolean) =>
  onList(checklistId, (c) => ({ ...c, items: c.items.map((i) => (i.id === itemId ? { ...i, done } : i)) }));

export const renameItem = (checklistId: string, itemId: string, text: string) =>
  onList(checklistId, (c) => ({ ...c, items: c.items.map((i) => (i.id === itemId ? { ...i, text } : i)) }));

export const deleteItem = (checklistId: string, itemId: string) =>
  onList(checklistId, (c) => ({ ...c, items: c.items.filter((i) => i.id !== itemId) }));
