/**
 * The frame of a board's table, calendar and timeline views: the board header (BoardHead, as on the board view: title,
 * sync state, notices, the route's slot with the view switch, the board menu) and the board's filter bar over the
 * view, which gets the filter's result.
 */
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import i18next from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import type { User } from '../../backend/ports';
import type { Board, Card, List } from '../../domain/model';
import { can } from '../../domain/permissions';
import { boardBackground } from '../../ui/colors';
import { ErrorMessage } from '../../ui/ErrorMessage';
import type { MenuItem } from '../../ui/MenuButton';
import { BoardHead } from './BoardHead';
import { FilterBar } from './filter/FilterBar';
import { useCardFilter } from './filter/use-card-filter';
import { useSlashFocus } from './filter/use-slash-focus';
import type { BoardData } from './use-board-data';

const someMember = (uid: string) => i18next.t('board:someMember', { id: uid.slice(0, 6) });

/** What the route gives every view of a board. */
export interface BoardViewProps {
  data: BoardData;
  user: User;
  menuItems?: readonly MenuItem[];
  /** The name of an account (members, the member filter); default "A member (uid…)". */
  nameOf?: (uid: string) => string;
  /** Shown in the header before the board menu (the view switch, who is here). */
  headerSlot?: ReactNode;
  /** The card dialog and the menu's panels. */
  children?: ReactNode;
}

/** What a view renders inside the frame: the board, and its open cards of open lists that pass the filter. */
export interface ViewContent {
  board: Board;
  /** The board's open lists, in order. */
  lists: readonly List[];
  /** The cards shown, in board order (list by list, by rank). */
  cards: readonly Card[];
  canEdit: boolean;
  nameOf: (uid: string) => string;
}

export function ViewFrame({
  data,
  user,
  menuItems = [],
  nameOf = someMember,
  headerSlot,
  children,
  className,
  render,
}: BoardViewProps & { className: string; render: (content: ViewContent) => ReactNode }) {
  const { t } = useTranslation('board');
  const { board, lists, cardsByList } = data;
  const filter = useCardFilter(board?.id ?? '', lists, cardsByList, user.uid, nameOf, board?.customFields);
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashFocus(searchRef);
  const shown = filter.visibleByList ?? cardsByList;
  const cards = useMemo(() => lists.flatMap((list) => shown.get(list.id) ?? []), [lists, shown]);

  if (data.error)
    return (
      <main className={`board-page ${className}`}>
        <ErrorMessage error={data.error} />
      </main>
    );
  if (data.loading || !board)
    return (
      <main className={`board-page ${className}`}>
        <p>{t('loading')}</p>
      </main>
    );
  const role = board.roles[user.uid];
  const canEdit = can(role, 'card.write');
  return (
    <main
      className={`board-page ${className}`}
      data-background={board.background}
      style={{ '--board-bg': boardBackground(board.background) } as CSSProperties}
    >
      <BoardHead
        board={board}
        data={data}
        role={role}
        slot={headerSlot}
        menu={[{ label: t('filterCards'), onSelect: () => searchRef.current?.focus() }, ...menuItems]}
      />
      <FilterBar state={filter} labels={board.labels} searchRef={searchRef} fields={board.customFields} />
      {render({ board, lists, cards, canEdit, nameOf })}
      {children}
    </main>
  );
}
