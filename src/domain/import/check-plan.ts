/**
 * The checks every adapter makes on a BoardPlan before writing any of it, and the per-card counts it derives, so
 * an import is refused or written the same way in every mode.
 */
import { AppError } from '../errors';
import { OPEN_CARDS_PER_BOARD, OPEN_CARDS_PER_LIST, OPEN_LISTS_PER_BOARD } from '../limits';
import type { CardCounts } from '../model';
import { checkItemCounts } from '../checklists';
import type { BoardPlan } from './plan';
import { checkValues } from '../custom-fields/values';

/** How many times each key occurs in `keys`. */
export function countBy<K>(keys: readonly K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * Throws `limit-exceeded` past Trello's limits (500 open lists, 5,000 open cards per board and per list) and
 * `invalid-argument` for a repeated id or a reference to a list or card the plan does not hold.
 */
export function checkPlan(plan: BoardPlan): void {
  const openLists = plan.lists.filter((list) => !list.archived).length;
  if (openLists > OPEN_LISTS_PER_BOARD) {
    throw new AppError(
      'limit-exceeded',
      `The board has ${openLists} open lists; Lanes allows ${OPEN_LISTS_PER_BOARD}.`,
    );
  }
  const openCards = plan.cards.filter((card) => !card.archived);
  if (openCards.length > OPEN_CARDS_PER_BOARD) {
    const n = openCards.length;
    throw new AppError(
      'limit-exceeded',
      `The board has ${n} open cards; Lanes allows ${OPEN_CARDS_PER_BOARD}.`,
    );
  }
  for (const [, n] of countBy(openCards.map((card) => card.listId))) {
    if (n > OPEN_CARDS_PER_LIST) {
      throw new AppError(
        'limit-exceeded',
        `A list has ${n} open cards; Lanes allows ${OPEN_CARDS_PER_LIST}.`,
      );
    }
  }
  const ids = [plan.lists, plan.cards, plan.comments, plan.attachments].flatMap((rows) =>
    rows.map((r) => r.id),
  );
  if (new Set(ids).size !== ids.length)
    throw new AppError('invalid-argument', 'The import plan repeats an id.');
  const listIds = new Set(plan.lists.map((list) => list.id));
  const cardIds = new Set(plan.cards.map((card) => card.id));
  const dangling =
    plan.cards.some((card) => !listIds.has(card.listId)) ||
    [...plan.comments, ...plan.attachments].some((row) => !cardIds.has(row.cardId));
  if (dangling)
    throw new AppError('invalid-argument', 'The import plan refers to a list or card it does not hold.');
  const fields = plan.board.customFields ?? {};
  for (const card of plan.cards) if (card.fields) checkValues(fields, card.fields);
}

/** A function giving each planned card its `counts`: comments and attachments in the plan, check items. */
export function planCardCounts(
  plan: BoardPlan,
): (card: Pick<BoardPlan['cards'][number], 'id' | 'checklists'>) => CardCounts {
  const comments = countBy(plan.comments.map((c) => c.cardId));
  const attachments = countBy(plan.attachments.map((a) => a.cardId));
  return (card) => ({
    comments: comments.get(card.id) ?? 0,
    attachments: attachments.get(card.id) ?? 0,
    ...checkItemCounts(card.checklists),
  });
}
