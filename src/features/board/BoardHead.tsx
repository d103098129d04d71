/**
 * The board page's header: the board's title (editable by those who may), the sync state, "Read-only", the card
 * limit and unreadable-data notices, what the route adds (views, people, sharing) and the board menu.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { Board } from '../../domain/model';
import { can, type Role } from '../../domain/permissions';
import { useBoardBase } from '../../ui/board-base';
import { InlineEdit } from '../../ui/InlineEdit';
import { MenuButton, type MenuItem } from '../../ui/MenuButton';
import { CardLimitNotice } from './CardLimitNotice';
import { SyncStatus } from './SyncStatus';
import { UnreadableNotice } from './UnreadableNotice';
import type { BoardData } from './use-board-data';

export interface BoardHeadProps {
  board: Board;
  data: Pick<BoardData, 'pending' | 'pendingCount' | 'fromCache' | 'cardsById'>;
  /** The person's role on the board (none: a public board's visitor). */
  role: Role | undefined;
  /** Views, people, sharing: composed by the route. */
  slot?: ReactNode;
  /** The board menu's items, in order. */
  menu: readonly MenuItem[];
}

export function BoardHead({ board, data, role, slot, menu }: BoardHeadProps) {
  const { boards } = useBackend();
  const { t } = useTranslation('board');
  const base = useBoardBase();
  return (
    <header className="board-head">
      <h1>
        <InlineEdit
          label={t('boardTitle')}
          value={board.title}
          disabled={!can(role, 'board.update')}
          onSave={(title) => boards.updateBoard(board.id, { title })}
        />
      </h1>
      {!can(role, 'card.write') && (
        <span className="sync-state">{t(base === 'b' ? 'readOnly' : 'public.readOnly')}</span>
      )}
      <CardLimitNotice openCards={data.cardsById.size} />
      <UnreadableNotice boardId={board.id} role={role} />
      {slot}
      {/* After the header's buttons: its text changes as changes are saved, and would move them under a pointer. */}
      <SyncStatus pending={data.pending} pendingCount={data.pendingCount} fromCache={data.fromCache} />
      <MenuButton label={t('boardMenu')} items={menu} />
    </header>
  );
}
