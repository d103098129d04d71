/** The view a board was last shown in on this device (board, table, calendar), remembered per board. */
import { BOARD_VIEWS, type BoardView } from '../../../config/paths';

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
