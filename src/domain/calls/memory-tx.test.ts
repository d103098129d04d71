import { describe, expect, it } from 'vitest';
import { MemoryStore, TxMisuseError } from './memory-tx';
import type { DocData } from './tx';

function store(): MemoryStore {
  return new MemoryStore()
    .seed('boards/b1', { title: 'One', memberIds: ['a', 'b'] })
    .seed('boards/b2', { title: 'Two', memberIds: ['b'] })
    .seed('boards/b1/lists/l1', { title: 'L1' })
    .seed('boards/b1/cards/c1', { title: 'C1' })
    .seed('boards/b1/cards/c1/comments/m1', { text: 'hi' })
    .seed('boards/b1/cards/c2/comments/m2', { text: 'yo' })
    .seed('boards/b10/cards/c9/comments/m9', { text: 'other board' });
}

describe('MemoryStore transactions', () => {
  it('gets a document, or null', async () => {
    const s = store();
    await s.run(async (tx) => {
      expect(await tx.get('boards/b1')).toEqual({ title: 'One', memberIds: ['a', 'b'] });
      expect(await tx.get('boards/nope')).toBeNull();
    });
  });

  it('queries one collection only, filtered by == and array-contains', async () => {
    const s = store();
    await s.run(async (tx) => {
      // boards/b10 only has descendants: like Firestore, a path with no document of its own is not listed.
      expect((await tx.query('boards')).map((d) => d.path)).toEqual(['boards/b1', 'boards/b2']);
      const withA = await tx.query('boards', { field: 'memberIds', op: 'array-contains', value: 'a' });
      expect(withA.map((d) => d.path)).toEqual(['boards/b1']);
      const two = await tx.query('boards', { field: 'title', op: '==', value: 'Two' });
      expect(two.map((d) => d.path)).toEqual(['boards/b2']);
    });
  });

  it('finds descendants by collection id under one document only (b1, not b10)', async () => {
    const s = store();
    await s.run(async (tx) => {
      const comments = await tx.queryDescendants('boards/b1', 'comments');
      expect(comments.map((d) => d.path)).toEqual([
        'boards/b1/cards/c1/comments/m1',
        'boards/b1/cards/c2/comments/m2',
      ]);
      expect((await tx.queryDescendants('boards/b1', 'cards')).map((d) => d.path)).toEqual([
        'boards/b1/cards/c1',
      ]);
    });
  });

  it('applies set, update and delete when the work resolves', async () => {
    const s = store();
    await s.run(async (tx) => {
      tx.set('boards/b3', { title: 'Three' });
      tx.update('boards/b1', { title: 'Uno' });
      tx.delete('boards/b2');
      // Not visible inside: writes land at the commit.
      expect(s.read('boards/b3')).toBeNull();
    });
    expect(s.read('boards/b3')).toEqual({ title: 'Three' });
    expect(s.read('boards/b1')).toEqual({ title: 'Uno', memberIds: ['a', 'b'] });
    expect(s.read('boards/b2')).toBeNull();
  });

  it('writes nothing when the work throws', async () => {
    const s = store();
    await expect(
      s.run(async (tx) => {
        tx.delete('boards/b1');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(s.read('boards/b1')).not.toBeNull();
  });

  it('refuses a read after a write, as Firestore does', async () => {
    const s = store();
    await expect(
      s.run(async (tx) => {
        tx.delete('boards/b2');
        await tx.get('boards/b1');
      }),
    ).rejects.toThrow(TxMisuseError);
    await expect(
      s.run(async (tx) => {
        tx.set('boards/b3', {});
        await tx.query('boards');
      }),
    ).rejects.toThrow(/every read first/);
  });

  it('fails the whole commit on an update of a missing document', async () => {
    const s = store();
    await expect(
      s.run(async (tx) => {
        tx.delete('boards/b1');
        tx.update('boards/missing', { title: 'x' });
      }),
    ).rejects.toThrow(/missing document/);
    expect(s.read('boards/b1')).not.toBeNull();
  });

  it('refuses undefined values, non-JSON values and malformed paths', async () => {
    const s = store();
    const withUndefined = { title: undefined } as unknown as DocData;
    const withDate = { at: new Date() } as unknown as DocData;
    await expect(s.run(async (tx) => tx.set('boards/b3', withUndefined))).rejects.toThrow(/undefined/);
    await expect(s.run(async (tx) => tx.set('boards/b3', withDate))).rejects.toThrow(/not plain JSON/);
    await expect(s.run(async (tx) => tx.get('boards'))).rejects.toThrow(/not a document path/);
    await expect(s.run(async (tx) => tx.query('boards/b1'))).rejects.toThrow(/not a collection path/);
    await expect(s.run(async (tx) => tx.get('boards//x/y'))).rejects.toThrow(/malformed/);
  });

  it('copies data in and out, so a handler cannot change the store behind its back', async () => {
    const s = store();
    const data: DocData = { tags: ['a'] };
    await s.run(async (tx) => {
      const b1 = await tx.get('boards/b1');
      if (b1) b1.title = 'changed';
      tx.set('boards/b3', data);
      data.tags = ['b'];
    });
    expect(s.read('boards/b1')?.title).toBe('One');
    expect(s.read('boards/b3')).toEqual({ tags: ['a'] });
  });

  it('refuses use after the transaction ended (a missing await)', async () => {
    const s = store();
    let leaked: Parameters<Parameters<MemoryStore['run']>[0]>[0] | undefined;
    await s.run(async (tx) => {
      leaked = tx;
    });
    expect(() => leaked?.set('boards/b9', {})).toThrow(/after the transaction ended/);
  });
});
