/**
 * The board's members panel: everyone with their role; owners and admins change roles and remove members as the
 * role table allows (permissions.ts `canAssignRole`, `member.remove`); anyone but the last owner leaves.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { Member, User } from '../../backend/ports';
import type { Board } from '../../domain/model';
import { can, canAssignRole, ROLES, type Role } from '../../domain/permissions';
import { Avatar } from '../../ui/Avatar';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useRecentSignIn } from '../../ui/recent-sign-in';
import './members.css';

export interface MembersDialogProps {
  board: Board;
  user: User;
  members: readonly Member[];
  nameOf: (uid: string) => string;
  onClose: () => void;
  /** After the user left the board (it is gone from their list): where to go. */
  onLeft: () => void;
  /** The "Invite…" control, composed by the app from the invite feature. */
  inviteSlot?: ReactNode;
}

// Short, so the role picker fits beside a name; ROLE_HINT below the list says what each role may do.
const ROLE_LABEL = {
  owner: 'roles.owner',
  admin: 'roles.admin',
  member: 'roles.member',
  observer: 'roles.observer',
} as const satisfies Record<Role, string>;

export function MembersDialog({
  board,
  user,
  members,
  nameOf,
  onClose,
  onLeft,
  inviteSlot,
}: MembersDialogProps) {
  const { calls } = useBackend();
  const { t } = useTranslation('members');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // A role change can hand a board over: the server asks for a recent sign-in (asked for here, then retried).
  const recent = useRecentSignIn();
  const myRole = board.roles[user.uid];
  const owners = members.filter((m) => m.role === 'owner').length;

  const run = async (uid: string, action: () => Promise<unknown>) => {
    setBusy(uid);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };

  if (!calls) {
    return (
      <Dialog title={t('title')} onClose={onClose}>
        <p className="hint">{t('unavailable')}</p>
      </Dialog>
    );
  }

  const leave = () =>
    run(user.uid, async () => {
      await calls.removeMember({ boardId: board.id, uid: user.uid });
      onLeft();
    });

  return (
    <Dialog title={t('title')} onClose={onClose} className="members-dialog">
      {inviteSlot}
      <ul className="member-list" aria-label={t('title')}>
        {members.map((member) => {
          const name = member.displayName || nameOf(member.uid);
          const me = member.uid === user.uid;
          const roles = ROLES.filter((r) => r === member.role || canAssignRole(myRole, member.role, r));
          const lastOwner = member.role === 'owner' && owners <= 1;
          const removable =
            !me && can(myRole, 'member.remove') && (member.role !== 'owner' || myRole === 'owner');
          return (
            <li key={member.uid} className="member-row">
              <Avatar uid={member.uid} name={name} />
              <span className="member-name">
                {name}
                {me && t('you')}
              </span>
              {roles.length > 1 && !lastOwner ? (
                <select
                  aria-label={t('roleOf', { name })}
                  value={member.role}
                  disabled={busy !== null}
                  onChange={(e) => {
                    // Read now: the picker shows the stored role again before a retry after signing in again.
                    const role = e.target.value as Role;
                    void run(member.uid, () =>
                      recent(() => calls.setMemberRole({ boardId: board.id, uid: member.uid, role })),
                    );
                  }}
                >
                  {roles.map((r) => (
                    <option key={r} value={r}>
                      {t(ROLE_LABEL[r])}
                    </option>
                  ))}
                </select>
              ) : (
                <span className="member-role">{t(ROLE_LABEL[member.role])}</span>
              )}
              <span className="member-actions">
                {removable && (
                  <button
                    type="button"
                    disabled={busy !== null}
                    onClick={() =>
                      void run(member.uid, () => calls.removeMember({ boardId: board.id, uid: member.uid }))
                    }
                  >
                    {t('remove')}
                  </button>
                )}
                {me && !lastOwner && (
                  <button type="button" disabled={busy !== null} onClick={() => void leave()}>
                    {t('leave')}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {/* What each role may do, as permissions.ts has it. */}
      <p className="hint">{t('hint')}</p>
      {myRole === 'owner' && owners <= 1 && <p className="hint">{t('keepOwner')}</p>}
      <ErrorMessage error={error} />
    </Dialog>
  );
}
