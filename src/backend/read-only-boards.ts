/**
 * A BoardsPort over one public board as read (issue 27 item 1), for the board page shown to someone who may not be
 * its member: its subscriptions serve what was read, the board, its lists and cards kept current; every write
 * refuses with `permission-denied` before reaching anything (the page shows no control that writes; the rules
 * refuse them too).
 */
import { AppError } from '../domain/errors';
import type { Attachment, Comment } from '../domain/model';
import type { BoardsPort, Observer, PublicBoardRead, Unsubscribe } from './ports';

const refused = (): Promise<never> =>
  Promise.reject(new AppError('permission-denied', 'A public board is read-only.'));

/** Delivers `data` once, after the caller has its unsubscribe function (as a store's first answer would come). */
function once<T>(observer: Observer<T>, data: () => T | Promise<T>): Unsubscribe {
  let open = true;
  queueMicrotask(() => {
    Promise.resolve()
      .then(data)
      .then(
        (value) => open && observer.next({ data: value, pending: false, fromCache: false }),
        (error: unknown) =>
          open &&
          observer.error(
            error instanceof AppError ? error : new AppError('unavailable', 'This board could not be read.'),
          ),
      );
  });
  return () => {
    open = false;
  };
}

const byCard = <T extends { cardId: string }>(rows: readonly T[], cardId: string): T[] =>
  rows.filter((row) => row.cardId === cardId);

/** The read-only BoardsPort of public board `read` (its id: `read.board.id`; other boards read as none). */
export function readOnlyBoards(read: PublicBoardRead): BoardsPort {
  const boardId = read.board.id;
  const mine = (id: string) => id === boardId;
  const details = (): Promise<{ comments: Comment[]; attachments: Attachment[] }> => read.details();
  return {
    watchBoards: (observer) => once(observer, () => [read.board]),
    watchArchivedBoards: (observer) => once(observer, () => []),
    watchBoard: (id, observer) => (mine(id) ? read.watchBoard(observer) : once(observer, () => null)),
    watchLists: (id, observer) => (mine(id) ? read.watchLists(observer) : once(observer, () => [])),
    watchCards: (id, observer) => (mine(id) ? read.watchCards(observer) : once(observer, () => [])),
    watchArchivedLists: (_id, observer) => once(observer, () => []),
    watchArchivedCards: (_id, observer) => once(observer, () => []),
    watchComments: (id, cardId, observer) =>
      once(observer, async () => (mine(id) ? byCard((await details()).comments, cardId) : [])),
    watchAttachments: (id, cardId, observer) =>
      once(observer, async () => (mine(id) ? byCard((await details()).attachments, cardId) : [])),
    watchActivity: (id, count, observer) =>
      mine(id) ? read.watchActivity(count, observer) : once(observer, () => []),
    watchMembers: (id, observer) => once(observer, () => (mine(id) ? read.members : [])),
    readCardDetails: (id) => (mine(id) ? details() : refused()),
    createBoard: refused,
    updateBoard: refused,
    createList: refused,
    updateList: refused,
    createCard: refused,
    updateCard: refused,
    moveCard: refused,
    deleteList: refused,
    deleteCard: refused,
    addComment: refused,
    importBoard: refused,
  };
}
