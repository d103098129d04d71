import { describe, expect, it } from 'vitest';
import { activeViewers, editorsByCard, PRESENCE_STALE_MS, type PresenceEntry } from './presence';

const NOW = 1_000_000;
const entry = (uid: string, deviceId: string, extra: Partial<PresenceEntry> = {}): PresenceEntry => ({
  uid,
  deviceId,
  name: uid.toUpperCase(),
  editingCardId: null,
  lastSeen: NOW,
  ...extra,
});

describe('activeViewers', () => {
  it('hides entries older than the stale time, keeps those at it', () => {
    const viewers = activeViewers(
      [
        entry('ana', 'd1', { lastSeen: NOW - PRESENCE_STALE_MS }),
        entry('bob', 'd2', { lastSeen: NOW - PRESENCE_STALE_MS - 1 }),
      ],
      NOW,
    );
    expect(viewers.map((v) => v.uid)).toEqual(['ana']);
  });

  it('merges one person’s devices: latest name and heartbeat, latest card being edited', () => {
    const [ana] = activeViewers(
      [
        entry('ana', 'phone', { name: 'Ana (old)', lastSeen: NOW - 5000, editingCardId: 'c1' }),
        entry('ana', 'laptop', { name: 'Ana', lastSeen: NOW - 1000, editingCardId: null }),
        entry('ana', 'tablet', { lastSeen: NOW - 3000, editingCardId: 'c2' }),
      ],
      NOW,
    );
    expect(ana).toEqual({ uid: 'ana', name: 'Ana', editingCardId: 'c2', lastSeen: NOW - 1000 });
  });

  it('sorts by name so heartbeats do not reorder the header', () => {
    const viewers = activeViewers([entry('u2', 'a', { name: 'Zoe' }), entry('u1', 'b', { name: 'Al' })], NOW);
    expect(viewers.map((v) => v.name)).toEqual(['Al', 'Zoe']);
  });
});

describe('editorsByCard', () => {
  it('maps cards to the names of the others who have them open', () => {
    const viewers = activeViewers(
      [
        entry('me', 'd0', { editingCardId: 'c1' }),
        entry('ana', 'd1', { name: 'Ana', editingCardId: 'c1' }),
        entry('bob', 'd2', { name: 'Bob', editingCardId: 'c1' }),
        entry('cy', 'd3', { name: 'Cy', editingCardId: 'c2' }),
      ],
      NOW,
    );
    expect(editorsByCard(viewers, 'me')).toEqual(
      new Map([
        ['c1', ['Ana', 'Bob']],
        ['c2', ['Cy']],
      ]),
    );
  });
});
