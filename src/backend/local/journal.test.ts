// Local mode's journal of card moves (journal.ts): a move is kept when its page goes before its transaction runs,
// applied once when the database next opens, and a move refused by then is dropped without blocking the open.
import { afterEach, describe, expect, it } from 'vitest';
import { cardsWhen, seedBoard } from '../contract/fixtures';
import { LanesDb } from './db';
import { deleteTestBrowsers, signedInBrowser } from './test-browser';
import { journalMove } from './journal';
import { pendingWrites, trackWrite } from './pending-writes';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../domain/notifications/types';

/** A signed-in browser with a board of two lists, one card in the first; `openTab()` opens another tab of it. */
async function browserWithBoard() {
  const { dbName, tab, user, openTab } = await signedInBrowser('journal');
  const seeded = await seedBoard(tab, 'Journal', [1, 0]);
  const cardId = seeded.cardIds[0]?.[0] ?? '';
  const to = seeded.listIds[1] ?? '';
  return { dbName, openTab, tab, uid: user.uid, boardId: seeded.boardId, cardId, to };
}

/** Plays a page that journaled a move and went before applying it: the row is stored, the move is not. */
async function journalOnly(dbName: string, move: Parameters<typeof journalMove>[1]) {
  const db = new LanesDb(dbName);
  await db.open();
  const row = journalMove(db, move);
  if (!row) throw new Error('the database was open: the move must be journaled');
  // The row's own transaction commits; nothing applies the move.
  await expect.poll(() => db.journal.count()).toBe(1);
  db.close();
  return row;
}

afterEach(deleteTestBrowsers);

describe('the journal of card moves', () => {
  it('a move leaves no journal row behind once stored', async () => {
    const { dbName, tab, boardId, cardId, to } = await browserWithBoard();
    await tab.boards.moveCard(boardId, cardId, { listId: to, rank: 'a0' });
    const db = new LanesDb(dbName);
    expect(await db.journal.count()).toBe(0);
    expect((await db.cards.get(cardId))?.listId).toBe(to);
    db.close();
  });

  it('a move journaled by a page that went is applied, once, when the next page opens the database', async () => {
    const { dbName, openTab, uid, boardId, cardId, to } = await browserWithBoard();
    await journalOnly(dbName, { uid, boardId, cardId, move: { listId: to, rank: 'a0' } });
    const next = openTab();
    const cards = await cardsWhen(next, boardId, (all) => all.length === 1);
    // The first snapshot already has it: the journal is applied before anything reads.
    expect(cards[0]?.listId).toBe(to);
    const db = new LanesDb(dbName);
    expect(await db.journal.count()).toBe(0);
    expect(
      await db.activity
        .where('boardId')
        .equals(boardId)
        .filter((a) => a.type === 'card.move')
        .count(),
    ).toBe(1);
    db.close();
  });

  it('a journaled move refused by the time it is replayed (card deleted) is dropped; the board opens', async () => {
    const { dbName, openTab, tab, uid, boardId, cardId, to } = await browserWithBoard();
    await tab.boards.updateCard(boardId, cardId, { archivedAt: Date.now() });
    await tab.boards.deleteCard(boardId, cardId);
    await journalOnly(dbName, { uid, boardId, cardId, move: { listId: to, rank: 'a0' } });
    const next = openTab();
    expect(await cardsWhen(next, boardId, () => true)).toEqual([]);
    const db = new LanesDb(dbName);
    expect(await db.journal.count()).toBe(0);
    db.close();
  });

  it('a move refused at once (archived list) is reported and leaves no journal row', async () => {
    const { dbName, tab, boardId, cardId, to } = await browserWithBoard();
    await tab.boards.updateList(boardId, to, { archivedAt: Date.now() });
    await expect(tab.boards.moveCard(boardId, cardId, { listId: to, rank: 'a0' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    const db = new LanesDb(dbName);
    expect(await db.journal.count()).toBe(0);
    db.close();
  });
});

describe('writes in flight', () => {
  it('are counted until they settle, failed ones too', async () => {
    let finish = () => undefined as void;
    const write = trackWrite(new Promise<void>((resolve) => (finish = resolve)));
    const failed = trackWrite(Promise.reject(new Error('refused')));
    expect(pendingWrites()).toBe(2);
    await expect(failed).rejects.toThrow('refused');
    expect(pendingWrites()).toBe(1);
    finish();
    await write;
    expect(pendingWrites()).toBe(0);
  });

  it('include a change of notification settings, which a reload right after it would abort', async () => {
    const { inbox } = (await signedInBrowser('settings-write')).tab;
    if (!inbox) throw new Error('the local backend has an inbox');
    // The first change loads the inbox's code; the second is the one watched.
    await inbox.setSettings(DEFAULT_NOTIFICATION_SETTINGS);
    const saved = inbox.setSettings({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      mentioned: { inApp: true, push: false },
    });
    // The lazy port's own awaits are microtasks; IndexedDB cannot commit in between.
    for (let i = 0; i < 100 && pendingWrites() === 0; i++) await Promise.resolve();
    expect(pendingWrites()).toBe(1);
    await saved;
    expect(pendingWrites()).toBe(0);
  });
});
