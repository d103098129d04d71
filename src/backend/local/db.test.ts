// Schema version 2 (invites, inbox, devices) opens a version-1 database without losing a row.
import { Dexie } from 'dexie';
import { afterEach, expect, it } from 'vitest';
import { LanesDb, SCHEMA_V1 } from './db';

const NAME = 'lanes-upgrade-test';
afterEach(() => Dexie.delete(NAME));

it('upgrades a version-1 database to version 2, keeping its rows and adding the new tables', async () => {
  const v1 = new Dexie(NAME);
  v1.version(1).stores(SCHEMA_V1);
  await v1.table('boards').put({ id: 'b1', title: 'Kept', memberIds: ['u1'], roles: { u1: 'owner' } });
  await v1.table('cards').put({ id: 'c1', boardId: 'b1', listId: 'l1', title: 'Card' });
  await v1
    .table('accounts')
    .put({ uid: 'u1', emailLower: 'a@x.test', password: { hash: 'h' }, createdAt: 1 });
  v1.close();

  const v2 = new LanesDb(NAME);
  await v2.open();
  // Later versions add tables only, so the latest one opens a version-1 database just as well.
  expect(v2.verno).toBeGreaterThanOrEqual(2);
  expect(await v2.boards.get('b1')).toMatchObject({ title: 'Kept' });
  expect(await v2.cards.where('boardId').equals('b1').count()).toBe(1);
  expect(await v2.accounts.where('emailLower').equals('a@x.test').count()).toBe(1);
  await v2.invites.put({
    id: 'i1',
    boardId: 'b1',
    role: 'member',
    emailLower: null,
    createdBy: 'u1',
    createdAt: 1,
    expiresAt: 2,
    acceptedBy: null,
    acceptedAt: null,
  });
  await v2.inbox.put({ uid: 'u1', id: 'n1', text: 'hi' });
  await v2.devices.put({ uid: 'u1', id: 'd1' });
  await v2.devices.put({ uid: 'u2', id: 'd1' });
  expect(await v2.invites.where('boardId').equals('b1').count()).toBe(1);
  expect(await v2.devices.where('uid').equals('u1').count()).toBe(1);
  expect(await v2.devices.count()).toBe(2);
  await v2.files.put({
    path: 'users/u1/avatar/a.png',
    data: new ArrayBuffer(1),
    contentType: 'image/png',
    owner: 'u1',
  });
  expect(await v2.files.where('owner').equals('u1').count()).toBe(1);
  v2.close();
});
