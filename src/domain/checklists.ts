/** Counting a card's check items: what `counts.checkItems/checkItemsDone` hold and what the UI shows as progress. */
import type { CardCounts, Checklist } from './model';

/** All check items of `checklists`, and those done. */
export function checkItemCounts(
  checklists: readonly Checklist[],
): Pick<CardCounts, 'checkItems' | 'checkItemsDone'> {
  let checkItems = 0;
  let checkItemsDone = 0;
  for (const checklist of checklists) {
    checkItems += checklist.items.length;
    checkItemsDone += checklist.items.filter((item) => item.done).length;
  }
  return { checkItems, checkItemsDone };
}
