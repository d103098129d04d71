/**
 * A BoardPlan as the model's rows (model.ts): what local mode writes for an import, and what
 * `npm run import:check -- --lanes` turns into a Lanes board file, so both show the same board.
 */
import type { Attachment, Board, Card, Comment, List } from '../model';
import type { BoardPlan } from './plan';
import { planCardCounts } from './plan-docs';

/** The new board's id, its owner and the time of the import (epoch ms). */
export interface RowsOptions {
  boardId: string;
  uid: string;
  now: number;
}

/** A board and everything in it, as model rows. */
export interface PlanRows {
  board: Board;
  lists: List[];
  cards: Card[];
  comments: Comment[];
  attachments: Attachment[];
}

/**
 * The plan as the rows of board `boardId`, owned by `uid` and stamped `now` (ms): archived things keep the plan's
 * archive date, else `now`; counts computed. What local mode stores, and what `import:check --lanes` prints.
 */
export function planRows(plan: BoardPlan, { boardId, uid, now }: RowsOptions): PlanRows {
  const board: Board = {
    id: boardId,
    ...plan.board,
    roles: { [uid]: 'owner' },
    memberIds: [uid],
    createdBy: uid,
    createdAt: now,
    updatedAt: now,
    archivedAt: null,
    importState: null,
  };
  const stamp = { boardId, createdAt: now, updatedAt: now };
  // Archived lists and cards keep the plan's archive date (Trello's) when it has one.
  const archivedAt = (row: { archived: boolean; archivedAt?: number | null | undefined }) =>
    row.archived ? (row.archivedAt ?? now) : null;
  const lists = plan.lists.map(({ archived, ...list }) => ({
    ...list,
    ...stamp,
    wipLimit: list.wipLimit ?? null,
    archivedAt: archivedAt({ archived, archivedAt: list.archivedAt }),
  }));
  const countsOf = planCardCounts(plan);
  const cards = plan.cards.map(({ archived, ...card }) => ({
    ...card,
    ...stamp,
    assigneeIds: [],
    coverAttachmentId: card.coverAttachmentId ?? null,
    coverColor: card.coverColor ?? null,
    archivedAt: archivedAt({ archived, archivedAt: card.archivedAt }),
    createdBy: uid,
    counts: countsOf(card),
  }));
  // Trello's authors are not Lanes accounts: the importer owns the rows, the original name is shown.
  const comments = plan.comments.map((comment) => ({ ...comment, boardId, authorUid: uid, editedAt: null }));
  const attachments = plan.attachments.map((attachment) => ({
    ...attachment,
    boardId,
    storagePath: null,
    uploadedBy: uid,
  }));
  return { board, lists, cards, comments, attachments };
}
