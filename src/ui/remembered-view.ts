/**
 * The view a board was last shown in on this device (board, table, calendar), remembered per board. It only
 * chooses where the boards list opens a board: a link to `/b/ID`, a click on a view, Back and a reload show the
 * view their URL names (issue 23 item 1: a redirect on `/b/ID` trapped people in the table).
 */
import { BOARD_VIEWS, paths, type BoardView } from '../config/paths';

const keyFor = (boardId: string) => `lanes:view:${boardId}`;

/** The view `boardId` was last shown in here; 'board' when none is remembered (or storage is blocked). */
export function rememberedView(boardId: string): BoardView {
  try {
    const raw = localStorage.getItem(keyFor(boardId));
    return (BOARD_VIEWS as readonly string[]).includes(raw ?? '') ? (raw as BoardView) : 'board';
  } catch {
    return 'board';
  }
}

/** Remembers `view` for `boardId` (a refusal of storage only means it is not remembered). */
export function rememberView(boardId: string, view: BoardView): void {
  try {
    localStorage.setItem(keyFor(boardId), view);
  } catch {
    // Storage full or blocked.
  }
}

/** Where the boards list opens `boardId`: its remembered view's URL (`/b/ID`, `/b/ID/table`, `/b/ID/calendar`). */
export function rememberedViewHref(boardId: string): string {
  return paths.view.href(boardId, rememberedView(boardId));
}
