// Issue 15 item 2: which stored files the daily sweep deletes — those no attachment record names, once old enough.
import { describe, expect, it, vi } from 'vitest';
import { attachmentObjectPlace, ORPHAN_GRACE_MS, orphanedObjects, type StoredObject } from './orphan-files';

const NOW = Date.UTC(2026, 10, 24);
const old = (name: string): StoredObject => ({ name, createdAt: NOW - ORPHAN_GRACE_MS - 1 });
const fresh = (name: string): StoredObject => ({ name, createdAt: NOW - 60_000 });

describe('attachmentObjectPlace', () => {
  it('reads board, card and attachment ids from an attachment path', () => {
    expect(attachmentObjectPlace('boards/b1/cards/c1/a1/plan.pdf')).toEqual({
      boardId: 'b1',
      cardId: 'c1',
      attachmentId: 'a1',
    });
  });

  it('leaves alone what is not an attachment: avatars, other folders, other depths', () => {
    for (const name of [
      'users/u1/avatar/me.png',
      'boards/b1/cover.png',
      'boards/b1/cards/c1/plan.pdf',
      'boards/b1/cards/c1/a1/x/plan.pdf',
      'boards/b1/lists/c1/a1/plan.pdf',
      'boards//cards/c1/a1/plan.pdf',
    ])
      expect(attachmentObjectPlace(name), name).toBeNull();
  });
});

describe('orphanedObjects', () => {
  const records: Record<string, string | null> = {
    'b1/c1/a1': 'boards/b1/cards/c1/a1/plan.pdf',
    'b1/c1/link': null,
  };
  const lookup = vi.fn(async (places: readonly { boardId: string; cardId: string; attachmentId: string }[]) =>
    places.map((p) => records[`${p.boardId}/${p.cardId}/${p.attachmentId}`] ?? null),
  );

  it('deletes old files with no record, or beside the recorded one; keeps recorded and recent files', async () => {
    const gone = await orphanedObjects(
      [
        old('boards/b1/cards/c1/a1/plan.pdf'),
        // An extra upload into a recorded attachment's folder: the record names another file.
        old('boards/b1/cards/c1/a1/extra.bin'),
        old('boards/b1/cards/c1/never-recorded/big.zip'),
        old('boards/b1/cards/c1/link/file.pdf'),
        // Its record may still be queued on a device that went offline after the upload.
        fresh('boards/b1/cards/c1/pending/photo.jpg'),
        old('users/u1/avatar/me.png'),
      ],
      lookup,
      NOW,
    );
    expect(gone).toEqual([
      'boards/b1/cards/c1/a1/extra.bin',
      'boards/b1/cards/c1/never-recorded/big.zip',
      'boards/b1/cards/c1/link/file.pdf',
    ]);
  });

  it('looks each attachment up once, and not at all when nothing is old enough', async () => {
    lookup.mockClear();
    await orphanedObjects(
      [old('boards/b1/cards/c1/a1/plan.pdf'), old('boards/b1/cards/c1/a1/extra.bin')],
      lookup,
      NOW,
    );
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0]?.[0]).toHaveLength(1);
    lookup.mockClear();
    expect(await orphanedObjects([fresh('boards/b1/cards/c1/x/y.pdf')], lookup, NOW)).toEqual([]);
    expect(lookup).not.toHaveBeenCalled();
  });
});
