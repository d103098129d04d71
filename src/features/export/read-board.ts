/**
 * Reads a board once for an export: the board, its lists and cards (archived ones too when asked: a JSON file
 * carries them), and each card's comments and attachments (one read per card that has any: the ports read them per
 * card). Shared by the one-board export and "Export all boards".
 */
import i18next from 'i18next';
import type { BoardsPort } from '../../backend/ports';
import { mapLimited, readOnce } from '../../backend/read-once';
import { AppError } from '../../domain/errors';
import { buildLanesExport, type BoardContents } from '../../domain/export/to-lanes-json';
import type { LanesExport } from '../../domain/export/lanes-format';
import type { Attachment, Board, Card, Comment, List } from '../../domain/model';

/** Per-card reads in flight at once. */
export const EXPORT_READ_CONCURRENCY = 8;

/** A board with its lists and cards, as read for an export. */
export interface BoardRead {
  board: Board;
  lists: List[];
  cards: Card[];
  archivedIncluded: boolean;
}

/** Board `boardId`, its lists and cards (archived ones too if `withArchived`). Throws `not-found` if it is gone. */
export async function readBoard(
  boards: BoardsPort,
  boardId: string,
  withArchived: boolean,
): Promise<BoardRead> {
  const [board, lists, cards, oldLists, oldCards] = await Promise.all([
    readOnce<Board | null>((o) => boards.watchBoard(boardId, o)),
    readOnce<List[]>((o) => boards.watchLists(boardId, o)),
    readOnce<Card[]>((o) => boards.watchCards(boardId, o)),
    withArchived ? readOnce<List[]>((o) => boards.watchArchivedLists(boardId, o)) : [],
    withArchived ? readOnce<Card[]>((o) => boards.watchArchivedCards(boardId, o)) : [],
  ]);
  if (!board) throw new AppError('not-found', i18next.t('export:gone'));
  return {
    board,
    lists: [...lists, ...oldLists],
    cards: [...cards, ...oldCards],
    archivedIncluded: withArchived,
  };
}

/**
 * The comments and attachments of `read`'s cards, added to it as BoardContents; `onProgress(done, total)` counts
 * the cards read.
 */
export async function readDetails(
  boards: BoardsPort,
  read: BoardRead,
  onProgress?: (done: number, total: number) => void,
): Promise<BoardContents> {
  const boardId = read.board.id;
  if (boards.readCardDetails) {
    // One read for the whole board; the comments and attachments of cards not read (archived ones) are left out.
    const ids = new Set(read.cards.map((c) => c.id));
    onProgress?.(0, 1);
    const { comments, attachments } = await boards.readCardDetails(boardId);
    onProgress?.(1, 1);
    return {
      board: read.board,
      lists: read.lists,
      cards: read.cards,
      comments: comments.filter((c) => ids.has(c.cardId)),
      attachments: attachments.filter((a) => ids.has(a.cardId)),
    };
  }
  const needing = read.cards.filter((c) => c.counts.comments > 0 || c.counts.attachments > 0);
  onProgress?.(0, needing.length);
  const details = await mapLimited(
    needing,
    EXPORT_READ_CONCURRENCY,
    async (card) =>
      Promise.all([
        card.counts.comments > 0 ? readOnce<Comment[]>((o) => boards.watchComments(boardId, card.id, o)) : [],
        card.counts.attachments > 0
          ? readOnce<Attachment[]>((o) => boards.watchAttachments(boardId, card.id, o))
          : [],
      ]),
    onProgress,
  );
  return {
    board: read.board,
    lists: read.lists,
    cards: read.cards,
    comments: details.flatMap(([comments]) => comments),
    attachments: details.flatMap(([, attachments]) => attachments),
  };
}

/**
 * `contents` as a Lanes board file made at `exportedAt` (epoch ms), each comment signed with its author's current
 * name (`nameOf(uid)`): a comment stores no name of its own (issue 28 item 4.4), and an import of the file shows
 * the one written. Also returns how many cards were left out because their list was not read.
 */
export function boardFile(
  contents: BoardContents,
  nameOf: (uid: string) => string,
  exportedAt: number,
): { file: LanesExport; skippedCards: number } {
  return buildLanesExport(
    {
      ...contents,
      comments: contents.comments.map((c) => ({ ...c, authorName: c.authorName ?? nameOf(c.authorUid) })),
    },
    exportedAt,
  );
}

/**
 * Board `read` (its open lists and cards: what the board page shows, or `readBoard`) as a Lanes board file for a
 * copy (issue 27 item 5), with each card's comments and attachments when `withDetails`; `onProgress(done, total)`
 * counts the cards whose details were read. Throws `not-found`/`permission-denied` from the reads, and whatever
 * `onProgress` throws (a Cancel).
 */
export async function readForCopy(
  boards: BoardsPort,
  read: BoardRead,
  withDetails: boolean,
  nameOf: (uid: string) => string,
  onProgress?: (done: number, total: number) => void,
): Promise<LanesExport> {
  // Marks split the copy's time for bench:board-copy.
  const contents = withDetails
    ? await readDetails(boards, read, onProgress)
    : { ...read, comments: [], attachments: [] };
  performance.mark('lanes:copy:details');
  return boardFile(contents, nameOf, Date.now()).file;
}
