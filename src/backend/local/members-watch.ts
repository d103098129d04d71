/**
 * `watchMembers` of the local BoardsPort: the board's `roles`, in `memberIds` order, joined with the `users`
 * table for display names. A live query over both tables, so a join, a role change or a rename shows at once in
 * every tab.
 */
import { AppError } from '../../domain/errors';
import type { UserProfile } from '../../domain/model';
import type { BoardsPort, Member, User } from '../ports';
import { requireBoard } from './access';
import type { LanesDb } from './db';
import { watchQuery } from './watch';

/** The watchMembers subscription over `db`, for the user signed in when it starts. */
export function createMembersWatch(
  db: LanesDb,
  currentUser: () => User | null,
): Required<Pick<BoardsPort, 'watchMembers'>> {
  return {
    watchMembers(boardId, observer) {
      const user = currentUser();
      const query = async (): Promise<Member[]> => {
        if (!user) throw new AppError('unauthenticated', 'Sign in to see members.');
        const board = await requireBoard(db, boardId, user.uid, 'board.read');
        const uids = board.memberIds.filter((uid) => Object.hasOwn(board.roles, uid));
        const profiles: (UserProfile | undefined)[] = await db.users.bulkGet(uids);
        return uids.map((uid, i) => ({
          uid,
          role: board.roles[uid] ?? 'observer',
          displayName: profiles[i]?.displayName ?? '',
        }));
      };
      return watchQuery(query, observer);
    },
  };
}
