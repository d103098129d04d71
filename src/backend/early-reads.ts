/**
 * What start-up reads before any adapter has loaded: in local mode, the cards of the board in the address
 * (local/early-cards.ts), for the adapter to take. Firebase modes' replica is named by the account, known only once
 * Firebase Auth answers: nothing is read early there.
 */
import { boardIdInPath } from './early-board';
import { DEFAULT_DB_NAME, readCardsEarly } from './local/early-cards';

/**
 * Starts the early reads for run mode `mode` (the build's `VITE_LANES_BACKEND`; none is local mode, as
 * config/env.ts says) at `pathname`.
 */
export function startEarlyReads(mode: string | undefined, pathname: string): void {
  const boardId = boardIdInPath(pathname);
  if ((mode ?? 'local') === 'local' && boardId !== null) readCardsEarly(DEFAULT_DB_NAME, boardId);
}
