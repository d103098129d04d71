/**
 * firestore.rules for what Firebase mode's sync reads beside the board (docs/sync.md, issue 24; issue 23 item 12):
 * tombstones — written only by owners and admins, only beside the delete of the list or card they name, read by
 * members — and Firestore's member mirror `boardMembers/{boardId}`, read by members and written by nobody but the
 * Cloud Functions.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { can } from '../../../domain/permissions';
import {
  asAdmin,
  clientDb,
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

const tombstone = (id: string) => `${paths.board()}/tombstones/${id}`;

/** Deletes the seeded (archived) card with its tombstone and tally, as deleteCard does, as `role`. */
function deleteCardWithTombstone(
  role: MatrixRole,
  data: Record<string, unknown> = { kind: 'card', deletedAt: serverTimestamp() },
) {
  const db = clientDb(role);
  const batch = writeBatch(db);
  for (const by of ['owner', 'admin', 'member', 'observer']) batch.delete(doc(db, paths.comment(`by-${by}`)));
  batch.delete(doc(db, paths.attachment('att-1')));
  batch.delete(doc(db, paths.card()));
  batch.set(doc(db, tombstone(SEED.cardId)), data);
  return batch.commit();
}

describe('firestore.rules: tombstones', () => {
  useRulesEnvironment();

  describe.each(MATRIX_ROLES)('as %s', (role) => {
    const admin = can(roleOf(role), 'board.update');

    it(`${can(roleOf(role), 'board.read') ? 'reads' : 'cannot read'} the board's tombstones`, async () => {
      await expectRule(
        can(roleOf(role), 'board.read'),
        getDocs(collection(clientDb(role), `${paths.board()}/tombstones`)),
      );
    });

    it(`${admin ? 'leaves' : 'cannot leave'} a tombstone beside deleting an archived card for good`, async () => {
      await setCardArchived(clientDb('owner'), SEED.cardId, true);
      await expectRule(admin, deleteCardWithTombstone(role));
    });
  });

  it('refuses a tombstone of a card still there, without its delete, of another shape, or changed later', async () => {
    const db = clientDb('owner');
    await expectRule(
      false,
      setDoc(doc(db, tombstone(SEED.cardId)), { kind: 'card', deletedAt: serverTimestamp() }),
    );
    await expectRule(
      false,
      setDoc(doc(db, tombstone('never-was')), { kind: 'card', deletedAt: serverTimestamp() }),
    );
    await setCardArchived(db, SEED.cardId, true);
    await expectRule(
      false,
      deleteCardWithTombstone('owner', { kind: 'card', deletedAt: Timestamp.fromMillis(1) }),
    );
    await expectRule(false, deleteCardWithTombstone('owner', { kind: 'list', deletedAt: serverTimestamp() }));
    await expectRule(
      false,
      deleteCardWithTombstone('owner', { kind: 'card', deletedAt: serverTimestamp(), note: 'x' }),
    );
    await expectRule(true, deleteCardWithTombstone('owner'));
    await expectRule(
      false,
      setDoc(doc(db, tombstone(SEED.cardId)), { kind: 'card', deletedAt: serverTimestamp() }),
    );
    await expectRule(false, deleteDoc(doc(db, tombstone(SEED.cardId))));
  });

  it('takes a list’s tombstone beside the delete of the archived list', async () => {
    const db = clientDb('admin');
    const batch = writeBatch(db);
    batch.update(doc(db, paths.list(SEED.otherListId)), {
      archivedAt: Timestamp.now(),
      updatedAt: serverTimestamp(),
    });
    batch.update(doc(db, paths.board()), tally('list', SEED.otherListId, -1));
    await batch.commit();
    const del = writeBatch(db);
    del.delete(doc(db, paths.list(SEED.otherListId)));
    del.set(doc(db, tombstone(SEED.otherListId)), { kind: 'list', deletedAt: serverTimestamp() });
    await expectRule(true, del.commit());
  });
});

describe('firestore.rules: the member mirror boardMembers/{boardId}', () => {
  useRulesEnvironment();

  describe.each(MATRIX_ROLES)('as %s', (role) => {
    it(`${can(roleOf(role), 'board.read') ? 'reads' : 'cannot read'} the board's member names, and never writes them`, async () => {
      await asAdmin((db) =>
        setDoc(doc(db, `boardMembers/${SEED.boardId}`), {
          members: { [uidOf('owner')]: { role: 'owner', name: 'owner' } },
        }),
      );
      const ref = doc(clientDb(role), `boardMembers/${SEED.boardId}`);
      await expectRule(can(roleOf(role), 'board.read'), getDoc(ref));
      await expectRule(false, setDoc(ref, { members: {} }));
      await expectRule(false, deleteDoc(ref));
    });
  });
});
