/**
 * Copying a card (same board, any list) and moving it to another board. The ports create a card with a title
 * only, so both create it and then write its other fields with one `updateCard`; a move then archives the
 * original. Which fields travel is decided by the pure `copyPatch`; comments and attachments never travel.
 */
import { newId } from '../../domain/ids';
import type { CardPatch } from '../../domain/inputs';
import type { Board, Card, Label } from '../../domain/model';
import { compareRank, keyAtEnd, keyBetween } from '../../domain/ordering';
import type { BoardsPort } from '../../backend/ports';
import { readOnce } from '../../backend/read-once';

/** Which parts of a card a copy keeps (the title and description always travel). */
export interface CopyKeep {
  checklists: boolean;
  labels: boolean;
  members: boolean;
  dates: boolean;
}

/** Everything kept: what a move to another board carries. */
export const KEEP_ALL: CopyKeep = { checklists: true, labels: true, members: true, dates: true };

/** Where a copy lands when it is not on the card's own board: that board's labels and members. */
export interface TargetBoard {
  labels: readonly Label[];
  memberIds: readonly string[];
}

/** What a copy dropped because the target board lacks it: labels with no match there, non-members. */
export interface Dropped {
  labels: number;
  members: number;
}

/**
 * The fields to write on a fresh copy of `card` (after `createCard` made it with a title), keeping what `keep`
 * says. On another board (`target` given, with the source board's `sourceLabels`) a label travels when the target
 * has one of the same name and colour, and an assignee when they are a member there; `dropped` counts the rest.
 * Checklists and their items get new ids; ticks are kept. `memberNames` (imported names) cannot be written.
 */
export function copyPatch(
  card: Card,
  keep: CopyKeep,
  target?: TargetBoard & { sourceLabels: readonly Label[] },
): { patch: CardPatch; dropped: Dropped } {
  const patch: CardPatch = {};
  const dropped: Dropped = { labels: 0, members: 0 };
  if (card.description) patch.description = card.description;
  if (keep.checklists && card.checklists.length > 0)
    patch.checklists = card.checklists.map((c) => ({
      ...c,
      id: newId(),
      items: c.items.map((i) => ({ ...i, id: newId() })),
    }));
  if (keep.labels && card.labelIds.length > 0) {
    const labelIds = target ? mapLabels(card.labelIds, target.sourceLabels, target.labels) : card.labelIds;
    dropped.labels = card.labelIds.length - labelIds.length;
    if (labelIds.length > 0) patch.labelIds = labelIds;
  }
  if (keep.members && card.assigneeIds.length > 0) {
    const assigneeIds = target
      ? card.assigneeIds.filter((uid) => target.memberIds.includes(uid))
      : card.assigneeIds;
    dropped.members = card.assigneeIds.length - assigneeIds.length;
    if (assigneeIds.length > 0) patch.assigneeIds = assigneeIds;
  }
  if (keep.dates) {
    if (card.startAt !== null) patch.startAt = card.startAt;
    if (card.dueAt !== null) patch.dueAt = card.dueAt;
    if (card.dueAt !== null && card.dueDone) patch.dueDone = true;
  }
  return { patch, dropped };
}

/** The ids of `to`'s labels matching (same name and colour) the labels `ids` of `from`, in `ids` order. */
export function mapLabels(ids: readonly string[], from: readonly Label[], to: readonly Label[]): string[] {
  const mapped: string[] = [];
  for (const id of ids) {
    const label = from.find((l) => l.id === id);
    const match = label && to.find((l) => l.name === label.name && l.color === label.color);
    if (match && !mapped.includes(match.id)) mapped.push(match.id);
  }
  return mapped;
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
  const { patch } = copyPatch(card, options.keep);
  if (Object.keys(patch).length > 0) await boards.updateCard(card.boardId, id, patch);
  return id;
}

/**
 * Moves `card` of `source` to the bottom of list `listId` of board `target`: creates it there with every field
 * that can travel, then archives the original. Resolves with the new card's id and what was dropped. Throws the
 * ports' AppErrors: `permission-denied` (not a writer there), `not-found` (board or list gone), `invalid-argument`
 * (the list is archived), `limit-exceeded` (5,000 open cards there), `unavailable`. When creating fails the
 * original is untouched; when a later step fails the copy exists and the original may still be open.
 */
export async function moveCardToBoard(
  boards: BoardsPort,
  card: Card,
  source: Board,
  target: Board,
  listId: string,
): Promise<{ id: string; dropped: Dropped }> {
  const cards = await readOnce<Card[]>((o) => boards.watchCards(target.id, o));
  const id = newId();
  await boards.createCard(target.id, { id, listId, title: card.title, rank: rankInList(cards, listId) });
  const { patch, dropped } = copyPatch(card, KEEP_ALL, { ...target, sourceLabels: source.labels });
  if (Object.keys(patch).length > 0) await boards.updateCard(target.id, id, patch);
  await boards.updateCard(source.id, card.id, { archivedAt: Date.now() });
  return { id, dropped };
}

/**
 * Undoes `moveCardToBoard`: restores the original and archives the copy (then deletes it for good where the
 * caller may, i.e. is an admin of the target board; otherwise it stays archived there). Throws as `updateCard`:
 * `permission-denied`, `not-found`, `limit-exceeded` (the original's list is full again), `unavailable`.
 */
export async function undoMoveToBoard(
  boards: BoardsPort,
  original: Card,
  targetBoardId: string,
  copyId: string,
): Promise<void> {
  await boards.updateCard(original.boardId, original.id, { archivedAt: null });
  await boards.updateCard(targetBoardId, copyId, { archivedAt: Date.now() });
  await boards.deleteCard(targetBoardId, copyId).catch(() => undefined);
}
