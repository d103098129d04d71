// Which database start-up reads a board's cards from before any adapter has loaded: local mode's own; nothing for a
// page that is not a board's. Firebase modes: firebase/sync/last-replica.test.ts.
import { afterEach, expect, it } from 'vitest';
import { startEarlyReads } from './early-reads';
import { DEFAULT_DB_NAME, takeEarlyCards } from './local/early-cards';

afterEach(() => localStorage.clear());

it('reads local mode’s database for a board’s address, and nothing for another page', () => {
  startEarlyReads(undefined, '/b/board-1/table');
  expect(takeEarlyCards(DEFAULT_DB_NAME, 'board-1')).not.toBeNull();
  startEarlyReads('local', '/boards');
  expect(takeEarlyCards(DEFAULT_DB_NAME, 'boards')).toBeNull();
});
