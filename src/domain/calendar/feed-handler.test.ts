// The calendar subscription over its pure parts: make a link (the callable), fetch it (the HTTP handler), revoke it;
// a member who left, a malformed or an unknown token all read as "no such calendar".
import { describe, expect, it } from 'vitest';
import { CALENDAR_FEEDS, createCalendarFeed, revokeCalendarFeed } from '../calls/calendar-feed';
import type { MemoryStore } from '../calls/memory-tx';
import { call, ctxOf, refusal, storeWithBoard, U } from '../calls/test-fixtures';
import type { Role } from '../permissions';
import { sampleCard } from '../samples';
import { serveCalendarFeed, tokenOfPath, type FeedReader } from './feed-handler';

const due = Date.UTC(2026, 11, 1, 9);

/** A reader over the store's feeds and board, with one open card due on 1 December. */
function readerOf(store: MemoryStore): FeedReader {
  return {
    feed: async (feedId) => {
      const data = store.read(`${CALENDAR_FEEDS}/${feedId}`);
      return data ? { boardId: String(data.boardId), uid: String(data.uid) } : null;
    },
    board: async (boardId) => {
      const data = store.read(`boards/${boardId}`);
      return data
        ? { id: boardId, title: String(data.title), roles: data.roles as Record<string, Role> }
        : null;
    },
    openCards: async (boardId) => [sampleCard({ boardId, title: 'Ship it', dueAt: due })],
  };
}

describe('calendar subscription', () => {
  it('serves the board’s due dates to a link a member made, until it is revoked', async () => {
    const store = storeWithBoard('b1');
    const { token, revoked } = await call(store, createCalendarFeed, ctxOf('observer'), { boardId: 'b1' });
    expect(revoked).toBe(0);
    expect(store.paths(CALENDAR_FEEDS)).toHaveLength(1);
    // Only the token's hash is stored.
    expect(JSON.stringify(store.paths())).not.toContain(token);

    const answer = await serveCalendarFeed(`/calendarFeed/${token}.ics`, readerOf(store));
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('text/calendar; charset=utf-8');
    expect(answer.body).toContain('SUMMARY:Ship it');

    // A new link replaces the old one.
    const second = await call(store, createCalendarFeed, ctxOf('observer'), { boardId: 'b1' });
    expect(second.revoked).toBe(1);
    expect((await serveCalendarFeed(`/${token}.ics`, readerOf(store))).status).toBe(404);
    expect((await serveCalendarFeed(`/${second.token}.ics`, readerOf(store))).status).toBe(200);

    expect(await call(store, revokeCalendarFeed, ctxOf('observer'), { boardId: 'b1' })).toEqual({
      revoked: 1,
    });
    expect((await serveCalendarFeed(`/${second.token}.ics`, readerOf(store))).status).toBe(404);
  });

  it('stops serving a member who left the board', async () => {
    const store = storeWithBoard('b1');
    const { token } = await call(store, createCalendarFeed, ctxOf('member'), { boardId: 'b1' });
    store.seed('boards/b1', { ...(store.read('boards/b1') ?? {}), roles: { [U.owner]: 'owner' } });
    expect((await serveCalendarFeed(`/${token}.ics`, readerOf(store))).status).toBe(404);
  });

  it('refuses outsiders and signed-out callers, and malformed links', async () => {
    const store = storeWithBoard('b1');
    expect((await refusal(call(store, createCalendarFeed, ctxOf('outsider'), { boardId: 'b1' }))).code).toBe(
      'permission-denied',
    );
    expect((await refusal(call(store, createCalendarFeed, ctxOf(null), { boardId: 'b1' }))).code).toBe(
      'unauthenticated',
    );
    expect(tokenOfPath('/calendarFeed/short.ics')).toBeNull();
    expect((await serveCalendarFeed('/calendarFeed/../../etc', readerOf(store))).status).toBe(404);
    expect((await serveCalendarFeed(`/${'A'.repeat(32)}.ics`, readerOf(store))).status).toBe(404);
  });
});
