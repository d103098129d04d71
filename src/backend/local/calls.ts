/**
 * The local CallsPort: each callable runs its handler from src/domain/calls in a Dexie transaction (call-tx.ts),
 * as the signed-in user of this tab. Local accounts have no e-mail verification (nothing leaves the device), so
 * the address a user signed up with counts as verified for e-mail-bound invites.
 */
import {
  callHandlers,
  type AcceptInviteInput,
  type AcceptInviteOutput,
  type CallContext,
  type CallHandler,
  type CopyMembersInput,
  type CopyMembersOutput,
  type DeleteAccountDataInput,
  type DeleteAccountDataOutput,
  type DeleteBoardInput,
  type DeleteBoardOutput,
  type MoveCardToBoardInput,
  type MoveCardToBoardOutput,
} from '../../domain/calls';
import type { CallsPort, User } from '../ports';
import { withCardFiles } from './card-files';
import { runLocalCall } from './call-tx';
import type { LanesDb } from './db';
import { notifier } from './lazy-inbox';
import { purgeBoard, purgeUser } from './purge';

/**
 * The handler's context for `user` (null: signed out, which every handler refuses with `unauthenticated`). A local
 * session counts as freshly signed in: everything is on this device already, so the recent-sign-in rule of the
 * callables (issue 15 item 13) guards nothing here, and local accounts have no re-authentication.
 */
export function localCallContext(user: User | null, now = Date.now()): CallContext {
  if (!user) return { uid: null, email: null, emailVerified: false, now };
  return { uid: user.uid, email: user.email, emailVerified: user.email !== null, authTime: now, now };
}

/** Writes the "added to a board" entry; a failure is logged, never undoes the join that already happened. */
async function notifyAfterJoin(db: LanesDb, boardId: string, uid: string): Promise<void> {
  const tables = [db.boards, db.activity, db.users, db.settings, db.inbox];
  try {
    const { notifyJoined } = await notifier();
    await db.transaction('rw', tables, async () => await notifyJoined(db, boardId, uid));
  } catch (e) {
    console.warn('Lanes: the "added to a board" notification could not be written', e);
  }
}

/** The CallsPort over `db`, calling as `currentUser()` at the time of each call. */
export function createLocalCalls(db: LanesDb, currentUser: () => User | null): CallsPort {
  const call =
    <I, O>(handler: CallHandler<O>) =>
    (input: I): Promise<O> => {
      const user = currentUser();
      // A fresh clock per attempt would let a retried invite expire later than the first try said; one per call.
      const ctx = localCallContext(user);
      return runLocalCall(db, (tx) => handler(ctx, input, tx));
    };
  return {
    inviteMember: call(callHandlers.inviteMember),
    acceptInvite: async (input) => {
      const out = await call<AcceptInviteInput, AcceptInviteOutput>(callHandlers.acceptInvite)(input);
      // After the join commits, as the Firestore trigger does in Firebase modes: "you were added to a board".
      const uid = currentUser()?.uid;
      if (out.joined && uid) await notifyAfterJoin(db, out.boardId, uid);
      return out;
    },
    listInvites: call(callHandlers.listInvites),
    revokeInvite: call(callHandlers.revokeInvite),
    setMemberRole: call(callHandlers.setMemberRole),
    removeMember: call(callHandlers.removeMember),
    deleteBoard: async (input) => {
      const out = await call<DeleteBoardInput, DeleteBoardOutput>(callHandlers.deleteBoard)(input);
      await purgeBoard(db, out.boardId);
      return out;
    },
    deleteAccountData: async (input) => {
      const out = await call<DeleteAccountDataInput, DeleteAccountDataOutput>(callHandlers.deleteAccountData)(
        input,
      );
      const uid = currentUser()?.uid;
      if (out.dryRun || !uid) return out;
      for (const board of out.deletedBoards) await purgeBoard(db, board.id);
      await purgeUser(db, uid);
      return out;
    },
    copyMembers: async (input) => {
      const out = await call<CopyMembersInput, CopyMembersOutput>(callHandlers.copyMembers)(input);
      for (const uid of out.added) await notifyAfterJoin(db, out.boardId, uid);
      return out;
    },
    moveCardToBoard: (input) =>
      withCardFiles(db, input, () =>
        call<MoveCardToBoardInput, MoveCardToBoardOutput>(callHandlers.moveCardToBoard)(input),
      ),
  };
}
