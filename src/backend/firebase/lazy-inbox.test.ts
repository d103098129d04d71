// The Firebase inbox loads on first use: a failed download says so to the bell, and the next call tries again.
import type { Firestore } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { InboxView } from '../ports';

const download = vi.hoisted(() => ({ attempts: 0 }));
vi.mock('./inbox', () => {
  download.attempts += 1;
  if (download.attempts === 1) throw new Error('offline');
  const view: InboxView = { entries: [], unread: 3 };
  return {
    createFirebaseInbox: () => ({
      watchInbox: (observer: { next: (v: InboxView) => void }) => {
        observer.next(view);
        return () => undefined;
      },
      markRead: async () => undefined,
      markAllRead: async () => undefined,
      watchSettings: () => () => undefined,
      setSettings: async () => undefined,
    }),
  };
});

const { lazyFirebaseInbox } = await import('./lazy-inbox');

describe('lazyFirebaseInbox', () => {
  it('reports a failed download as unavailable, then loads at the next watch', async () => {
    const inbox = lazyFirebaseInbox(
      async () => ({}) as Firestore,
      () => null,
    );
    const first = { next: vi.fn(), error: vi.fn() };
    inbox.watchInbox(first);
    await vi.waitFor(() =>
      expect(first.error).toHaveBeenCalledWith(expect.objectContaining({ code: 'unavailable' })),
    );
    const second = { next: vi.fn(), error: vi.fn() };
    inbox.watchInbox(second);
    await vi.waitFor(() => expect(second.next).toHaveBeenCalledWith(expect.objectContaining({ unread: 3 })));
    expect(second.error).not.toHaveBeenCalled();
  });
});
