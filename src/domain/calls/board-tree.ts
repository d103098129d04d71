/**
 * Everything stored under one board (ARCHITECTURE.md §4), read so deleteBoard and deleteAccountData can delete it
 * all in one transaction, and the Storage files its attachments point to.
 */
import { parseStored } from './access';
import { storedAttachmentSchema } from './schemas';
import { paths, type CallTx } from './tx';

/**
 * The collections below `boards/{id}`, at any depth (comments and attachments sit under cards). A new collection
 * under boards must be added here, or deleting a board leaves it behind.
 */
export const BOARD_COLLECTIONS = ['lists', 'cards', 'comments', 'attachments', 'activity'] as const;

/** What deleting a board removes: every document path (the board's own last) and its attachments' files. */
export interface BoardTree {
  docPaths: string[];
  storagePaths: string[];
}

/**
 * Reads the tree of board `boardId`: its subcollections, and the invites to it (useless once it is gone). Only
 * Storage paths inside the board's own folder are returned: an attachment document naming another path (written by
 * a member's client) must not make the function delete someone else's file.
 */
export async function readBoardTree(tx: CallTx, boardId: string): Promise<BoardTree> {
  const boardPath = paths.board(boardId);
  const [collections, invites] = await Promise.all([
    Promise.all(BOARD_COLLECTIONS.map((name) => tx.queryDescendants(boardPath, name))),
    tx.query(paths.invites, { field: 'boardId', op: '==', value: boardId }),
  ]);
  const docs = [...collections.flat(), ...invites];
  const folder = `${boardPath}/cards/`;
  const storagePaths = (collections[BOARD_COLLECTIONS.indexOf('attachments')] ?? [])
    .map((doc) => parseStored(storedAttachmentSchema, doc.data, doc.path).storagePath)
    .filter((path): path is string => path !== null && path.startsWith(folder) && !path.includes('..'));
  return { docPaths: [...docs.map((doc) => doc.path), boardPath], storagePaths };
}

/** Queues the deletion of every document of `tree`. */
export function deleteBoardTree(tx: CallTx, tree: BoardTree): void {
  for (const path of tree.docPaths) tx.delete(path);
}
