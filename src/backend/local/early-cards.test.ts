// The board's cards read as the page starts (early-cards.ts): the adapter's first snapshot has them, the same cards
// it would have read itself; a change made after the early read began is in that first snapshot all the same; and a
// browser with no Lanes database gets none made by the early read.
import { afterEach, expect, it } from 'vitest';
import type { Card } from '../../domain/model';
import { seedBoard } from '../contract/fixtures';
import { LanesDb } from './db';
import { DEXIE_CHANNEL, readCardsEarly, takeEarlyCards } from './early-cards';
import { deleteTestBrowsers, signedInBrowser } from './test-browser';
import type { Backend } from '../ports';

afterEach(deleteTestBrowsers);

/** The first snapshot of `boardId`'s open cards in tab `backend`. */
function firstCards(backend: Backend, boardId: string): Promise<Card[]> {
  return new Promise((resolve, reject) => {
    const stop = backend.boards.watchCards(boardId, {
      next: (s) => {
        stop();
        resolve(s.data);
      },
      error: reject,
    });
  });
}

const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id).sort();

it('reads a board’s cards for the adapter, once, and its first snapshot shows them', async () => {
  const { dbName, tab, openTab } = await signedInBrowser('early');
  const { boardId, cardIds } = await seedBoard(tab, 'Early', [3, 2]);

  readCardsEarly(dbName, boardId);
  const early = await takeEarlyCards(dbName, boardId);
  expect(ids((early?.rows ?? []) as Card[])).toEqual(ids(cardIds.flat().map((id) => ({ id }))));
  // Taken once: a second look finds nothing to take.
  expect(takeEarlyCards(dbName, boardId)).toBeNull();

  // A reload: the read starts before the tab's adapter exists, which then shows the board's cards.
  readCardsEarly(dbName, boardId);
  const shown = await firstCards(openTab(), boardId);
  expect(ids(shown)).toEqual(ids(cardIds.flat().map((id) => ({ id }))));
});

it('a card moved after the early read began is shown where it went', async () => {
  const { dbName, tab, openTab } = await signedInBrowser('early-moved');
  const { boardId, listIds, cardIds } = await seedBoard(tab, 'Moved', [2, 1]);
  const moved = cardIds[0]?.[0] ?? '';

  readCardsEarly(dbName, boardId);
  // The early read done (fake-indexeddb answers within a few timer turns); then another tab moves a card while this
  // one is still starting.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await tab.boards.moveCard(boardId, moved, { listId: listIds[1] ?? '', rank: 'z' });
  const shown = await firstCards(openTab(), boardId);
  expect(shown.find((c) => c.id === moved)).toMatchObject({ listId: listIds[1], rank: 'z' });
});

it('hears Dexie’s changes on the channel it listens to (pinned against the installed Dexie)', async () => {
  const { dbName, tab } = await signedInBrowser('early-channel');
  const { boardId } = await seedBoard(tab, 'Channel', [1]);
  const channel = new BroadcastChannel(DEXIE_CHANNEL);
  const heard = new Promise<unknown>((resolve) => (channel.onmessage = (e: MessageEvent) => resolve(e.data)));
  const db = new LanesDb(dbName);
  await db.cards.where('boardId').equals(boardId).modify({ title: 'Renamed' });
  const parts = await heard;
  channel.close();
  db.close();
  expect(Object.keys(parts as object)).toContain(`idb://${dbName}/cards/`);
});

it('makes no database where there is none, and gives the adapter nothing to take', async () => {
  const name = `lanes-early-none-${Date.now()}`;
  readCardsEarly(name, 'board-1');
  expect(await takeEarlyCards(name, 'board-1')).toBeNull();
  const names = (await indexedDB.databases()).map((d) => d.name);
  expect(names).not.toContain(name);
});
