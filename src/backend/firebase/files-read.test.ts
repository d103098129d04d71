// Issue 15 item 15: an attachment's file is read through the Storage rules (getBlob) into an object URL, never
// handed out as a download URL, whose token would keep working after the reader left the board.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenCounts } from './open-counts';
import type { Replicas } from './sync/replicas';
import type { Connection } from './sync/session';

const storageCalls = vi.hoisted(() => ({ getBlob: 0, getDownloadURL: 0 }));

vi.mock('firebase/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/storage')>()),
  ref: (_storage: unknown, path: string) => ({ fullPath: path }),
  getBlob: async () => {
    storageCalls.getBlob += 1;
    return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  },
  getDownloadURL: async () => {
    storageCalls.getDownloadURL += 1;
    return 'https://firebasestorage.googleapis.com/v0/b/x/o/y?alt=media&token=forever';
  },
}));

const { createFirebaseFiles } = await import('./files');

afterEach(() => vi.restoreAllMocks());

describe('Firebase attachment files', () => {
  it('are read with getBlob into one object URL per file, revoked when the last holder releases it', async () => {
    const created: string[] = [];
    const revoked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      created.push(`blob:lanes/${created.length}`);
      return created.at(-1) ?? '';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
    // The card was shown, so the replica holds the attachment's record.
    const record = {
      id: 'a1',
      boardId: 'b1',
      cardId: 'c1',
      name: 'plan.pdf',
      storagePath: 'boards/b1/cards/c1/a1/plan.pdf',
      url: null,
      contentType: 'application/pdf',
      size: 8,
      uploadedBy: 'ana',
      createdAt: 1_700_000_000_000,
    };
    const session = { replica: { attachments: { get: async () => record } } };
    const files = createFirebaseFiles({} as never, {
      access: {
        currentUser: () => null,
        counts: {} as OpenCounts,
        replicas: { current: () => session } as unknown as Replicas,
        connection: {} as Connection,
      },
      maxAttachmentMb: () => 10,
      currentPhotoURL: () => null,
      avatarChanged: () => undefined,
    });

    const first = await files.getURL('b1', 'c1', 'a1');
    const second = await files.getURL('b1', 'c1', 'a1');
    expect(first.url).toBe('blob:lanes/0');
    expect(second.url).toBe('blob:lanes/0');
    expect(storageCalls).toEqual({ getBlob: 1, getDownloadURL: 0 });

    first.release();
    expect(revoked).toEqual([]);
    second.release();
    expect(revoked).toEqual(['blob:lanes/0']);
  });
});
