/**
 * firestore.rules matrix, part 5 — limits the app checks, checked again by the rules (issue 15 item 4): the
 * board's tally of open lists (500) and open cards (5,000), written in the batch that opens or closes one and
 * naming it; check items per checklist (200) and checklists per card (20). Needs the Firestore emulator.
 */
import {
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  addCard,
  addList,
  asAdmin,
  cardData,
  clientDb,
  expectRule,
  listData,
  paths,
  SEED,
  setCardArchived,
  tally,
  uidOf,
  useRulesEnvironment,
} from './rules-setup';
import { titleSchema } from '../../../domain/model';

const member = uidOf('member');

/** The seeded board's tally now (read with the rules off). */
async function tallyNow(): Promise<{ openLists?: number; openCards?: number }> {
  let data: Record<string, unknown> = {};
  await asAdmin(async (db) => {
    data = (await getDoc(doc(db, paths.board()))).data() ?? {};
  });
  return { openLists: data.openLists as number, openCards: data.openCards as number };
}

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, text: 'x', done: false }));
const checklist = (id: string, n: number) => ({ id, title: 'Steps', items: items(n) });

describe('firestore.rules: the board tally of open cards', () => {
  useRulesEnvironment();

  it('a card is created only with the tally raised by one, naming it', async () => {
    const db = clientDb('member');
    await expectRule(true, addCard(db, 'c-new', cardData(member)));
    expect(await tallyNow()).toMatchObject({ openCards: 2 });
    // Not without the tally, not two cards for one count, not counted by two or under another card's name.
    await expectRule(false, setDoc(doc(db, paths.card('c-alone')), cardData(member)));
    const two = writeBatch(db);
    two.set(doc(db, paths.card('c-a')), cardData(member));
    two.set(doc(db, paths.card('c-b')), cardData(member));
    two.update(doc(db, paths.board()), tally('card', 'c-a', 1));
    await expectRule(false, two.commit());
    const byTwo = writeBatch(db);
    byTwo.set(doc(db, paths.card('c-c')), cardData(member));
    byTwo.update(doc(db, paths.board()), { openCards: increment(2), counted: { kind: 'card', id: 'c-c' } });
    await expectRule(false, byTwo.commit());
    const misnamed = writeBatch(db);
    misnamed.set(doc(db, paths.card('c-d')), cardData(member));
    misnamed.update(doc(db, paths.board()), tally('card', SEED.cardId, 1));
    await expectRule(false, misnamed.commit());
    expect(await tallyNow()).toMatchObject({ openCards: 2 });
  });

  it('refuses the 5,001st open card, and a restore past 5,000', async () => {
    await asAdmin((db) => updateDoc(doc(db, paths.board()), { openCards: 4_999 }));
    const db = clientDb('member');
    await expectRule(true, addCard(db, 'c-5000', cardData(member)));
    await expectRule(false, addCard(db, 'c-5001', cardData(member)));
    await asAdmin((admin) => updateDoc(doc(admin, paths.card()), { archivedAt: Timestamp.now() }));
    await asAdmin((admin) => updateDoc(doc(admin, paths.board()), { openCards: 5_000 }));
    await expectRule(false, setCardArchived(db, SEED.cardId, false));
  });

  it('archiving and restoring a card move the tally; nothing else does', async () => {
    const db = clientDb('member');
    await expectRule(
      false,
      updateDoc(doc(db, paths.card()), { archivedAt: Timestamp.now(), updatedAt: serverTimestamp() }),
    );
    await expectRule(true, setCardArchived(db, SEED.cardId, true));
    expect(await tallyNow()).toMatchObject({ openCards: 0 });
    await expectRule(true, setCardArchived(db, SEED.cardId, false));
    expect(await tallyNow()).toMatchObject({ openCards: 1 });
    // The tally alone, or naming a card whose state this batch does not change, is refused.
    await expectRule(false, updateDoc(doc(db, paths.board()), tally('card', SEED.cardId, -1)));
    await expectRule(false, updateDoc(doc(db, paths.board()), { openCards: 0 }));
    // A move is still one write: the tally is not touched.
    await expectRule(
      true,
      updateDoc(doc(db, paths.card()), {
        listId: SEED.otherListId,
        rank: 'a5',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('an observer moves no tally at all', async () => {
    await expectRule(
      false,
      updateDoc(doc(clientDb('observer'), paths.board()), tally('card', SEED.cardId, -1)),
    );
    await expectRule(false, addCard(clientDb('observer'), 'c-obs', cardData(uidOf('observer'))));
  });

  it('deleting an open card of an archived list for good counts it off', async () => {
    await asAdmin((admin) => updateDoc(doc(admin, paths.list()), { archivedAt: Timestamp.now() }));
    const db = clientDb('admin');
    const comments = ['owner', 'admin', 'member', 'observer'].map((r) => doc(db, paths.comment(`by-${r}`)));
    const without = writeBatch(db);
    for (const ref of comments) without.delete(ref);
    without.delete(doc(db, paths.attachment('att-1')));
    without.delete(doc(db, paths.card()));
    await expectRule(false, without.commit());
    const counted = writeBatch(db);
    for (const ref of comments) counted.delete(ref);
    counted.delete(doc(db, paths.attachment('att-1')));
    counted.delete(doc(db, paths.card()));
    counted.update(doc(db, paths.board()), tally('card', SEED.cardId, -1));
    await expectRule(true, counted.commit());
    expect(await tallyNow()).toMatchObject({ openCards: 0 });
  });
});

describe('firestore.rules: the board tally of open lists', () => {
  useRulesEnvironment();

  it('a list is created and archived only with the tally, up to 500', async () => {
    const db = clientDb('member');
    await expectRule(false, setDoc(doc(db, paths.list('l-alone')), listData()));
    await expectRule(true, addList(db, 'l-new', listData()));
    expect(await tallyNow()).toMatchObject({ openLists: 3 });
    const archive = writeBatch(db);
    archive.update(doc(db, paths.list('l-new')), {
      archivedAt: Timestamp.now(),
      updatedAt: serverTimestamp(),
    });
    archive.update(doc(db, paths.board()), tally('list', 'l-new', -1));
    await expectRule(true, archive.commit());
    await asAdmin((admin) => updateDoc(doc(admin, paths.board()), { openLists: 500 }));
    await expectRule(false, addList(db, 'l-501', listData()));
  });
});

describe('firestore.rules: check items', () => {
  useRulesEnvironment();

  it('at most 200 check items in each checklist, at most 20 checklists on a card', async () => {
    const ref = doc(clientDb('member'), paths.card());
    // With the count of their items, as the adapter writes it (issue 28 item 4.6: counts only with what they count).
    const at = (checklists: { items: unknown[] }[]) =>
      updateDoc(ref, {
        checklists,
        'counts.checkItems': checklists.reduce((n, c) => n + c.items.length, 0),
        updatedAt: serverTimestamp(),
      });
    await expectRule(true, at([checklist('k1', 200)]));
    await expectRule(false, at([checklist('k1', 201)]));
    // The 13th checklist of a card, past the first ten checked.
    const many = Array.from({ length: 13 }, (_, i) => checklist(`k${i}`, i === 12 ? 201 : 1));
    await expectRule(false, at(many));
    await expectRule(true, at(many.map((c, i) => (i === 12 ? checklist('k12', 200) : c))));
    // A copy of a card with every checklist full: 20 checklists the write brings, each checked.
    await expectRule(true, at(Array.from({ length: 20 }, (_, i) => checklist(`c${i}`, 200))));
    await expectRule(false, at(Array.from({ length: 21 }, (_, i) => checklist(`k${i}`, 2))));
  });
});

// Issue 28 item 4.1-4.2: what the rules accept, the app's schemas read (convert.ts drops what they refuse: the card
// or list vanishes for everyone). Each attack beside a write of the same shape that passes.
describe('firestore.rules: nothing the app cannot read', () => {
  useRulesEnvironment();

  const edit = (data: Record<string, unknown>) =>
    updateDoc(doc(clientDb('member'), paths.card()), { ...data, updatedAt: serverTimestamp() });

  it('titles and descriptions within the limits as the app counts them', async () => {
    const readable = (title: string) => titleSchema.safeParse(title).success;
    // One non-ASCII character no longer buys 8× the limit (the old ceiling was 512 × 8 units for such text).
    const long = `${'x'.repeat(4_000)}é`;
    expect(readable(long)).toBe(false);
    await expectRule(false, edit({ title: long }));
    // An ideographic space is blank to the app's trim, not to the rules' own trim().
    expect(readable('\u3000')).toBe(false);
    await expectRule(false, edit({ title: '\u3000' }));
    await expectRule(false, edit({ description: `${'x'.repeat(20_000)}é` }));
    // 512 emoji: 1,024 UTF-16 units, 512 code points — the app reads them, and so do the rules.
    expect(readable('😀'.repeat(512))).toBe(true);
    await expectRule(true, edit({ title: '😀'.repeat(512) }));
    await expectRule(true, edit({ title: ' Plan\u3000', description: 'é'.repeat(16_384) }));
  });

  it('checklists, their items and label ids in the shapes the app reads', async () => {
    const item = { id: 'i1', text: 'Buy paint', done: false };
    const one = (c: Record<string, unknown>) => ({ checklists: [c], 'counts.checkItems': 1 });
    const steps = (items: unknown) => ({ id: 'k1', title: 'Steps', items });
    await expectRule(false, edit(one(steps([{ ...item, text: 'x'.repeat(100_000) }]))));
    await expectRule(false, edit(one(steps([{ ...item, done: 'yes' }]))));
    await expectRule(false, edit(one(steps([{ ...item, note: 'x' }]))));
    await expectRule(false, edit({ checklists: [steps('abc')], 'counts.checkItems': 3 }));
    await expectRule(false, edit(one({ ...steps([item]), title: 'x'.repeat(513) })));
    await expectRule(false, edit(one({ ...steps([item]), extra: true })));
    await expectRule(false, edit({ labelIds: [''] }));
    await expectRule(false, edit({ labelIds: ['a', 7] }));
    await expectRule(false, edit({ labelIds: ['x'.repeat(129)] }));
    await expectRule(true, edit(one(steps([item]))));
    await expectRule(true, edit({ labelIds: ['lbl1', 'x'.repeat(128)] }));
  });
});

describe('firestore.rules: an import is counted when it finishes', () => {
  useRulesEnvironment();

  it('the owner writes cards without the tally while importing, then sets it within the limits', async () => {
    await asAdmin((admin) => updateDoc(doc(admin, paths.board()), { importState: 'importing' }));
    const db = clientDb('owner');
    const owner = uidOf('owner');
    await expectRule(true, setDoc(doc(db, paths.card('imp-1')), cardData(owner)));
    const finish = (openCards: number) =>
      updateDoc(doc(db, paths.board()), {
        importState: null,
        openLists: 2,
        openCards,
        updatedAt: serverTimestamp(),
      });
    await expectRule(false, finish(5_001));
    await expectRule(true, finish(2));
    // Finished: the next card needs the tally again.
    await expectRule(false, setDoc(doc(db, paths.card('imp-2')), cardData(owner)));
  });

  it('nobody else may delete the board, the owner neither: deleteBoard does', async () => {
    await asAdmin((admin) => updateDoc(doc(admin, paths.board()), { importState: 'importing' }));
    await expectRule(false, deleteDoc(doc(clientDb('owner'), paths.board())));
  });
});
