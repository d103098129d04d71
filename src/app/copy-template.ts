/**
 * "New board from template…" with one of the person's own boards marked as a template (issue 27 item 4): the board
 * read through the export feature's reader as its own Lanes board file, kept whole but for its comments (a new
 * board starts its own talk), titled as asked, and imported as a new board — the path "Copy board" takes, in one
 * step. The reader and the file mapper load on first use.
 */
import type { BoardsPort } from '../backend/ports';
import { COPY_EVERYTHING, trimForCopy, type CopyChoices } from '../domain/export/copy-board';

/** What a board made from a template keeps of it: everything but the comments. */
export const FROM_TEMPLATE: CopyChoices = { ...COPY_EVERYTHING, comments: false };

/**
 * Makes a new board from template board `boardId` titled `title` through `boards`; returns the new board's id.
 * Throws `not-found`/`permission-denied` from the read, the import's errors (`invalid-argument`, `limit-exceeded`).
 */
export async function copyTemplate(boards: BoardsPort, boardId: string, title: string): Promise<string> {
  const [reader, mapper] = await Promise.all([
    import('../features/export/read-board'),
    import('../domain/export/from-lanes-json'),
  ]);
  const board = await reader.readBoard(boards, boardId, false);
  // Comments are not kept, so no author needs a name.
  const file = await reader.readForCopy(boards, board, true, () => '');
  const { plan } = mapper.mapLanesExport(trimForCopy(file, FROM_TEMPLATE, title));
  return boards.importBoard(plan);
}
