/**
 * The Firebase services that are not on the path to the first board render — Cloud Functions (callables) and the
 * Realtime Database (presence, the member mirror) — as ports whose SDK loads with `import()` on first use, so
 * the start-up chunk holds only App, App Check, Auth and Firestore (issue E's load order).
 */
import type { FirebaseApp } from 'firebase/app';
import { AppError } from '../../domain/errors';
import { loadOnce } from '../load-once';
import { databaseEmulatorReachable } from './database-probe';
import type { CallsPort, PresencePort, PresenceSession, User } from '../ports';

const UNAVAILABLE = 'Lanes could not load what it needs for this: check the connection.';
const NO_DATABASE = 'The Realtime Database emulator is not running: presence is off.';

/** The CallsPort of `app`: `firebase/functions` loads at the first call. Rejects as calls.ts does. */
export function lazyCalls(app: FirebaseApp, emulated: boolean): CallsPort {
  const load = loadOnce(
    () => import('./calls').then((m) => m.createFirebaseCalls(app, emulated)),
    UNAVAILABLE,
  );
  return {
    inviteMember: async (input) => (await load()).inviteMember(input),
    acceptInvite: async (input) => (await load()).acceptInvite(input),
    listInvites: async (input) => (await load()).listInvites(input),
    revokeInvite: async (input) => (await load()).revokeInvite(input),
    setMemberRole: async (input) => (await load()).setMemberRole(input),
    removeMember: async (input) => (await load()).removeMember(input),
    deleteBoard: async (input) => (await load()).deleteBoard(input),
    deleteAccountData: async (input) => (await load()).deleteAccountData(input),
    moveCardToBoard: async (input) => (await load()).moveCardToBoard(input),
    copyMembers: async (input) => (await load()).copyMembers(input),
    // Present in every Firebase CallsPort (calls.ts); optional in the port for local mode.
    createCalendarFeed: async (input) => (await load()).createCalendarFeed?.(input) ?? unsupported(),
    revokeCalendarFeed: async (input) => (await load()).revokeCalendarFeed?.(input) ?? unsupported(),
  };
}

function unsupported(): never {
  throw new AppError('internal', 'This backend has no calendar subscriptions.');
}

type PresenceModule = typeof import('./presence');

/** Presence on `app`'s Realtime Database, whose SDK loads at the first `join`. */
export function lazyDatabase(
  app: FirebaseApp,
  emulated: boolean,
  currentUser: () => User | null,
): { presence: PresencePort } {
  let presence: PresencePort | null = null;
  // A failed download is forgotten: the next board opened tries again (presence used to stay off until a reload).
  // In emulator mode without a Realtime Database emulator the SDK never loads, so it never retries a connection.
  const load = loadOnce<PresenceModule>(async () => {
    if (emulated && !(await databaseEmulatorReachable())) throw new AppError('unavailable', NO_DATABASE);
    return import('./presence');
  }, UNAVAILABLE);
  return {
    presence: {
      join(boardId, onViewers): PresenceSession {
        let session: PresenceSession | null = null;
        let editing: string | null = null;
        let left = false;
        load().then(
          (m) => {
            if (left) return;
            presence ??= m.createFirebasePresence(m.databaseOf(app, emulated), currentUser);
            session = presence.join(boardId, onViewers);
            if (editing !== null) session.setEditing(editing);
          },
          // Presence is best-effort: without the SDK the board simply shows nobody.
          () => onViewers([]),
        );
        return {
          setEditing(cardId) {
            editing = cardId;
            session?.setEditing(cardId);
          },
          leave() {
            left = true;
            session?.leave();
          },
        };
      },
    },
  };
}
