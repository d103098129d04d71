/**
 * A gentle note on a board past the `board_card_soft_limit` flag (default 4,500 open cards): the board still
 * works, but it nears the 5,000-card hard limit, past which new cards are refused.
 */
import { useTranslation } from '../../i18n/use-translation';
import { useFlags } from '../../backend/use-flags';
import { OPEN_CARDS_PER_BOARD } from '../../domain/limits';

export function CardLimitNotice({ openCards }: { openCards: number }) {
  const { board_card_soft_limit: soft } = useFlags();
  const { t } = useTranslation('board');
  if (openCards <= soft) return null;
  return (
    <p className="sync-state card-limit-notice" role="status">
      {t('cardLimit', { count: openCards, max: OPEN_CARDS_PER_BOARD })}
    </p>
  );
}
