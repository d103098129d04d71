/**
 * The local CallsPort, loaded on first use: the callable handlers of src/domain/calls, the Dexie transaction they
 * run in (call-tx.ts) and the file moves of a card moving boards are a chunk of their own — invites, roles and
 * deletions are not needed to show the first page (bench/bundle-size.ts budgets), as in Firebase mode.
 */
import { loadOnce } from '../load-once';
import type { CallsPort, User } from '../ports';
import type { LanesDb } from './db';

const UNAVAILABLE = 'Lanes could not load what it needs for this: reload the page.';

/** The CallsPort over `db` whose implementation (calls.ts) loads at the first call; a failed load is retried. */
export function lazyLocalCalls(db: LanesDb, currentUser: () => User | null): CallsPort {
  const load = loadOnce(
    () => import('./calls').then((m) => m.createLocalCalls(db, currentUser)),
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
  };
}
