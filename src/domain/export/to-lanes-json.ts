/**
 * A board as a Lanes board file (lanes-format.ts, docs/export-format.md). Pure: the caller reads the board, its
 * lists, cards, comments and attachments through the ports and passes them in.
 */
import type { Attachment, Board, Card, Comment, List } from '../model';
import { compareRank } from '../ordering';
import { fieldsOf } from '../custom-fields/values';
import { fieldsToFile, valuesToFile } from './fields-format';
import { LANES_FORMAT, LANES_FORMAT_VERSION, toIso, type LanesExport } from './lanes-format';

/** Everything an export holds, as the ports deliver it (any order; archived lists and cards included if read). */
export interface BoardContents {
  board: Board;
  lists: readonly List[];
  cards: readonly Card[];
  comments: readonly Comment[];
  attachments: readonly Attachment[];
}

const isoOrNull = (ms: number | null): string | null => (ms === null ? null : toIso(ms));

/**
 * Lists sorted by rank, and each list's cards by rank, list after list. Cards whose list is not in `lists` (e.g. a
 * card of an archived list when archived lists could not be read) are returned apart in `orphans`.
 */
export function orderBoard(
  lists: readonly List[],
  cards: readonly Card[],
): { lists: List[]; cards: Card[]; orphans: Card[] } {
  const sortedLists = [...lists].sort(compareRank);
  const byList = new Map<string, Card[]>(sortedLists.map((list) => [list.id, []]));
  const orphans: Card[] = [];
  for (const card of cards) (byList.get(card.listId) ?? orphans).push(card);
  const sortedCards = sortedLists.flatMap((list) => (byList.get(list.id) ?? []).sort(compareRank));
  return { lists: sortedLists, cards: sortedCards, orphans };
}

/**
 * Builds the file for `contents` at time `exportedAt` (epoch ms). Lists and cards come in board order; comments
 * and attachments in card order, oldest first; those of cards left out (orphans) are left out too. `skippedCards`
 * counts the cards left out because their list was not given.
 */
export function buildLanesExport(
  contents: BoardContents,
  exportedAt: number,
): { file: LanesExport; skippedCards: number } {
  const { board } = contents;
  const { lists, cards, orphans } = orderBoard(contents.lists, contents.cards);
  const position = new Map(cards.map((card, i) => [card.id, i]));
  const fields = fieldsOf(board);
  const inOrder = <T extends { cardId: string; createdAt: number; id: string }>(rows: readonly T[]): T[] =>
    rows
      .filter((row) => position.has(row.cardId))
      .sort(
        (a, b) =>
          (position.get(a.cardId) ?? 0) - (position.get(b.cardId) ?? 0) ||
          a.createdAt - b.createdAt ||
          (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );

  const file: LanesExport = {
    format: LANES_FORMAT,
    version: LANES_FORMAT_VERSION,
    exportedAt: toIso(exportedAt),
    board: {
      id: board.id,
      title: board.title,
      description: board.description,
      background: board.background,
      labels: board.labels.map(({ id, name, color }) => ({ id, name, color })),
      createdAt: toIso(board.createdAt),
      updatedAt: toIso(board.updatedAt),
      archivedAt: isoOrNull(board.archivedAt),
      customFields: fieldsToFile(fields),
    },
    lists: lists.map((list) => ({
      id: list.id,
      title: list.title,
      rank: list.rank,
      wipLimit: list.wipLimit,
      archivedAt: isoOrNull(list.archivedAt),
      createdAt: toIso(list.createdAt),
      updatedAt: toIso(list.updatedAt),
    })),
    cards: cards.map((card) => ({
      id: card.id,
      listId: card.listId,
      rank: card.rank,
      title: card.title,
      description: card.description,
      labelIds: [...card.labelIds],
      memberNames: [...card.memberNames],
      assigneeIds: [...card.assigneeIds],
      startAt: isoOrNull(card.startAt),
      dueAt: isoOrNull(card.dueAt),
      dueDone: card.dueDone,
      checklists: card.checklists.map((checklist) => ({
        id: checklist.id,
        title: checklist.title,
        items: checklist.items.map((item) => ({
          id: item.id,
          text: item.text,
          done: item.done,
          assigneeId: item.assigneeId ?? null,
          assigneeName: item.assigneeName ?? null,
          dueAt: isoOrNull(item.dueAt ?? null),
        })),
      })),
      coverAttachmentId: card.coverAttachmentId,
      coverColor: card.coverColor ?? null,
      archivedAt: isoOrNull(card.archivedAt),
      isTemplate: card.isTemplate === true,
      fields: valuesToFile(fields, card.fields),
      blockedBy: card.blockedBy ?? [],
      createdAt: toIso(card.createdAt),
      updatedAt: toIso(card.updatedAt),
    })),
    comments: inOrder(contents.comments).map((comment) => ({
      id: comment.id,
      cardId: comment.cardId,
      authorName: comment.authorName,
      text: comment.text,
      createdAt: toIso(comment.createdAt),
      editedAt: isoOrNull(comment.editedAt),
    })),
    attachments: inOrder(contents.attachments).map((attachment) => ({
      id: attachment.id,
      cardId: attachment.cardId,
      name: attachment.name,
      url: attachment.url,
      storagePath: attachment.storagePath,
      contentType: attachment.contentType,
      size: attachment.size,
      creatorName: attachment.creatorName ?? null,
      createdAt: toIso(attachment.createdAt),
    })),
  };
  return { file, skippedCards: orphans.length };
}

/** The file as text: two-space indented JSON, ending with a newline. */
export function lanesExportText(file: LanesExport): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}
