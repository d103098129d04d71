// Issue 15 item 14: Firestore's persistent cache was used even when "Keep me signed in" was off, and it outlived
// the sign-out, so the next person on the browser had the previous account's boards in IndexedDB. Looks straight
// into the page's IndexedDB: every `firestore/…` database Firestore made, every object store in it.
import { expect, test, type Page } from '@playwright/test';
import { addList, allSaved, createBoard, signOut, signUpAs } from './support';

const SHOTS = '.tmp/e2e-emulator';

/** The names of Firestore's IndexedDB databases in this page's origin that hold `text` anywhere. */
function firestoreDatabasesHolding(page: Page, text: string): Promise<string[]> {
  return page.evaluate(async (needle) => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const holding: string[] = [];
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    for (const name of names.filter((n) => n.startsWith('firestore/'))) {
      const db = await request(indexedDB.open(name));
      try {
        for (const store of Array.from(db.objectStoreNames)) {
          const values = await request(db.transaction(store).objectStore(store).getAll());
          if (JSON.stringify(values).includes(needle)) holding.push(`${name} ${store}`);
        }
      } finally {
        db.close();
      }
    }
    return holding;
  }, text);
}

test('not kept signed in: no board data in IndexedDB while signed in, nor after signing out', async ({
  page,
}) => {
  await signUpAs(page, 'Ana Passing');
  await createBoard(page, 'Borrowed laptop plans');
  await addList(page, 'Secret list');
  await allSaved(page);
  // A reload keeps this tab's sign-in; the board comes from the server into memory again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'List Secret list' })).toBeVisible();
  expect(await firestoreDatabasesHolding(page, 'Borrowed laptop plans')).toEqual([]);
  expect(await firestoreDatabasesHolding(page, 'Secret list')).toEqual([]);

  await signOut(page);
  expect(await firestoreDatabasesHolding(page, 'Borrowed laptop plans')).toEqual([]);
  expect(await firestoreDatabasesHolding(page, 'Secret list')).toEqual([]);
});

test('kept signed in: the board opens offline after a reload; signing out deletes it from the device', async ({
  page,
  context,
}) => {
  await signUpAs(page, 'Ana Keeper', { remember: true });
  await createBoard(page, 'Kept plans');
  await addList(page, 'Kept list');
  await allSaved(page);
  const list = page.getByRole('region', { name: 'List Kept list' });
  // From the next page load on, Firestore keeps the board in IndexedDB.
  await page.reload();
  await expect(list).toBeVisible();
  await expect.poll(() => firestoreDatabasesHolding(page, 'Kept list')).not.toEqual([]);

  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(list).toBeVisible();
  await expect(page.getByText('Offline — changes are saved on this device')).toBeVisible();
  await context.setOffline(false);

  await signOut(page);
  await page.screenshot({ path: `${SHOTS}/signed-out.png` });
  expect(await firestoreDatabasesHolding(page, 'Kept plans')).toEqual([]);
  expect(await firestoreDatabasesHolding(page, 'Kept list')).toEqual([]);
  // The next person here starts on the memory cache: nothing of theirs goes to IndexedDB unless they keep it.
  await signUpAs(page, 'Ben Next');
  await createBoard(page, 'Ben’s board');
  await allSaved(page);
  expect(await firestoreDatabasesHolding(page, 'Ben’s board')).toEqual([]);
});
