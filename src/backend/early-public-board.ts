/**
 * A public board's read (`/p/:boardId…`, `/embed/:boardId…`; BoardsPort.readPublicBoard) started at start-up and
 * handed to the page's own read of that board (issue 27). The page asks only once its chunk has loaded and it has
 * rendered; the `boardSnapshot` call the read makes then runs while that happens instead of after it. One not
 * claimed within EARLY_TTL_MS (the person went elsewhere) is forgotten; a failed one is the page's to tell.
 */
import { boardBaseOfPath, boardPathIds } from '../config/paths';
import { EARLY_TTL_MS } from './early-board';
import type { Backend, PublicBoardRead } from './ports';

/** `backend`, its public board read for the board of `pathname` started now when that is a public board's page. */
export function withEarlyPublicRead(backend: Backend, pathname: string): Backend {
  const read = backend.boards.readPublicBoard;
  const base = boardBaseOfPath(pathname);
  if (!read || (base !== 'p' && base !== 'embed')) return backend;
  const { boardId } = boardPathIds(pathname);
  let early: Promise<PublicBoardRead> | null = read(boardId);
  // Told when the page takes it; a read nobody takes is no error of anyone's.
  early.catch(() => undefined);
  setTimeout(() => (early = null), EARLY_TTL_MS);
  const readPublicBoard = (id: string): Promise<PublicBoardRead> => {
    const taken = id === boardId ? early : null;
    early = null;
    return taken ?? read(id);
  };
  return { ...backend, boards: { ...backend.boards, readPublicBoard } };
}
