import { describe, expect, it } from 'vitest';
import { onAcknowledged, onRefused, onServerVersion, visibleOf, type HeldDoc } from './conflict';
import { increment, type DocWrite } from './writes';

const ids = { id: 'c1', boardId: 'b1' };
const path = 'boards/b1/cards/c1';
const rename: DocWrite = { kind: 'update', path, data: { title: 'Mine' } };
const comment: DocWrite = { kind: 'update', path, data: { 'counts.comments': increment(1) } };
const held = (server: HeldDoc['server'], inFlight = 0, seenSinceSend = false): HeldDoc => ({
  server,
  inFlight,
  seenSinceSend,
});

describe('the conflict rule: the server’s version with this device’s unacknowledged writes on top', () => {
  it('shows a server version at once, under the writes still waiting (fields not written here are the server’s)', () => {
    const server = { ...ids, title: 'Theirs', listId: 'l2' };
    const next = onServerVersion(held({ ...ids, title: 'Old', listId: 'l1' }), server, [rename], ids, 1);
    expect(next.show).toEqual({ ...ids, title: 'Mine', listId: 'l2' });
    expect(next.held.server).toEqual(server);
  });

  it('keeps a version aside while a write is on its way, so an increment it may hold is not counted twice', () => {
    const before = { ...ids, counts: { comments: 1 } };
    const echo = { ...ids, counts: { comments: 2 } };
    // Shown meanwhile: the write applied to what was there (2).
    expect(visibleOf(before, [comment], ids, 1)).toEqual(echo);
    const arrived = onServerVersion(held(before, 1), echo, [comment], ids, 1);
    expect(arrived.show).toBeUndefined();
    // Acknowledged: the version that came is shown as it is, not with the increment again (3).
    const acked = onAcknowledged(arrived.held, [], ids, 1);
    expect(acked.show).toEqual(echo);
    expect(acked.held).toMatchObject({ inFlight: 0, seenSinceSend: false });
  });

  it('shows the version read again after an acknowledgement, not an older one that came while the write was out', () => {
    // The card's version from before the move came while the move was out (the listener lags the write stream).
    const stale = onServerVersion(
      held({ ...ids, listId: 'todo' }, 1),
      { ...ids, listId: 'todo' },
      [],
      ids,
      1,
    );
    expect(stale.held.seenSinceSend).toBe(true);
    const reread = { ...ids, listId: 'done' };
    const acked = onAcknowledged(stale.held, [], ids, 2, reread);
    expect(acked.show).toEqual(reread);
    expect(acked.held).toEqual({ server: reread, inFlight: 0, seenSinceSend: false });
    // Not read again (offline): the version that came is shown, as before.
    expect(onAcknowledged(stale.held, [], ids, 2).show).toEqual({ ...ids, listId: 'todo' });
  });

  it('leaves what is shown alone on an acknowledgement when no newer version came (it arrives next)', () => {
    expect(onAcknowledged(held({ ...ids, title: 'Old' }, 1), [], ids, 1).show).toBeUndefined();
  });

  it('undoes a refused write: the server’s version, re-read or last received, under the writes still waiting', () => {
    const last = { ...ids, title: 'Old', counts: { comments: 1 } };
    expect(onRefused(held(last, 1), undefined, [comment], ids, 1).show).toEqual({
      ...ids,
      title: 'Old',
      counts: { comments: 2 },
    });
    const reread = { ...ids, title: 'Renamed elsewhere', counts: { comments: 4 } };
    expect(onRefused(held(last, 1), reread, [], ids, 1).show).toEqual(reread);
    // A card made here and refused is gone.
    expect(onRefused(held(null, 1), undefined, [], ids, 1).show).toBeNull();
  });
});
