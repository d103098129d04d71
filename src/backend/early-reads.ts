/**
 * What start-up reads before any adapter has loaded: the cards of the board in the address (local/early-cards.ts),
 * for the adapter to take: from local mode's database, or in Firebase modes from the replica of the account last
 * signed in here (last-replica.ts; not taken if Firebase Auth then names another account).
 */
import { boardIdInPath } from './early-board';
import { lastReplica } from './last-replica';
import { DEFAULT_DB_NAME, readCardsEarly } from './local/early-cards';

/**
 * Starts the early reads for run mode `mode` (the build's `VITE_LANES_BACKEND`; none is local mode, as
 * config/env.ts says) at `pathname`.
 */
export function startEarlyReads(mode: string | undefined, pathname: string): void {
  const boardId = boardIdInPath(pathname);
  if (boardId === null) return;
  const name = (mode ?? 'local') === 'local' ? DEFAULT_DB_NAME : lastReplica();
  if (name !== null) readCardsEarly(name, boardId);
}
