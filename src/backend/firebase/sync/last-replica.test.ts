// Firebase modes: start-up reads a board's cards early from the replica of the account last signed in here (the
// last one registered), and from none once that replica is deleted (early-reads.ts, last-replica.ts).
import { afterEach, expect, it } from 'vitest';
import { startEarlyReads } from '../../early-reads';
import { DEFAULT_DB_NAME, takeEarlyCards } from '../../local/early-cards';
import { registerReplica, unregisterReplica } from './leftovers';

afterEach(() => localStorage.clear());

it('reads the replica of the account last signed in here, in Firebase modes', () => {
  const replica = 'lanes-sync:demo-lanes:uid-ana';
  startEarlyReads('emulator', '/b/board-2');
  expect(takeEarlyCards(replica, 'board-2')).toBeNull();

  registerReplica(replica, false);
  startEarlyReads('firebase', '/b/board-2');
  expect(takeEarlyCards(DEFAULT_DB_NAME, 'board-2')).toBeNull();
  startEarlyReads('firebase', '/b/board-2');
  expect(takeEarlyCards(replica, 'board-2')).not.toBeNull();

  // Its replica deleted (sign-out): nothing is read from it any more.
  unregisterReplica(replica);
  startEarlyReads('firebase', '/b/board-2');
  expect(takeEarlyCards(replica, 'board-2')).toBeNull();
});
