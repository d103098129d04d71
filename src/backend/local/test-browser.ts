/**
 * Tests of the local adapter: one browser profile (its own IndexedDB database and localStorage), with or without a
 * signed-in, remembered user; `openTab()` opens another tab of it (same database; the same user when remembered).
 * Each database made is deleted by `deleteTestBrowsers()`, which the test file calls after each test.
 */
import { Dexie } from 'dexie';
import type { Backend, User } from '../ports';
import { createLocalBackend, memoryStorage } from './index';

let n = 0;
const made: string[] = [];

/** A browser named after `prefix` (`lanes-<prefix>-<n>`), nobody signed in: `openTab()` opens a tab of it. */
export function testBrowser(prefix: string): { dbName: string; openTab: () => Backend } {
  const dbName = `lanes-${prefix}-${++n}`;
  made.push(dbName);
  const local = memoryStorage();
  const openTab = () =>
    createLocalBackend({
      dbName,
      passwordIterations: 1_000,
      sessionStorage: memoryStorage(),
      localStorage: local,
    });
  return { dbName, openTab };
}

/** A browser named after `prefix` (`lanes-<prefix>-<n>`), its first tab signed in as a new user. */
export async function signedInBrowser(
  prefix: string,
): Promise<{ dbName: string; tab: Backend; user: User; openTab: () => Backend }> {
  const { dbName, openTab } = testBrowser(prefix);
  const tab = openTab();
  const user = await tab.auth.signUp({
    email: `${prefix}${n}@x.test`,
    password: '123456',
    displayName: prefix,
    remember: true,
  });
  return { dbName, tab, user, openTab };
}

/** Deletes every database `signedInBrowser` made so far. */
export async function deleteTestBrowsers(): Promise<void> {
  await Promise.all(made.splice(0).map((name) => Dexie.delete(name)));
}
