/**
 * The `moveCardToBoard` callable: a card leaves its board for another with its comments and attachments, as in
 * Trello, in one transaction — the card, every comment and every attachment keep their ids and move to the other
 * board's paths (ARCHITECTURE.md §4). Labels travel to the other board's label of the same name and colour, and
 * assignees who are members there stay on the card; the rest stays behind and is counted. The attachments' files
 * are outside the transaction: the output names each file's old and new Storage path for the caller, who copies
 * the files before calling (a leftover copy is harmless, a document naming a missing file is not) and deletes the
 * old ones after (files.ts `movedAttachmentPath` gives the same new paths).
 *
 * Comments keep their authors: a client could not write another person's comment (firestore.rules), which is why
 * this is a callable and not a batch of client writes.
 */
import { AppError } from '../errors';
import { movedAttachmentPath } from '../files';
import { matchLabels } from '../labels';
import { OPEN_CARDS_PER_BOARD, OPEN_CARDS_PER_LIST } from '../limits';
import { newId } from '../ids';
import { labelSchema } from '../model';
import { compareRank, keyAtEnd } from '../ordering';
import { parseOrThrow } from '../validate';
import * as z from 'zod/mini';
import { loadBoard, parseStored, requireAction, requireUid, type CallHandler } from './access';
import { moveCardToBoardInputSchema } from './schemas';
import { idOf, paths, type CallTx, type DocData } from './tx';

/** What moveCardToBoard did. */
export interface MoveCardToBoardOutput {
  /** Where the card is now: the same card id on the other board. */
  boardId: string;
  listId: string;
  cardId: string;
  /** How many of its labels and assignees stayed behind (no match on the other board, not a member there). */
  dropped: { labels: number; members: number };
  /** Where it was, with what: enough to move it back exactly (the Undo). */
  before: { boardId: string; listId: string; rank: string; labelIds: string[]; assigneeIds: string[] };
  /** The attachment files to move, old Storage path → new one (copied by the caller beforehand). */
  files: { from: string; to: string }[];
}

const cardPath = (boardId: string, cardId: string) => `boards/${boardId}/cards/${cardId}`;
const labelsOfBoard = z.looseObject({ labels: z.array(labelSchema) });
const storedCardSchema = z.looseObject({
  listId: z.string(),
  rank: z.string(),
  title: z.string(),
  labelIds: z.array(z.string()),
  assigneeIds: z.array(z.string()),
  archivedAt: z._default(z.nullable(z.number()), null),
});
const rankedSchema = z.looseObject({ listId: z.string(), rank: z.string() });

/** The open cards of board `boardId` (one query), to check its limits and find the end of a list. */
async function openCards(tx: CallTx, boardId: string) {
  const rows = await tx.query(`${paths.board(boardId)}/cards`, {
    field: 'archivedAt',
    op: '==',
    value: null,
  });
  return rows.map((row) => ({ id: idOf(row.path), ...parseStored(rankedSchema, row.data, row.path) }));
}

/**
 * Moves card `cardId` of board `boardId` to list `toListId` of board `toBoardId`, at `rank` (default: the bottom),
 * with its comments and attachments. `labelIds` and `assigneeIds`, when given (an Undo), replace the matching: they
 * must be labels and members of the other board.
 *
 * Takes {@link MoveCardToBoardInput}. Returns {@link MoveCardToBoardOutput}.
 *
 * Throws `unauthenticated`; `invalid-argument` (malformed input, the same board, an archived card or list, labels
 * or people the other board lacks); `not-found` (a board, the card or the list is gone); `permission-denied` (not
 * allowed to write cards on either board: permissions.ts `card.write`); `limit-exceeded` (the list or the board
 * already holds its 5,000 open cards: limits.ts).
 */
export const moveCardToBoard: CallHandler<MoveCardToBoardOutput> = async (ctx, input, tx) => {
  const uid = requireUid(ctx);
  const { boardId, cardId, toBoardId, toListId, rank, labelIds, assigneeIds } = parseOrThrow(
    moveCardToBoardInputSchema,
    input,
    'Move',
  );
  if (boardId === toBoardId) throw new AppError('invalid-argument', 'The card is on that board already.');
  const [source, target] = await Promise.all([loadBoard(tx, boardId), loadBoard(tx, toBoardId)]);
  requireAction(source, uid, 'card.write');
  requireAction(target, uid, 'card.write');
  const [sourceDoc, targetDoc, cardDoc, listDoc] = await Promise.all([
    tx.get(source.path),
    tx.get(target.path),
    tx.get(cardPath(boardId, cardId)),
    tx.get(`${target.path}/lists/${toListId}`),
  ]);
  if (!cardDoc) throw new AppError('not-found', 'This card does not exist (any more).');
  if (!listDoc) throw new AppError('not-found', 'That list does not exist (any more).');
  if (listDoc.archivedAt !== null && listDoc.archivedAt !== undefined)
    throw new AppError('invalid-argument', 'That list is archived: restore it first, or pick another.');
  const card = parseStored(storedCardSchema, cardDoc, cardPath(boardId, cardId));
  if (card.archivedAt !== null) throw new AppError('invalid-argument', 'An archived card cannot be moved.');

  const open = await openCards(tx, toBoardId);
  const inList = open.filter((c) => c.listId === toListId).sort(compareRank);
  if (inList.length >= OPEN_CARDS_PER_LIST)
    throw new AppError('limit-exceeded', `A list holds at most ${OPEN_CARDS_PER_LIST} open cards.`);
  if (open.length >= OPEN_CARDS_PER_BOARD)
    throw new AppError('limit-exceeded', `A board holds at most ${OPEN_CARDS_PER_BOARD} open cards.`);

  const targetLabels = parseStored(labelsOfBoard, targetDoc ?? {}, target.path).labels;
  const sourceLabels = parseStored(labelsOfBoard, sourceDoc ?? {}, source.path).labels;
  const newLabels = labelIds ?? matchLabels(card.labelIds, sourceLabels, targetLabels);
  const newAssignees = assigneeIds ?? card.assigneeIds.filter((id) => target.memberIds.includes(id));
  if (newLabels.some((id) => !targetLabels.some((l) => l.id === id)))
    throw new AppError('invalid-argument', 'That board has no such label.');
  if (newAssignees.some((id) => !target.memberIds.includes(id)))
    throw new AppError('invalid-argument', 'Only members of that board can be assigned there.');

  const [comments, attachments] = await Promise.all([
    tx.query(`${cardPath(boardId, cardId)}/comments`),
    tx.query(`${cardPath(boardId, cardId)}/attachments`),
  ]);
  const files: MoveCardToBoardOutput['files'] = [];
  const movedAttachments = attachments.map(({ path, data }) => {
    const from = typeof data.storagePath === 'string' ? data.storagePath : null;
    const to = from && movedAttachmentPath(from, boardId, cardId, toBoardId);
    if (from && to) files.push({ from, to });
    return { id: idOf(path), data: to ? { ...data, storagePath: to } : data };
  });

  // Deletes first: the local adapter keys these rows by id alone, so a write to the new path replaces the row a
  // later delete of the old path would remove.
  for (const doc of [...comments, ...attachments]) tx.delete(doc.path);
  tx.delete(cardPath(boardId, cardId));
  // Devices that were away learn from it that the card left this board (docs/sync.md).
  tx.set(paths.tombstone(boardId, cardId), { kind: 'card', deletedAt: ctx.now });
  const to = cardPath(toBoardId, cardId);
  // Its blockers stay behind: they are cards of this board (issue 26 item 2), as the cards it blocks are.
  const kept: DocData = { ...cardDoc };
  delete kept.blockedBy;
  const moved: DocData = {
    ...kept,
    id: cardId,
    boardId: toBoardId,
    listId: toListId,
    rank: rank ?? keyAtEnd(inList),
    labelIds: newLabels,
    assigneeIds: newAssignees,
    updatedAt: ctx.now,
  };
  tx.set(to, moved);
  for (const { path, data } of comments)
    tx.set(`${to}/comments/${idOf(path)}`, { ...data, id: idOf(path), boardId: toBoardId, cardId });
  for (const { id, data } of movedAttachments)
    tx.set(`${to}/attachments/${id}`, { ...data, id, boardId: toBoardId, cardId });

  const entry = (onBoard: string, type: 'card.moveToBoard' | 'card.moveFromBoard', listId: string) => {
    const id = newId();
    tx.set(paths.activity(onBoard, id), {
      id,
      boardId: onBoard,
      type,
      actorUid: uid,
      cardId,
      listId,
      data: { title: card.title },
      createdAt: ctx.now,
    });
  };
  entry(boardId, 'card.moveToBoard', card.listId);
  entry(toBoardId, 'card.moveFromBoard', toListId);

  return {
    boardId: toBoardId,
    listId: toListId,
    cardId,
    dropped: {
      labels: card.labelIds.length - newLabels.length,
      members: card.assigneeIds.length - newAssignees.length,
    },
    before: {
      boardId,
      listId: card.listId,
      rank: card.rank,
      labelIds: card.labelIds,
      assigneeIds: card.assigneeIds,
    },
    files,
  };
};
