// Which database start-up reads a board's cards from before any adapter has loaded: local mode's own; in Firebase
// modes the replica of the account last signed in here, and none once that replica is deleted; nothing for a page
// that is not a board's.
import { afterEach, expect, it } from 'vitest';
import { startEarlyReads } from './early-reads';
import { forgetLastReplica, rememberLastReplica } from './last-replica';
import { DEFAULT_DB_NAME, takeEarlyCards } from './local/early-cards';

afterEach(() => localStorage.clear());

it('reads local mode’s database for a board’s address, and nothing for another page', () => {
  startEarlyReads(undefined, '/b/board-1/table');
  expect(takeEarlyCards(DEFAULT_DB_NAME, 'board-1')).not.toBeNull();
  startEarlyReads('local', '/boards');
  expect(takeEarlyCards(DEFAULT_DB_NAME, 'boards')).toBeNull();
});

it('reads the replica of the account last signed in here, in Firebase modes', () => {
  const replica = 'lanes-sync:demo-lanes:uid-ana';
  startEarlyReads('emulator', '/b/board-2');
  expect(takeEarlyCards(replica, 'board-2')).toBeNull();

  rememberLastReplica(replica);
  startEarlyReads('firebase', '/b/board-2');
  expect(takeEarlyCards(DEFAULT_DB_NAME, 'board-2')).toBeNull();
  startEarlyReads('firebase', '/b/board-2');
  expect(takeEarlyCards(replica, 'board-2')).not.toBeNull();

  // Its replica deleted (sign-out): nothing is read from it any more.
  forgetLastReplica(replica);
  startEarlyReads('firebase', '/b/board-2');
  expect(takeEarlyCards(replica, 'board-2')).toBeNull();
});
