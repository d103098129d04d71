/**
 * Which of a board's homes the board page is shown under — `/b/` (members), `/p/` (its public page) or `/embed/`
 * (issue 27) — so its card and view links stay there.
 */
import { createContext, useContext, useMemo } from 'react';
import { boardPaths, type BoardBase } from '../config/paths';

const BoardBaseContext = createContext<BoardBase>('b');

/** Sets the base of the board links below it; without it they are members' `/b/` links. */
export const BoardBaseProvider = BoardBaseContext.Provider;

/** The base set above: `b` unless the board is shown as a public page or an embed. */
export function useBoardBase(): BoardBase {
  return useContext(BoardBaseContext);
}

/** The links of the board's pages under the base set above (config/paths.ts `boardPaths`). */
export function useBoardPaths(): ReturnType<typeof boardPaths> {
  const base = useContext(BoardBaseContext);
  return useMemo(() => boardPaths(base), [base]);
}
