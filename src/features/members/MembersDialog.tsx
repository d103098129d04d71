/**
 * The board's members panel: everyone with their role; owners and admins change roles and remove members as the
 * role table allows (permissions.ts `canAssignRole`, `member.remove`); anyone but the last owner leaves.
 */
import { useState, type ReactNode } from 'react';
import { useBackend } from '../../backend/context';
import type { Member, User } from '../../backend/ports';
import type { Board } from '../../domain/model';
import { can, canAssignRole, ROLES, type Role } from '../../domain/permissions';
import { Avatar } from '../../ui/Avatar';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
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
const ROLE_LABEL: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  observer: 'Observer',
};

/** What each role may do, as permissions.ts has it. */
const ROLE_HINT =
  'Observers read and comment. Members also edit lists and cards. Admins also change the board and manage ' +
  'members. Owners also delete the board and name other owners.';

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
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);
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
      <Dialog title="Members" onClose={onClose}>
        <p className="hint">Managing members is not available in this mode.</p>
      </Dialog>
    );
  }

  const leave = () =>
    run(user.uid, async () => {
      await calls.removeMember({ boardId: board.id, uid: user.uid });
      onLeft();
    });

  return (
    <Dialog title="Members" onClose={onClose} className="members-dialog">
      {inviteSlot}
      <ul className="member-list" aria-label="Members">
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
                {me && ' (you)'}
              </span>
              {roles.length > 1 && !lastOwner ? (
                <select
                  aria-label={`Role of ${name}`}
                  value={member.role}
                  disabled={busy !== null}
                  onChange={(e) =>
                    void run(member.uid, () =>
                      calls.setMemberRole({
                        boardId: board.id,
                        uid: member.uid,
                        role: e.target.value as Role,
                      }),
                    )
                  }
                >
                  {roles.map((r) => (
                    <option key={r} value={r}>
                      {ROLE_LABEL[r]}
                    </option>
                  ))}
                </select>
              ) : (
                <span className="member-role">{ROLE_LABEL[member.role]}</span>
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
                    Remove
                  </button>
                )}
                {me && !lastOwner && (
                  <button type="button" disabled={busy !== null} onClick={() => void leave()}>
                    Leave board
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="hint">{ROLE_HINT}</p>
      {myRole === 'owner' && owners <= 1 && (
        <p className="hint">A board always keeps an owner: make someone else owner before you leave.</p>
      )}
      <ErrorMessage error={error} />
    </Dialog>
  );
}
