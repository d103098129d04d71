import { describe, expect, it } from 'vitest';
import { applyWrite, increment, pathsOf, serverTime, type DocWrite } from './writes';

const ids = { id: 'c1', boardId: 'b1' };
const NOW = 1_800_000_000_000;

describe('applyWrite (a queued write shown on this device)', () => {
  it('sets a whole document with the ids its path names and this device’s clock for the server’s', () => {
    const write: DocWrite = {
      kind: 'set',
      path: 'boards/b1/cards/c1',
      data: { title: 'Paint', createdAt: serverTime() },
    };
    expect(applyWrite({ title: 'old', stale: true }, write, ids, NOW)).toEqual({
      ...ids,
      title: 'Paint',
      createdAt: NOW,
    });
  });

  it('updates named fields and dotted paths, adds increments to what is there, and skips undefined', () => {
    const row = { ...ids, title: 'Paint', counts: { comments: 2, attachments: 1 } };
    const write: DocWrite = {
      kind: 'update',
      path: 'boards/b1/cards/c1',
      data: {
        'counts.comments': increment(1),
        'counts.checkItems': 3,
        dueAt: undefined,
        updatedAt: serverTime(),
      },
    };
    expect(applyWrite(row, write, ids, NOW)).toEqual({
      ...ids,
      title: 'Paint',
      counts: { comments: 3, attachments: 1, checkItems: 3 },
      updatedAt: NOW,
    });
    // The original row is not changed: the replica keeps the server's version apart (conflict.ts).
    expect(row.counts.comments).toBe(2);
  });

  it('counts a missing number as 0, leaves an update of a missing document undone, and deletes', () => {
    const inc: DocWrite = { kind: 'update', path: 'boards/b1', data: { openCards: increment(-1) } };
    expect(applyWrite({ id: 'b1' }, inc, { id: 'b1' }, NOW)).toEqual({ id: 'b1', openCards: -1 });
    expect(applyWrite(null, inc, { id: 'b1' }, NOW)).toBeNull();
    expect(applyWrite({ id: 'b1' }, { kind: 'delete', path: 'boards/b1' }, { id: 'b1' }, NOW)).toBeNull();
  });

  it('lists the paths a change touches once each, in order', () => {
    const writes: DocWrite[] = [
      { kind: 'update', path: 'boards/b1/cards/c1', data: {} },
      { kind: 'update', path: 'boards/b1', data: {} },
      { kind: 'delete', path: 'boards/b1/cards/c1' },
    ];
    expect(pathsOf(writes)).toEqual(['boards/b1/cards/c1', 'boards/b1']);
  });
});
