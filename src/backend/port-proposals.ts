/**
 * Port methods issue 8 needs and ports.ts does not have yet (proposed in the report). Features reach them
 * only through the functions below, which return null while the adapter lacks them, so the UI can say so today
 * and work unchanged once an adapter adds them. When they move into `BoardsPort`, delete this file.
 */
import type { Card, List } from '../domain/model';
import type { BoardsPort, Observer, Unsubscribe } from './ports';

/** Reading what is archived on a board (the "Archived items" panel; a complete export). */
export interface ArchivedItemsReads {
  /** The board's archived lists, most recently archived first. Needs `board.read`. */
  watchArchivedLists(boardId: string, observer: Observer<List[]>): Unsubscribe;
  /**
   * The board's archived cards (of open and archived lists), most recently archived first. Needs `board.read`.
   * With `watchCards` (open cards of open and archived lists) this is every card of the board.
   */
  watchArchivedCards(boardId: string, observer: Observer<Card[]>): Unsubscribe;
}

/** Deleting for good, for owners and admins (`board.update`). */
export interface PermanentDeletes {
  /**
   * Deletes an archived list with every card in it (open or archived), their comments, attachments and stored
   * files. Throws `permission-denied` (not an admin), `not-found`, `invalid-argument` (the list is not archived).
   */
  deleteList(boardId: string, listId: string): Promise<void>;
  /**
   * Deletes an archived card with its comments, attachments and stored files. Throws `permission-denied`,
   * `not-found`, `invalid-argument` (the card is not archived).
   */
  deleteCard(boardId: string, cardId: string): Promise<void>;
}

type MaybeExtended = BoardsPort & Partial<ArchivedItemsReads> & Partial<PermanentDeletes>;

/** The archived-items reads of `boards`, or null when its adapter has none yet. */
export function archivedReads(boards: BoardsPort): ArchivedItemsReads | null {
  const port = boards as MaybeExtended;
  const { watchArchivedLists, watchArchivedCards } = port;
  if (!watchArchivedLists || !watchArchivedCards) return null;
  return {
    watchArchivedLists: (boardId, observer) => watchArchivedLists.call(port, boardId, observer),
    watchArchivedCards: (boardId, observer) => watchArchivedCards.call(port, boardId, observer),
  };
}

/** The permanent deletes of `boards`, or null when its adapter has none yet. */
export function permanentDeletes(boards: BoardsPort): PermanentDeletes | null {
  const port = boards as MaybeExtended;
  const { deleteList, deleteCard } = port;
  if (!deleteList || !deleteCard) return null;
  return {
    deleteList: (boardId, listId) => deleteList.call(port, boardId, listId),
    deleteCard: (boardId, cardId) => deleteCard.call(port, boardId, cardId),
  };
}
