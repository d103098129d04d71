// The Dexie CallTx keeps the rules of memory-tx.ts (the reference the handler tests run on): the same scenarios as
// memory-tx.test.ts, on paths the local tables hold, plus what only an optimistic transaction has — a retry when
// another tab changes what the handler read.
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { TxMisuseError } from '../../domain/calls/memory-tx';
import type { CallTx, DocData } from '../../domain/calls';
import { AppError } from '../../domain/errors';
import { locateDoc, tableOf } from './call-paths';
import { MAX_ATTEMPTS, runLocalCall } from './call-tx';
import { LanesDb } from './db';

let n = 0;
const open: LanesDb[] = [];

/** A fresh database holding the documents of memory-tx.test.ts's store. */
async function store(): Promise<LanesDb> {
  const db = new LanesDb(`lanes-call-tx-${++n}`);
  open.push(db);
  const seed = async (path: string, data: DocData) => {
    const at = locateDoc(path);
    await tableOf(db, at.table).put({ ...data, ...at.ids });
  };
  await seed('boards/b1', { title: 'One', memberIds: ['a', 'b'] });
  await seed('boards/b2', { title: 'Two', memberIds: ['b'] });
  await seed('boards/b1/lists/l1', { title: 'L1' });
  await seed('boards/b1/cards/c1', { title: 'C1' });
  await seed('boards/b1/cards/c1/comments/m1', { text: 'hi' });
  await seed('boards/b1/cards/c2/comments/m2', { text: 'yo' });
  await seed('boards/b10/cards/c9/comments/m9', { text: 'other board' });
  return db;
}

const read = async (db: LanesDb, path: string): Promise<unknown> => {
  const at = locateDoc(path);
  return (await tableOf(db, at.table).get(at.key)) ?? null;
};

afterEach(async () => {
  for (const db of open.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

/** `promise`'s rejection (the local adapter turns a TxMisuseError into an `internal` AppError, keeping its text). */
async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

describe('Dexie CallTx: reads', () => {
  it('gets a document with its path ids, or null', async () => {
    const db = await store();
    await runLocalCall(db, async (tx) => {
      expect(await tx.get('boards/b1')).toEqual({ id: 'b1', title: 'One', memberIds: ['a', 'b'] });
      expect(await tx.get('boards/nope')).toBeNull();
    });
  });

  it('queries one collection only, filtered by == and array-contains', async () => {
    const db = await store();
    await runLocalCall(db, async (tx) => {
      expect((await tx.query('boards')).map((d) => d.path)).toEqual(['boards/b1', 'boards/b2']);
      const withA = await tx.query('boards', { field: 'memberIds', op: 'array-contains', value: 'a' });
      expect(withA.map((d) => d.path)).toEqual(['boards/b1']);
      const two = await tx.query('boards', { field: 'title', op: '==', value: 'Two' });
      expect(two.map((d) => d.path)).toEqual(['boards/b2']);
      expect((await tx.query('boards/b1/cards/c1/comments')).map((d) => d.path)).toEqual([
        'boards/b1/cards/c1/comments/m1',
      ]);
    });
  });

  it('finds descendants by collection id under one document only (b1, not b10)', async () => {
    const db = await store();
    await runLocalCall(db, async (tx) => {
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
});

describe('Dexie CallTx: writes', () => {
  it('applies set, update and delete when the work resolves, not before', async () => {
    const db = await store();
    await runLocalCall(db, async (tx) => {
      tx.set('boards/b3', { title: 'Three' });
      tx.update('boards/b1', { title: 'Uno' });
      tx.delete('boards/b2');
      expect(await read(db, 'boards/b3')).toBeNull();
    });
    expect(await read(db, 'boards/b3')).toEqual({ id: 'b3', title: 'Three' });
    expect(await read(db, 'boards/b1')).toEqual({ id: 'b1', title: 'Uno', memberIds: ['a', 'b'] });
    expect(await read(db, 'boards/b2')).toBeNull();
  });

  it('writes nothing when the work throws, and passes its AppError on', async () => {
    const db = await store();
    const error = await failure(
      runLocalCall(db, async (tx) => {
        tx.delete('boards/b1');
        throw new AppError('permission-denied', 'refused');
      }),
    );
    expect(error.code).toBe('permission-denied');
    expect(await read(db, 'boards/b1')).not.toBeNull();
  });

  it('refuses a read after a write, as Firestore does', async () => {
    const db = await store();
    const error = await failure(
      runLocalCall(db, async (tx) => {
        tx.delete('boards/b2');
        await tx.get('boards/b1');
      }),
    );
    expect(error.code).toBe('internal');
    expect(error.cause).toBeInstanceOf(TxMisuseError);
    expect(error.message).toMatch(/every read first/);
    expect(await read(db, 'boards/b2')).not.toBeNull();
  });

  it('fails the whole commit on an update of a missing document', async () => {
    const db = await store();
    const error = await failure(
      runLocalCall(db, async (tx) => {
        tx.delete('boards/b1');
        tx.update('boards/missing', { title: 'x' });
      }),
    );
    expect(error.message).toMatch(/missing document/);
    expect(await read(db, 'boards/b1')).not.toBeNull();
  });

  it('refuses undefined values, non-JSON values and paths no table holds', async () => {
    const db = await store();
    const withUndefined = { title: undefined } as unknown as DocData;
    const withDate = { at: new Date() } as unknown as DocData;
    const attempt = (work: (tx: CallTx) => unknown) => failure(runLocalCall(db, async (tx) => work(tx)));
    expect((await attempt((tx) => tx.set('boards/b3', withUndefined))).message).toMatch(/undefined/);
    expect((await attempt((tx) => tx.set('boards/b3', withDate))).message).toMatch(/not plain JSON/);
    expect((await attempt((tx) => tx.get('boards'))).message).toMatch(/no local table/);
    expect((await attempt((tx) => tx.get('boards//x/y'))).message).toMatch(/malformed/);
    expect((await attempt((tx) => tx.set('planets/p1', {}))).message).toMatch(/no local table/);
  });

  it('copies data in and out, so a handler cannot change the store behind its back', async () => {
    const db = await store();
    const data: DocData = { tags: ['a'] };
    await runLocalCall(db, async (tx) => {
      const b1 = await tx.get('boards/b1');
      if (b1) b1.title = 'changed';
      tx.set('boards/b3', data);
      data.tags = ['b'];
    });
    expect(await read(db, 'boards/b1')).toMatchObject({ title: 'One' });
    expect(await read(db, 'boards/b3')).toEqual({ id: 'b3', tags: ['a'] });
  });

  it('refuses use after the transaction ended (a missing await)', async () => {
    const db = await store();
    let leaked: CallTx | undefined;
    await runLocalCall(db, async (tx) => {
      leaked = tx;
    });
    expect(() => leaked?.set('boards/b9', {})).toThrow(/after the transaction ended/);
  });

  it('keeps the ids of the path over fields that claim otherwise', async () => {
    const db = await store();
    await runLocalCall(db, async (tx) =>
      tx.set('boards/b1/activity/x1', { id: 'other', boardId: 'b2', t: 1 }),
    );
    expect(await read(db, 'boards/b1/activity/x1')).toEqual({ id: 'x1', boardId: 'b1', t: 1 });
  });
});

describe('Dexie CallTx: concurrent changes (optimistic commit)', () => {
  it('runs the work again when another tab changed what it read, and commits on unchanged data', async () => {
    const db = await store();
    let runs = 0;
    const titles = await runLocalCall(db, async (tx) => {
      runs += 1;
      const board = await tx.get('boards/b1');
      // Another tab renames the board while this handler is still deciding (first run only).
      if (runs === 1) await db.boards.update('b1', { title: 'Renamed elsewhere' });
      tx.update('boards/b1', { title: `${String(board?.title)}!` });
      return board?.title;
    });
    expect(runs).toBe(2);
    expect(titles).toBe('Renamed elsewhere');
    expect(await read(db, 'boards/b1')).toMatchObject({ title: 'Renamed elsewhere!' });
  });

  it('notices a new document in a query it ran', async () => {
    const db = await store();
    let runs = 0;
    await runLocalCall(db, async (tx) => {
      runs += 1;
      const found = await tx.query('boards', { field: 'memberIds', op: 'array-contains', value: 'b' });
      if (runs === 1) await db.boards.put({ id: 'b4', memberIds: ['b'] } as never);
      tx.set('boards/b1/activity/count', { boards: found.length });
    });
    expect(runs).toBe(2);
    expect(await read(db, 'boards/b1/activity/count')).toMatchObject({ boards: 3 });
  });

  it(`gives up with unavailable after ${MAX_ATTEMPTS} attempts that all conflict, writing nothing`, async () => {
    const db = await store();
    let runs = 0;
    const error = await failure(
      runLocalCall(db, async (tx) => {
        runs += 1;
        await tx.get('boards/b1');
        await db.boards.update('b1', { title: `Changed ${runs}` });
        tx.delete('boards/b2');
      }),
    );
    expect(error.code).toBe('unavailable');
    expect(runs).toBe(MAX_ATTEMPTS);
    expect(await read(db, 'boards/b2')).not.toBeNull();
  });
});
