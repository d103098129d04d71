/** The matrix's card, comment and attachment operations (see operations.ts). */
import { doc, setDoc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { cardData, commentData, paths, SEED, tally } from '../rules-setup';
import { activity, board, countOnCard, now, t, type Operation } from './operation-kit';

/** Creating, editing, moving, archiving and deleting cards. */
export const CARD_WRITES: Operation[] = [
  {
    name: 'create a card',
    action: 'card.write',
    run: (db, a) => {
      const id = t('new-card', a);
      const batch = writeBatch(db).set(doc(db, paths.card(id)), cardData(a.uid ?? ''));
      batch.update(board(db), tally('card', id, 1));
      batch.set(
        ...activity(db, a, t('log-card', a), {
          type: 'card.create',
          cardId: id,
          listId: SEED.listId,
          data: { title: 'Card' },
        }),
      );
      return batch.commit();
    },
  },
  {
    name: 'edit a card',
    action: 'card.write',
    run: (db, a) =>
      updateDoc(doc(db, paths.card()), { title: t('Card', a), description: 'Text', updatedAt: now() }),
  },
  {
    name: "edit a card's checklists",
    action: 'card.write',
    run: (db) =>
      updateDoc(doc(db, paths.card()), {
        checklists: [{ id: 'k1', title: 'Steps', items: [{ id: 'i1', text: 'One', done: true }] }],
        'counts.checkItems': 1,
        'counts.checkItemsDone': 1,
        updatedAt: now(),
      }),
  },
  {
    name: "set a card's blockers (dependencies)",
    action: 'card.write',
    run: (db, a) => updateDoc(doc(db, paths.card()), { blockedBy: [t('card-9', a)], updatedAt: now() }),
  },
  {
    name: 'move a card to another list',
    action: 'card.write',
    prepare: (db, a) => setDoc(doc(db, paths.card(t('moving', a))), cardData('someone')),
    run: (db, a) => {
      const id = t('moving', a);
      const batch = writeBatch(db).update(doc(db, paths.card(id)), {
        listId: SEED.otherListId,
        rank: 'b0',
        updatedAt: now(),
      });
      const data = { fromListId: SEED.listId, toListId: SEED.otherListId };
      batch.set(
        ...activity(db, a, t('log-move', a), {
          type: 'card.move',
          cardId: id,
          listId: SEED.otherListId,
          data,
        }),
      );
      return batch.commit();
    },
  },
  {
    name: 'archive a card',
    action: 'card.write',
    prepare: (db, a) => setDoc(doc(db, paths.card(t('open-card', a))), cardData('someone')),
    run: (db, a) => {
      const id = t('open-card', a);
      const batch = writeBatch(db).update(doc(db, paths.card(id)), {
        archivedAt: Timestamp.now(),
        updatedAt: now(),
      });
      batch.update(board(db), tally('card', id, -1));
      batch.set(
        ...activity(db, a, t('log-arch', a), {
          type: 'card.archive',
          cardId: id,
          listId: SEED.listId,
          data: { title: 'Card' },
        }),
      );
      return batch.commit();
    },
  },
  {
    name: 'delete an archived card for good, with its comments',
    // delete-commands.ts deleteCard: requireBoard(…, 'board.update'); the same roles as comment.deleteAny.
    action: 'board.update',
    prepare: async (db, a) => {
      const id = t('old-card', a);
      const batch = writeBatch(db).set(
        doc(db, paths.card(id)),
        cardData('someone', { archivedAt: Timestamp.now() }),
      );
      batch.set(doc(db, `${paths.card(id)}/comments/m1`), commentData('someone'));
      await batch.commit();
    },
    run: (db, a) => {
      const id = t('old-card', a);
      const batch = writeBatch(db).delete(doc(db, `${paths.card(id)}/comments/m1`));
      batch.delete(doc(db, paths.card(id)));
      batch.set(doc(db, `${paths.board()}/tombstones/${id}`), { kind: 'card', deletedAt: now() });
      return batch.commit();
    },
  },
];

/** Comments and attachments. */
export const COMMENT_AND_FILE_WRITES: Operation[] = [
  {
    name: 'comment on a card',
    action: 'comment.create',
    run: (db, a) => {
      const id = t('new-comment', a);
      const batch = writeBatch(db).set(doc(db, paths.comment(id)), commentData(a.uid ?? ''));
      batch.update(...countOnCard(db, 'comment', id));
      batch.set(
        ...activity(db, a, t('log-comment', a), {
          type: 'comment.create',
          cardId: SEED.cardId,
          data: { commentId: id },
        }),
      );
      return batch.commit();
    },
  },
  {
    name: 'edit my own comment',
    action: 'comment.editOwn',
    // rules-setup seeds a comment `by-<role>` for each member role; others try the member's.
    run: (db, a) => {
      const own = ['owner', 'admin', 'member', 'observer'].includes(a.tag) ? a.tag : 'member';
      return updateDoc(doc(db, paths.comment(`by-${own}`)), { text: 'Edited', editedAt: now() });
    },
  },
  {
    name: 'attach a link to a card',
    action: 'attachment.write',
    run: (db, a) => {
      const id = t('new-att', a);
      const batch = writeBatch(db).set(doc(db, paths.attachment(id)), {
        name: 'Spec',
        storagePath: null,
        url: 'https://example.com/spec',
        contentType: 'text/html',
        size: 0,
        uploadedBy: a.uid,
        createdAt: now(),
      });
      batch.update(...countOnCard(db, 'attachment', id));
      return batch.commit();
    },
  },
  {
    name: 'remove an attachment',
    action: 'attachment.write',
    prepare: (db, a) =>
      setDoc(doc(db, paths.attachment(t('old-att', a))), {
        name: 'Spec',
        storagePath: null,
        url: 'https://example.com/spec',
        contentType: 'text/html',
        size: 0,
        uploadedBy: 'someone',
        createdAt: Timestamp.now(),
      }),
    run: (db, a) => {
      const id = t('old-att', a);
      const batch = writeBatch(db).delete(doc(db, paths.attachment(id)));
      batch.update(...countOnCard(db, 'attachment', id, -1));
      return batch.commit();
    },
  },
];
