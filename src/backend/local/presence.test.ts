// @vitest-environment node
// Local presence over a real BroadcastChannel (Node 20 has one): adapters in one process play the tabs of one
// browser. Heartbeats are shortened so staleness shows within a test.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorsByCard, type Viewer } from '../../domain/presence';
import type { PresenceSession, User } from '../ports';
import { createLocalPresence, PRESENCE_CHANNEL, type PresenceChannel } from './presence';

const HEARTBEAT_MS = 30;
const STALE_MS = 90;

const user = (uid: string, displayName: string): User => ({
  uid,
  displayName,
  email: `${uid}@x.test`,
  isAnonymous: false,
});

const sessions: PresenceSession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.leave();
});

/** A channel that can be cut off without a goodbye, as when a tab crashes or its machine sleeps. */
function pluggable(): { open: (name: string) => PresenceChannel; unplug: () => void } {
  let plugged = true;
  let channel: BroadcastChannel | null = null;
  return {
    open: (name) => {
      channel = new BroadcastChannel(name);
      const real = channel;
      return {
        postMessage: (message) => plugged && real.postMessage(message),
        close: () => real.close(),
        addEventListener: (type, listener) =>
          real.addEventListener(type, (event) => plugged && listener(event as MessageEvent)),
      };
    },
    unplug: () => {
      plugged = false;
    },
  };
}

/** A tab of `who` on `boardId`; `latest()` is what its header would show now. */
function tab(who: User | null, boardId = 'b1', open?: (name: string) => PresenceChannel) {
  const presence = createLocalPresence({
    currentUser: () => who,
    heartbeatMs: HEARTBEAT_MS,
    staleMs: STALE_MS,
    openChannel: open,
  });
  let seen: Viewer[] | null = null;
  const session = presence.join(boardId, (viewers) => {
    seen = viewers;
  });
  sessions.push(session);
  return {
    session,
    latest: () => seen,
    names: () => (seen ?? []).map((v) => v.name),
  };
}

describe('local presence over BroadcastChannel', () => {
  it('shows each tab who else has the board open, and nobody from another board', async () => {
    const ana = tab(user('u-ana', 'Ana'));
    const bob = tab(user('u-bob', 'Bob'));
    tab(user('u-cy', 'Cy'), 'other-board');
    await vi.waitFor(() => expect(ana.names()).toEqual(['Ana', 'Bob']));
    await vi.waitFor(() => expect(bob.names()).toEqual(['Ana', 'Bob']));
  });

  it('merges two tabs of one person into one viewer', async () => {
    const ana = tab(user('u-ana', 'Ana'));
    tab(user('u-bob', 'Bob'));
    tab(user('u-bob', 'Bob'));
    await vi.waitFor(() => expect(ana.names()).toEqual(['Ana', 'Bob']));
  });

  it('tells the others which card someone has open, and when they close it', async () => {
    const ana = tab(user('u-ana', 'Ana'));
    const bob = tab(user('u-bob', 'Bob'));
    await vi.waitFor(() => expect(ana.names()).toEqual(['Ana', 'Bob']));
    bob.session.setEditing('c1');
    await vi.waitFor(() =>
      expect(editorsByCard(ana.latest() ?? [], 'u-ana')).toEqual(new Map([['c1', ['Bob']]])),
    );
    // Bob's own view does not list himself as someone else editing.
    expect(editorsByCard(bob.latest() ?? [], 'u-bob').size).toBe(0);
    bob.session.setEditing(null);
    await vi.waitFor(() => expect(editorsByCard(ana.latest() ?? [], 'u-ana').size).toBe(0));
  });

  it('drops a tab that leaves at once, and one that goes silent after the stale time', async () => {
    const ana = tab(user('u-ana', 'Ana'));
    const bob = tab(user('u-bob', 'Bob'));
    const cable = pluggable();
    tab(user('u-cy', 'Cy'), 'b1', cable.open);
    await vi.waitFor(() => expect(ana.names()).toEqual(['Ana', 'Bob', 'Cy']));
    bob.session.leave();
    await vi.waitFor(() => expect(ana.names()).toEqual(['Ana', 'Cy']));
    const cutAt = Date.now();
    cable.unplug();
    await vi.waitFor(() => expect(ana.names()).toEqual(['Ana']), { timeout: 2_000 });
    // Not before the stale time: a missed heartbeat or two is no reason to hide someone.
    expect(Date.now() - cutAt).toBeGreaterThanOrEqual(STALE_MS - HEARTBEAT_MS);
  });

  it('keeps a live tab listed across many heartbeats', async () => {
    const ana = tab(user('u-ana', 'Ana'));
    tab(user('u-bob', 'Bob'));
    await vi.waitFor(() => expect(ana.names()).toEqual(['Ana', 'Bob']));
    await new Promise((resolve) => setTimeout(resolve, STALE_MS * 3));
    expect(ana.names()).toEqual(['Ana', 'Bob']);
  });

  it('ignores messages that are not presence messages', async () => {
    const ana = tab(user('u-ana', 'Ana'));
    const stranger = new BroadcastChannel(PRESENCE_CHANNEL);
    stranger.postMessage({ kind: 'here', boardId: 'b1', uid: 'x', deviceId: 'd', name: 'y'.repeat(5000) });
    stranger.postMessage('hello');
    stranger.postMessage({
      kind: 'here',
      boardId: 'b1',
      uid: 'u-eve',
      deviceId: 'd1',
      name: 'Eve',
      editingCardId: null,
    });
    await vi.waitFor(() => expect(ana.names()).toEqual(['Ana', 'Eve']));
    stranger.close();
  });

  it('announces nobody for a signed-out tab', () => {
    const nobody = tab(null);
    expect(nobody.latest()).toEqual([]);
    expect(() => nobody.session.setEditing('c1')).not.toThrow();
  });
});
