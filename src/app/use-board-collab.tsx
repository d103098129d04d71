/**
 * The collaboration parts of a board page, composed from their features for BoardRoute: who is here and the
 * Invite button (header), Members… and Activity… (board menu) and their dialogs, "is editing" marks for the
 * tiles and the open card, and members' names for everything that shows a uid.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from '../ui/routing';
import { useBackend } from '../backend/context';
import type { User } from '../backend/ports';
import { paths } from '../config/paths';
import { can } from '../domain/permissions';
import { ActivityDialog } from '../features/activity/ActivityDialog';
import type { BoardData } from '../features/board/use-board-data';
import { InviteDialog } from '../features/invite/InviteDialog';
import { MembersDialog } from '../features/members/MembersDialog';
import { useMembers } from '../features/members/use-members';
import { useBoardPresence } from '../features/presence/use-board-presence';
import { WhoIsHere } from '../features/presence/WhoIsHere';
import type { MenuItem } from '../ui/MenuButton';

type Panel = 'members' | 'invite' | 'activity' | null;

/** What BoardRoute passes on to BoardPage and the card dialog. */
export interface BoardCollab {
  header: ReactNode;
  menuItems: MenuItem[];
  panels: ReactNode;
  /** A person's display name (you: your own), "A member (uid…)" when unknown. */
  nameOf: (uid: string) => string;
  editorsByCard: ReadonlyMap<string, readonly string[]>;
  /** The others who have the open card open too. */
  othersOnCard: readonly string[];
}

const NOBODY: readonly string[] = [];

/** Collaboration for the board `data` shows, as `user`, with card `cardId` open (undefined: none). */
export function useBoardCollab(data: BoardData, user: User, cardId: string | undefined): BoardCollab {
  const { calls } = useBackend();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const board = data.board ?? null;
  const boardId = board?.id ?? '';
  const presence = useBoardPresence(boardId, user.uid, cardId ?? null, board?.roles);
  const members = useMembers(board);
  const [panel, setPanel] = useState<Panel>(null);

  const canInvite = calls !== undefined && can(board?.roles[user.uid], 'member.invite');
  const nameOf = (uid: string) => (uid === user.uid ? user.displayName : members.nameOf(uid));
  const cardTitle = (id: string) => data.cardsById.get(id)?.title;
  const listTitle = (id: string) => data.lists.find((l) => l.id === id)?.title;
  const close = () => setPanel(null);
  const inviteButton = (text: string) =>
    canInvite ? (
      <button type="button" className="invite-button" onClick={() => setPanel('invite')}>
        {text}
      </button>
    ) : null;

  const header = (
    <>
      <WhoIsHere viewers={presence.viewers} selfUid={user.uid} cardTitle={cardTitle} />
      {inviteButton(t('invite'))}
    </>
  );
  const menuItems: MenuItem[] = [
    ...(calls ? [{ label: t('menu.members'), onSelect: () => setPanel('members') }] : []),
    { label: t('menu.activity'), onSelect: () => setPanel('activity') },
  ];
  const panels = board && (
    <>
      {panel === 'members' && (
        <MembersDialog
          board={board}
          user={user}
          members={members.members}
          nameOf={nameOf}
          onClose={close}
          onLeft={() => navigate(paths.boards.href())}
          inviteSlot={inviteButton(t('inviteMore'))}
        />
      )}
      {panel === 'invite' && (
        <InviteDialog
          boardId={board.id}
          linkFor={(token) => `${window.location.origin}${paths.invite.href(token)}`}
          onClose={close}
        />
      )}
      {panel === 'activity' && (
        <ActivityDialog
          boardId={board.id}
          nameOf={nameOf}
          cardTitle={cardTitle}
          listTitle={listTitle}
          onClose={close}
        />
      )}
    </>
  );
  return {
    header,
    menuItems,
    panels,
    nameOf,
    editorsByCard: presence.editors,
    othersOnCard: (cardId && presence.editors.get(cardId)) || NOBODY,
  };
}
