/**
 * firestore.rules matrix, part 3 — users/{uid} (owner only), their inbox (Cloud Functions only) and invites
 * (Cloud Functions only), for every role of the board matrix. Needs the Firestore emulator.
 */
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { asAdmin, clientDb, expectRule, MATRIX_ROLES, uidOf, useRulesEnvironment } from './rules-setup';

describe('firestore.rules: users, inbox, invites', () => {
  useRulesEnvironment();

  describe.each(MATRIX_ROLES)('as %s', (role) => {
    const uid = uidOf(role);
    const other = uidOf(role === 'owner' ? 'member' : 'owner');
    const db = () => clientDb(role);

    it('reads and writes its own profile only, with whitelisted fields', async () => {
      await expectRule(true, getDoc(doc(db(), `users/${uid}`)));
      await expectRule(false, getDoc(doc(db(), `users/${other}`)));
      await expectRule(true, updateDoc(doc(db(), `users/${uid}`), { displayName: 'New name' }));
      await expectRule(false, updateDoc(doc(db(), `users/${uid}`), { createdAt: serverTimestamp() }));
      await expectRule(false, updateDoc(doc(db(), `users/${uid}`), { emailLower: 'someone@else.test' }));
      await expectRule(false, updateDoc(doc(db(), `users/${uid}`), { admin: true }));
      await expectRule(false, updateDoc(doc(db(), `users/${other}`), { displayName: 'Hijacked' }));
      await expectRule(false, deleteDoc(doc(db(), `users/${other}`)));
      await expectRule(true, deleteDoc(doc(db(), `users/${uid}`)));
    });

    it('creates its own profile with the server time and its own e-mail', async () => {
      await asAdmin((admin) => deleteDoc(doc(admin, `users/${uid}`)));
      const profile = { displayName: role, photoURL: null, emailLower: `${role}@example.test` };
      await expectRule(
        false,
        setDoc(doc(db(), `users/${uid}`), { ...profile, createdAt: Timestamp.fromMillis(1) }),
      );
      await expectRule(
        false,
        setDoc(doc(db(), `users/${uid}`), {
          ...profile,
          emailLower: 'x@y.test',
          createdAt: serverTimestamp(),
        }),
      );
      await expectRule(true, setDoc(doc(db(), `users/${uid}`), { ...profile, createdAt: serverTimestamp() }));
      await expectRule(
        false,
        setDoc(doc(db(), `users/${uid}-2`), { ...profile, createdAt: serverTimestamp() }),
      );
    });

    it('reads its own inbox but never writes it beyond `readAt` (Cloud Functions do; rules-inbox has the rest)', async () => {
      await expectRule(true, getDoc(doc(db(), `users/${uid}/inbox/n-1`)));
      await expectRule(false, getDoc(doc(db(), `users/${other}/inbox/n-1`)));
      await expectRule(false, updateDoc(doc(db(), `users/${uid}/inbox/n-1`), { text: 'Changed' }));
      await expectRule(false, setDoc(doc(db(), `users/${other}/inbox/n-2`), { type: 'spam', text: 'x' }));
      await expectRule(false, deleteDoc(doc(db(), `users/${uid}/inbox/n-1`)));
    });

    it('registers its own devices only', async () => {
      const device = { pushEnabled: true, updatedAt: serverTimestamp() };
      await expectRule(true, setDoc(doc(db(), `users/${uid}/devices/fid-1`), device));
      await expectRule(false, setDoc(doc(db(), `users/${other}/devices/fid-1`), device));
      await expectRule(false, setDoc(doc(db(), `users/${uid}/devices/fid-2`), { ...device, token: 'x' }));
    });

    it('neither reads nor writes invites (Cloud Functions do)', async () => {
      await expectRule(false, getDoc(doc(db(), 'invites/inv-1')));
      await expectRule(false, setDoc(doc(db(), 'invites/inv-2'), { boardId: 'board-1', role: 'owner' }));
      await expectRule(false, updateDoc(doc(db(), 'invites/inv-1'), { acceptedBy: uid }));
      await expectRule(false, deleteDoc(doc(db(), 'invites/inv-1')));
    });
  });

  // Issue 15 item 1: a profile photo is shown to every member of a shared board.
  it('stores a profile photo only as an http(s) link', async () => {
    const ref = doc(clientDb('member'), `users/${uidOf('member')}`);
    await expectRule(true, updateDoc(ref, { photoURL: 'https://lh3.googleusercontent.com/a/photo' }));
    for (const photoURL of [
      "javascript:alert('x')",
      'data:image/svg+xml;base64,PHN2Zz4=',
      ' https://x.test/',
    ]) {
      await expectRule(false, updateDoc(ref, { photoURL }));
    }
  });

  it('refuses users, inbox and invites to a client that is not signed in', async () => {
    const db = clientDb(null);
    await expectRule(false, getDoc(doc(db, `users/${uidOf('owner')}`)));
    await expectRule(false, getDoc(doc(db, `users/${uidOf('owner')}/inbox/n-1`)));
    await expectRule(false, getDoc(doc(db, 'invites/inv-1')));
  });
});
