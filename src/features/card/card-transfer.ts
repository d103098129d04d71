/**
 * Copying a card (same board, any list). The ports create a card with a title only, so a copy is created and then
 * gets its other fields with one `updateCard`; which fields travel is decided by the pure `copyPatch`; comments
 * and attachments stay with the original. (Moving a card to another board is the `moveCardToBoard` callable: the
 * card goes with its comments and attachments.)
 */
import { newId } from '../../domain/ids';
import type { CardPatch } from '../../domain/inputs';
import type { Card } from '../../domain/model';
import { compareRank, keyAtEnd, keyBetween } from '../../domain/ordering';
import type { BoardsPort } from '../../backend/ports';
import { readOnce } from '../../backend/read-once';
import { blockerIds } from '../../domain/dependencies';

/** Which parts of a card a copy keeps (the title, description and custom field values always travel). */
export interface CopyKeep {
  checklists: boolean;
  labels: boolean;
  members: boolean;
  dates: boolean;
}

/** Everything kept (the copy dialog's default). */
export const KEEP_ALL: CopyKeep = { checklists: true, labels: true, members: true, dates: true };

/**
 * The fields to write on a fresh copy of `card` (after `createCard` made it with a title), keeping what `keep`
 * says; custom field values and blockers (dependencies) always travel. Checklists and their items get new ids; ticks are kept. `memberNames` (imported names) cannot be written.
 */
export function copyPatch(card: Card, keep: CopyKeep): CardPatch {
  const patch: CardPatch = {};
  if (card.description) patch.description = card.description;
  // A copy stays on its board, so every custom field value still fits a field there (Trello copies them too).
  if (card.fields && Object.keys(card.fields).length > 0) patch.fields = { ...card.fields };
  // Its blockers are cards of the same board, so the copy waits on them too; nothing waits on a new card, so no cycle.
  if (card.blockedBy && card.blockedBy.length > 0) patch.blockedBy = blockerIds(card);
  if (keep.checklists && card.checklists.length > 0)
    patch.checklists = card.checklists.map((c) => ({
      ...c,
      id: newId(),
      items: c.items.map((i) => ({ ...i, id: newId() })),
    }));
  if (keep.labels && card.labelIds.length > 0) patch.labelIds = card.labelIds;
  if (keep.members && card.assigneeIds.length > 0) patch.assigneeIds = card.assigneeIds;
  if (keep.dates) {
    if (card.startAt !== null) patch.startAt = card.startAt;
    if (card.dueAt !== null) patch.dueAt = card.dueAt;
    if (card.dueAt !== null && card.dueDone) patch.dueDone = true;
  }
  return patch;
}

/** The rank for a new card in list `listId` of `cards`: right after `after` when it is in that list, else last. */
export function rankInList(cards: readonly Card[], listId: string, after?: Card): string {
  const inList = cards.filter((c) => c.listId === listId).sort(compareRank);
  const at = after ? inList.findIndex((c) => c.id === after.id) : -1;
  if (at < 0) return keyAtEnd(inList);
  return keyBetween(inList[at]!.rank, inList[at + 1]?.rank ?? null);
}

/**
 * Creates a copy of `card` titled `title` in list `listId` of its own board (right below it in its own list, at
 * the bottom of another; always at the bottom with `atEnd`, as a card made from a template) and returns the copy's
 * id. The copy is never a template itself. Throws the ports' AppErrors: `permission-denied`,
 * `limit-exceeded` (5,000 open cards), `invalid-argument` (empty title), `unavailable`.
 */
export async function copyCard(
  boards: BoardsPort,
  card: Card,
  options: { listId: string; title: string; keep: CopyKeep; atEnd?: boolean },
): Promise<string> {
  const cards = await readOnce<Card[]>((o) => boards.watchCards(card.boardId, o));
  const id = newId();
  const rank = rankInList(cards, options.listId, options.atEnd ? undefined : card);
  await boards.createCard(card.boardId, { id, listId: options.listId, title: options.title, rank });
  const patch = copyPatch(card, options.keep);
  if (Object.keys(patch).length > 0) await boards.updateCard(card.boardId, id, patch);
  return id;
}
