import { describe, expect, it, vi } from 'vitest';
import type { FirebaseApp } from 'firebase/app';
import type { PresencePort } from '../ports';

// The Realtime Database module: its first download fails (offline), later ones succeed.
const download = vi.hoisted(() => ({ attempts: 0 }));
vi.mock('./presence', () => {
  download.attempts += 1;
  if (download.attempts === 1) throw new Error('offline');
  const presence: PresencePort = {
    join: (_boardId, onViewers) => {
      onViewers([{ uid: 'u1', name: 'Ana', editingCardId: null, lastSeen: 0 }]);
      return { setEditing: () => {}, leave: () => {} };
    },
  };
  return {
    databaseOf: () => ({}),
    createFirebasePresence: () => presence,
  };
});

const { lazyDatabase } = await import('./lazy-services');

describe('lazyDatabase', () => {
  it('shows nobody while the SDK cannot load, and tries again at the next board opened', async () => {
    const { presence } = lazyDatabase({} as FirebaseApp, false, () => null);
    const first = vi.fn();
    presence.join('b1', first);
    await vi.waitFor(() => expect(first).toHaveBeenCalledWith([]));
    const second = vi.fn();
    presence.join('b1', second);
    await vi.waitFor(() => expect(second).toHaveBeenCalledWith([expect.objectContaining({ uid: 'u1' })]));
  });
});
