/**
 * firestore.rules matrix, part 6 — what a review found the rules let through (issue 15 item 8): a card in a list
 * that does not exist, people assigned who are not members, names of people from elsewhere on a live card,
 * activity entries of any shape and size, an import's history written by someone other than its owner, and ids
 * long enough to make a board too big to delete in one request. Needs the Firestore emulator.
 */
import {
  doc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  addCard,
  asAdmin,
  cardData,
  clientDb,
  commentBatch,
  commentData,
  counts,
  expectRule,
  paths,
  SEED,
  tally,
  uidOf,
  useRulesEnvironment,
} from './rules-setup';

const member = uidOf('member');

describe('firestore.rules: cards hold what belongs to the board', () => {
  useRulesEnvironment();

  it('a card is created in, and moved to, lists of the board only', async () => {
    const db = clientDb('member');
    await expectRule(false, addCard(db, 'c-nowhere', cardData(member, { listId: 'no-such-list' })));
    await expectRule(true, addCard(db, 'c-here', cardData(member, { listId: SEED.otherListId })));
    const ref = doc(db, paths.card());
    await expectRule(
      false,
      updateDoc(ref, { listId: 'no-such-list', rank: 'a1', updatedAt: serverTimestamp() }),
    );
  });

  it('only members are assigned; one who left may stay assigned until someone takes them off', async () => {
    const db = clientDb('member');
    await expectRule(false, addCard(db, 'c-stranger', cardData(member, { assigneeIds: ['stranger-uid'] })));
    await expectRule(true, addCard(db, 'c-team', cardData(member, { assigneeIds: [uidOf('admin')] })));
    const ref = doc(db, paths.card());
    const now = serverTimestamp();
    await expectRule(false, updateDoc(ref, { assigneeIds: ['stranger-uid'], updatedAt: now }));
    await expectRule(true, updateDoc(ref, { assigneeIds: [uidOf('observer')], updatedAt: now }));
    // The observer leaves the board; the card can still be edited, and they taken off.
    const roles = { [uidOf('owner')]: 'owner', [uidOf('admin')]: 'admin', [member]: 'member' };
    await asAdmin((admin) => updateDoc(doc(admin, paths.board()), { roles, memberIds: Object.keys(roles) }));
    await expectRule(true, updateDoc(ref, { title: 'Still editable', updatedAt: now }));
    await expectRule(true, updateDoc(ref, { assigneeIds: [], updatedAt: now }));
  });

  it('names of people from elsewhere come only with the owner’s import', async () => {
    const db = clientDb('member');
    await expectRule(true, addCard(db, 'c-plain', cardData(member)));
    await expectRule(false, addCard(db, 'c-names', cardData(member, { memberNames: ['Owner (really)'] })));
  });
});

describe('firestore.rules: an import’s history is its owner’s alone', () => {
  useRulesEnvironment();

  it('a writer other than the owner adds no archived or counted cards, and no backdated comments', async () => {
    await asAdmin((admin) => updateDoc(doc(admin, paths.board()), { importState: 'importing' }));
    const imported = (uid: string) => cardData(uid, { counts: counts(7), archivedAt: serverTimestamp() });
    await expectRule(false, setDoc(doc(clientDb('member'), paths.card('imp-m')), imported(member)));
    await expectRule(false, setDoc(doc(clientDb('admin'), paths.card('imp-a')), imported(uidOf('admin'))));
    await expectRule(true, setDoc(doc(clientDb('owner'), paths.card('imp-o')), imported(uidOf('owner'))));
    const old = (uid: string) =>
      commentData(uid, { createdAt: Timestamp.fromMillis(1_000), authorName: 'Trello Bob' });
    const observer = uidOf('observer');
    await expectRule(false, setDoc(doc(clientDb('observer'), paths.comment('old-obs')), old(observer)));
    await expectRule(true, setDoc(doc(clientDb('owner'), paths.comment('old-own')), old(uidOf('owner'))));
  });
});

describe('firestore.rules: activity entries say what their kind says, no more', () => {
  useRulesEnvironment();

  const entry = (type: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    type,
    actorUid: member,
    cardId: null,
    listId: null,
    data,
    createdAt: serverTimestamp(),
    ...extra,
  });

  /** Card `id` created with the tally and entry `e` beside it, in one batch, as createCard writes them. */
  function createWith(db: Firestore, id: string, e: Record<string, unknown>) {
    const batch = writeBatch(db);
    batch.set(doc(db, paths.card(id)), cardData(member, { title: 'Paint' }));
    batch.update(doc(db, paths.board()), tally('card', id, 1));
    batch.set(doc(db, paths.activity(`for-${id}`)), e);
    return batch.commit();
  }

  it('accepts Lanes’ own shapes and refuses anything bigger or different', async () => {
    const db = clientDb('member');
    const created = (data: Record<string, unknown>, id: string) =>
      createWith(db, id, entry('card.create', data, { cardId: id, listId: SEED.listId }));
    await expectRule(true, created({ title: 'Paint' }, 'c1'));
    await expectRule(false, created({ title: 'x'.repeat(100_000) }, 'c2'));
    await expectRule(false, created({ title: 'Paint', note: 'x' }, 'c3'));
    await expectRule(false, created({ reason: 'x'.repeat(5_000) }, 'c4'));
    await expectRule(false, created({ title: { deep: 'x' } }, 'c5'));
  });

  // Issue 28 item 4.5: an entry reports a change the same batch makes — nothing logged that did not happen.
  it('only beside the change it reports', async () => {
    const db = clientDb('member');
    const archive = entry('card.archive', { title: 'Card' }, { cardId: SEED.cardId });
    await expectRule(false, setDoc(doc(db, paths.activity('fake-archive')), archive));
    const big = entry('board.import', { lists: 100_000, cards: 100_000 });
    await expectRule(false, setDoc(doc(db, paths.activity('fake-import')), big));
    const moved = entry(
      'card.move',
      { fromListId: SEED.listId, toListId: SEED.otherListId },
      { cardId: SEED.cardId },
    );
    await expectRule(false, setDoc(doc(db, paths.activity('fake-move')), moved));
    const observer = clientDb('observer');
    const said = (id: string) => ({
      ...entry('comment.create', { commentId: id }, { cardId: SEED.cardId }),
      actorUid: uidOf('observer'),
    });
    await expectRule(false, setDoc(doc(observer, paths.activity('fake-comment')), said('no-such-comment')));
    await expectRule(
      false,
      createWith(db, 'c-other', entry('card.create', { title: 'Paint' }, { cardId: 'c-x' })),
    );
    // The same entries beside their changes pass.
    const archived = writeBatch(db);
    archived.update(doc(db, paths.card()), { archivedAt: serverTimestamp(), updatedAt: serverTimestamp() });
    archived.update(doc(db, paths.board()), tally('card', SEED.cardId, -1));
    archived.set(doc(db, paths.activity('archive')), archive);
    await expectRule(true, archived.commit());
    const comment = commentBatch(observer, 'm-obs', commentData(uidOf('observer')));
    comment.set(doc(observer, paths.activity('comment')), said('m-obs'));
    await expectRule(true, comment.commit());
    const move = writeBatch(db);
    move.update(doc(db, paths.card()), {
      listId: SEED.otherListId,
      rank: 'a5',
      updatedAt: serverTimestamp(),
    });
    move.set(doc(db, paths.activity('move')), moved);
    await expectRule(true, move.commit());
  });

  it('an import is logged by its owner, in the batch that finishes it', async () => {
    await asAdmin((admin) => updateDoc(doc(admin, paths.board()), { importState: 'importing' }));
    const finish = (role: 'owner' | 'admin') => {
      const db = clientDb(role);
      const batch = writeBatch(db);
      batch.update(doc(db, paths.board()), { importState: null, updatedAt: serverTimestamp() });
      batch.set(doc(db, paths.activity(`import-${role}`)), {
        ...entry('board.import', { lists: 2, cards: 1 }),
        actorUid: uidOf(role),
      });
      return batch.commit();
    };
    await expectRule(false, finish('admin'));
    await expectRule(true, finish('owner'));
  });
});

describe('firestore.rules: ids are at most 128 characters', () => {
  useRulesEnvironment();

  // A board whose documents carry 1,500-byte ids needs only a few thousand of them to pass the request size
  // limit of one transaction: deleting it in one would fail (item 3); the rules keep ids to idSchema's length.
  it('refuses a list, card, comment, attachment or activity entry with a longer id', async () => {
    const db = clientDb('member');
    const long = 'x'.repeat(129);
    await expectRule(false, addCard(db, long, cardData(member)));
    const comment = writeBatch(db);
    comment.set(doc(db, paths.comment(long)), commentData(member));
    comment.update(doc(db, paths.card()), { 'counts.comments': increment(1), updatedAt: serverTimestamp() });
    await expectRule(false, comment.commit());
    await expectRule(
      false,
      setDoc(doc(db, paths.activity(long)), {
        type: 'card.archive',
        actorUid: member,
        cardId: null,
        listId: null,
        data: { title: 'Paint' },
        createdAt: serverTimestamp(),
      }),
    );
  });
});

// Issue 28 item 4.6: the attachment badge moves only beside the attachment record it counts (files.ts writes both).
describe('firestore.rules: attachment counts', () => {
  useRulesEnvironment();

  it('move by one only beside the record they name', async () => {
    const db = clientDb('member');
    const card = doc(db, paths.card());
    const now = serverTimestamp();
    await expectRule(false, updateDoc(card, { 'counts.attachments': increment(5), updatedAt: now }));
    const named = { kind: 'attachment', id: 'att-1' };
    await expectRule(
      false,
      updateDoc(card, { 'counts.attachments': increment(1), counted: named, updatedAt: now }),
    );
    const add = writeBatch(db);
    add.set(doc(db, paths.attachment('att-2')), {
      name: 'Spec',
      storagePath: null,
      url: 'https://example.com/spec',
      contentType: 'text/html',
      size: 0,
      uploadedBy: member,
      createdAt: now,
    });
    add.update(card, {
      'counts.attachments': increment(1),
      counted: { kind: 'attachment', id: 'att-2' },
      updatedAt: now,
    });
    await expectRule(true, add.commit());
    const remove = writeBatch(db);
    remove.delete(doc(db, paths.attachment('att-1')));
    remove.update(card, { 'counts.attachments': increment(-1), counted: named, updatedAt: now });
    await expectRule(true, remove.commit());
  });
});
