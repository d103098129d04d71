/**
 * firestore.rules matrix, part 2 — cards, comments, attachments metadata: each role against each operation, as
 * src/domain/permissions.ts says (observers read and comment). Needs the Firestore emulator.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { can } from '../../../domain/permissions';
import {
  addCard,
  asAdmin,
  cardData,
  clientDb,
  commentBatch,
  commentData,
  counts,
  expectRule,
  MATRIX_ROLES,
  paths,
  roleOf,
  SEED,
  setCardArchived,
  tally,
  uidOf,
  useRulesEnvironment,
  type MatrixRole,
} from './rules-setup';

describe('firestore.rules: cards', () => {
  useRulesEnvironment();

  describe.each(MATRIX_ROLES)('as %s', (role) => {
    const uid = uidOf(role);
    const db = () => clientDb(role);
    const writer = can(roleOf(role), 'card.write');

    it(`${can(roleOf(role), 'board.read') ? 'reads' : 'cannot read'} cards`, async () => {
      await expectRule(can(roleOf(role), 'board.read'), getDocs(collection(db(), `${paths.board()}/cards`)));
    });

    it(`${writer ? 'creates' : 'cannot create'} an open card with zero counts, as itself`, async () => {
      // Each with the board's tally, as the adapter writes a card (rules-limits has the tally's own cases).
      await expectRule(writer, addCard(db(), 'new', cardData(uid)));
      await expectRule(false, addCard(db(), 'c2', cardData(uidOf('owner') + 'x')));
      await expectRule(false, addCard(db(), 'c3', cardData(uid, { counts: counts(3) })));
      await expectRule(false, addCard(db(), 'c4', cardData(uid, { title: 'x'.repeat(513) })));
      await expectRule(false, addCard(db(), 'c5', cardData(uid, { description: 'x'.repeat(16_385) })));
      await expectRule(false, addCard(db(), 'c6', cardData(uid, { archivedAt: Timestamp.now() })));
      await expectRule(false, addCard(db(), 'c7', cardData(uid, { secret: true })));
    });

    it(`${writer ? 'moves' : 'cannot move'} a card by writing its listId, rank and updatedAt`, async () => {
      const ref = doc(db(), paths.card());
      await expectRule(
        writer,
        updateDoc(ref, { listId: SEED.otherListId, rank: 'a3', updatedAt: serverTimestamp() }),
      );
      await expectRule(false, updateDoc(ref, { rank: 'a4' }));
    });

    it(`${writer ? 'edits' : 'cannot edit'} a card's fields and counts; never createdBy or createdAt`, async () => {
      const ref = doc(db(), paths.card());
      const now = serverTimestamp();
      const items = [{ id: 'i1', text: 'one', done: true }];
      const checklists = [{ id: 'k1', title: 'Steps', items }];
      await expectRule(
        writer,
        updateDoc(ref, { checklists, 'counts.checkItems': 1, 'counts.checkItemsDone': 1, updatedAt: now }),
      );
      await expectRule(writer, updateDoc(ref, { dueAt: Timestamp.now(), dueDone: true, updatedAt: now }));
      await expectRule(writer, setCardArchived(db(), SEED.cardId, true));
      await expectRule(false, updateDoc(ref, { createdBy: 'someone-else-uid', updatedAt: now }));
      await expectRule(false, updateDoc(ref, { createdAt: now, updatedAt: now }));
      await expectRule(false, updateDoc(ref, { 'counts.checkItems': -1, updatedAt: now }));
      // Open again (it was archived above), so nobody may delete it.
      await asAdmin((admin) =>
        updateDoc(doc(admin, paths.card()), { archivedAt: null }).then(() =>
          updateDoc(doc(admin, paths.board()), { openCards: 1 }),
        ),
      );
      await expectRule(false, deleteDoc(ref));
    });

    it(`${writer ? 'makes' : 'cannot make'} a card a template (isTemplate: a boolean, optional)`, async () => {
      const now = serverTimestamp();
      await expectRule(writer, addCard(db(), 'tpl', cardData(uid, { isTemplate: true })));
      await expectRule(false, addCard(db(), 'tpl2', cardData(uid, { isTemplate: 'yes' })));
      const ref = doc(db(), paths.card());
      await expectRule(writer, updateDoc(ref, { isTemplate: true, updatedAt: now }));
      await expectRule(writer, updateDoc(ref, { isTemplate: false, updatedAt: now }));
      await expectRule(false, updateDoc(ref, { isTemplate: 1, updatedAt: now }));
    });

    // Issue 28 item 4.6: a badge counts what is there — counts move only beside what they count.
    it(`${can(roleOf(role), 'comment.create') ? 'raises' : 'cannot raise'} counts.comments by one, beside its comment only`, async () => {
      const ref = doc(db(), paths.card());
      const now = serverTimestamp();
      await expectRule(false, updateDoc(ref, { 'counts.comments': increment(1), updatedAt: now }));
      const existing = { kind: 'comment', id: 'by-owner' };
      await expectRule(
        false,
        updateDoc(ref, { 'counts.comments': increment(1), counted: existing, updatedAt: now }),
      );
      await expectRule(false, updateDoc(ref, { 'counts.comments': increment(2), updatedAt: now }));
      await expectRule(false, updateDoc(ref, { 'counts.comments': increment(-1), updatedAt: now }));
      await expectRule(false, updateDoc(ref, { 'counts.attachments': increment(1), updatedAt: now }));
      await expectRule(
        false,
        updateDoc(ref, { 'counts.checkItems': 7, 'counts.checkItemsDone': 7, updatedAt: now }),
      );
      await expectRule(
        can(roleOf(role), 'comment.create'),
        commentBatch(db(), 'c-new', commentData(uid)).commit(),
      );
    });

    // Issue 24: every change of a card moves its updatedAt, which is how other devices' sync hears of it.
    it('cannot change a card, its counts included, without setting updatedAt', async () => {
      const ref = doc(db(), paths.card());
      await expectRule(false, updateDoc(ref, { 'counts.comments': increment(1) }));
      await expectRule(false, updateDoc(ref, { 'counts.attachments': increment(1) }));
      await expectRule(false, updateDoc(ref, { title: 'Quietly renamed' }));
    });
  });
});

describe('firestore.rules: comments', () => {
  useRulesEnvironment();

  /** A comment and its card's count naming it, in one batch, as addComment writes them. */
  function addComment(role: MatrixRole, id: string, data = commentData(uidOf(role))) {
    return commentBatch(clientDb(role), id, data).commit();
  }

  describe.each(MATRIX_ROLES)('as %s', (role) => {
    const uid = uidOf(role);
    const db = () => clientDb(role);
    const commenter = can(roleOf(role), 'comment.create');

    it(`${can(roleOf(role), 'board.read') ? 'reads' : 'cannot read'} comments`, async () => {
      const comments = collection(db(), `${paths.card()}/comments`);
      await expectRule(can(roleOf(role), 'board.read'), getDocs(comments));
    });

    it(`${commenter ? 'adds' : 'cannot add'} a comment with its count, in one batch`, async () => {
      await expectRule(commenter, addComment(role, 'new'));
    });

    it('cannot add a comment without raising the count, for someone else, blank, too long, or backdated', async () => {
      await expectRule(false, setDoc(doc(db(), paths.comment('lone')), commentData(uid)));
      await expectRule(false, addComment(role, 'forged', commentData(uidOf('owner') + 'x')));
      await expectRule(false, addComment(role, 'blank', commentData(uid, { text: '   ' })));
      await expectRule(false, addComment(role, 'long', commentData(uid, { text: 'x'.repeat(16_385) })));
      await expectRule(
        false,
        addComment(role, 'old', commentData(uid, { createdAt: Timestamp.fromMillis(1) })),
      );
    });

    // Issue 28 item 4.4: a comment carries no name; the app shows its author's current name (member mirror), so a
    // name borrowed by a rename signs nothing. Names come only with the owner's import (Trello's authors).
    it(`${commenter ? 'adds' : 'cannot add'} a comment with no name of its own; never with one`, async () => {
      // The seeded profile of each role is named after it: even its own name, which a rename could have borrowed.
      await expectRule(false, addComment(role, 'own-name', commentData(uid, { authorName: role })));
      await expectRule(false, addComment(role, 'spoof', commentData(uid, { authorName: 'owner' })));
      await expectRule(commenter, addComment(role, 'no-name', commentData(uid, { authorName: null })));
    });

    it(`${commenter ? 'edits its own comment only' : 'cannot edit comments'}; nobody deletes one`, async () => {
      const edit = { text: 'Edited', editedAt: serverTimestamp() };
      if (role !== 'none') {
        await expectRule(commenter, updateDoc(doc(db(), paths.comment(`by-${role}`)), edit));
      }
      const other = role === 'owner' ? 'by-member' : 'by-owner';
      await expectRule(false, updateDoc(doc(db(), paths.comment(other)), edit));
      await expectRule(false, updateDoc(doc(db(), paths.comment(other)), { authorUid: uid }));
      await expectRule(false, deleteDoc(doc(db(), paths.comment(other))));
    });
  });
});

describe('firestore.rules: attachments', () => {
  useRulesEnvironment();

  const link = (uid: string, extra: Record<string, unknown> = {}) => ({
    name: 'Spec',
    storagePath: null,
    url: 'https://example.com/spec',
    contentType: 'text/html',
    size: 0,
    uploadedBy: uid,
    createdAt: serverTimestamp(),
    ...extra,
  });
  const file = (uid: string, boardId: string) =>
    link(uid, { url: null, storagePath: `boards/${boardId}/cards/${SEED.cardId}/att-9/spec.pdf`, size: 10 });

  describe.each(MATRIX_ROLES)('as %s', (role) => {
    const uid = uidOf(role);
    const db = () => clientDb(role);
    const writer = can(roleOf(role), 'attachment.write');

    it(`${can(roleOf(role), 'board.read') ? 'reads' : 'cannot read'} attachments`, async () => {
      const attachments = collection(db(), `${paths.card()}/attachments`);
      await expectRule(can(roleOf(role), 'board.read'), getDocs(attachments));
    });

    it(`${writer ? 'adds' : 'cannot add'} a link or a file of this card; never one elsewhere`, async () => {
      await expectRule(writer, setDoc(doc(db(), paths.attachment('l1')), link(uid)));
      await expectRule(writer, setDoc(doc(db(), paths.attachment('f1')), file(uid, SEED.boardId)));
      await expectRule(false, setDoc(doc(db(), paths.attachment('f2')), file(uid, SEED.otherBoardId)));
      await expectRule(false, setDoc(doc(db(), paths.attachment('l2')), link(uid, { size: -1 })));
      await expectRule(false, setDoc(doc(db(), paths.attachment('l3')), link(uidOf('owner') + 'x')));
    });

    it(`${writer ? 'deletes' : 'cannot delete'} an attachment; nobody edits one`, async () => {
      await expectRule(false, updateDoc(doc(db(), paths.attachment('att-1')), { name: 'Renamed' }));
      await expectRule(writer, deleteDoc(doc(db(), paths.attachment('att-1'))));
    });
  });

  // Issue 15 item 1: a link attachment's Download and name open its URL in Lanes' origin.
  it('refuses a link attachment that is not http(s), in any case or disguise', async () => {
    const db = clientDb('member');
    const uid = uidOf('member');
    await expectRule(
      true,
      setDoc(doc(db, paths.attachment('ok')), link(uid, { url: 'HTTPS://Example.com/a' })),
    );
    const hostile = [
      "javascript:alert('x')",
      "JaVaScRiPt:alert('x')",
      " javascript:alert('x')",
      "java\tscript:alert('x')",
      'data:text/html;base64,PHNjcmlwdD4=',
      "vbscript:msgbox('x')",
      'https://',
      `https://example.com/${'x'.repeat(2048)}`,
    ];
    for (const [i, url] of hostile.entries()) {
      await expectRule(false, setDoc(doc(db, paths.attachment(`bad-${i}`)), link(uid, { url })));
    }
  });

  it("lets the owner write an import's history and roll it back while the board is importing", async () => {
    const db = clientDb('owner');
    const uid = uidOf('owner');
    const imported = cardData(uid, { counts: counts(2), archivedAt: serverTimestamp() });
    const old = commentData(uid, { authorName: 'Trello Bob', createdAt: Timestamp.fromMillis(1_000) });
    // Not while the board is live.
    await expectRule(false, setDoc(doc(db, paths.card('imp')), imported));
    await asAdmin((admin) => updateDoc(doc(admin, paths.board()), { importState: 'importing' }));
    await expectRule(true, setDoc(doc(db, paths.card('imp')), imported));
    await expectRule(true, setDoc(doc(db, `${paths.card('imp')}/comments/m1`), old));
    await expectRule(true, setDoc(doc(db, `${paths.card('imp')}/comments/m2`), old));
    // The rollback is the owner's alone: an admin may not delete the open list…
    await expectRule(false, deleteDoc(doc(clientDb('admin'), paths.list())));
    // …but may delete an archived card's comments for good, as on any board (permissions.ts: comment.deleteAny).
    await expectRule(true, deleteDoc(doc(clientDb('admin'), `${paths.card('imp')}/comments/m2`)));
    await expectRule(true, deleteDoc(doc(db, `${paths.card('imp')}/comments/m1`)));
    await expectRule(true, deleteDoc(doc(db, paths.card('imp'))));
    await expectRule(true, deleteDoc(doc(db, paths.list())));
    // The board itself goes only through the deleteBoard callable (issue 15 item 8).
    await expectRule(false, deleteDoc(doc(db, paths.board())));
  });
});

describe('firestore.rules: delete forever (owners and admins, archived things only)', () => {
  useRulesEnvironment();

  /**
   * Deletes the seeded card with its comments and attachment record in one batch, as the adapter does: counted off
   * the board's tally when the card itself is still open (in an archived list).
   */
  function deleteCardTree(role: MatrixRole, open = false): Promise<void> {
    const db = clientDb(role);
    const batch = writeBatch(db);
    for (const author of MATRIX_ROLES.filter((r) => r !== 'none')) {
      batch.delete(doc(db, paths.comment(`by-${author}`)));
    }
    batch.delete(doc(db, paths.attachment('att-1')));
    batch.delete(doc(db, paths.card()));
    if (open) batch.update(doc(db, paths.board()), tally('card', SEED.cardId, -1));
    return batch.commit();
  }

  describe.each(MATRIX_ROLES)('as %s', (role) => {
    const admin = can(roleOf(role), 'board.update');

    it(`${admin ? 'deletes' : 'cannot delete'} an archived card with its comments; nobody an open one`, async () => {
      await expectRule(false, deleteCardTree(role));
      await asAdmin((db) => updateDoc(doc(db, paths.card()), { archivedAt: Timestamp.now() }));
      await expectRule(admin, deleteCardTree(role));
    });

    it(`${admin ? 'deletes' : 'cannot delete'} an archived list and the open cards in it`, async () => {
      await expectRule(false, deleteDoc(doc(clientDb(role), paths.list())));
      await asAdmin((db) => updateDoc(doc(db, paths.list()), { archivedAt: Timestamp.now() }));
      await expectRule(admin, deleteCardTree(role, true));
      await expectRule(admin, deleteDoc(doc(clientDb(role), paths.list())));
    });
  });
});

describe('firestore.rules: card dependencies (issue 26 item 2)', () => {
  useRulesEnvironment();
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `card-${i + 10}`);
  const edit = (role: MatrixRole, blockedBy: unknown) =>
    updateDoc(doc(clientDb(role), paths.card()), { blockedBy, updatedAt: serverTimestamp() });

  it('writers set up to 50 blockers; never the card itself, 51, or a non-id', async () => {
    await expectRule(true, edit('member', ['card-2']));
    await expectRule(true, edit('member', ids(50)));
    await expectRule(true, edit('member', []));
    await expectRule(false, edit('member', ids(51)));
    await expectRule(false, edit('member', [SEED.cardId]));
    await expectRule(false, edit('member', ['']));
    await expectRule(false, edit('member', [7]));
    await expectRule(false, edit('member', 'card-2'));
    await expectRule(false, edit('observer', ['card-2']));
  });

  it('a new card may come with blockers, checked the same way', async () => {
    const uid = uidOf('member');
    await expectRule(true, addCard(clientDb('member'), 'new-1', cardData(uid, { blockedBy: [SEED.cardId] })));
    await expectRule(false, addCard(clientDb('member'), 'new-2', cardData(uid, { blockedBy: ['new-2'] })));
    await expectRule(false, addCard(clientDb('member'), 'new-3', cardData(uid, { blockedBy: ids(51) })));
  });
});
