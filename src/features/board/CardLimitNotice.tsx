/**
 * A gentle note on a board past the `board_card_soft_limit` flag (default 4,500 open cards): the board still
 * works, but it nears the 5,000-card hard limit, past which new cards are refused.
 */
import { useFlags } from '../../backend/use-flags';
import { OPEN_CARDS_PER_BOARD } from '../../domain/limits';

export function CardLimitNotice({ openCards }: { openCards: number }) {
  const { board_card_soft_limit: soft } = useFlags();
  if (openCards <= soft) return null;
  return (
    <p className="sync-state card-limit-notice" role="status">
      This board has {openCards.toLocaleString('en')} open cards. Boards hold at most{' '}
      {OPEN_CARDS_PER_BOARD.toLocaleString('en')}: consider archiving finished cards or splitting the board.
    </p>
  );
}
