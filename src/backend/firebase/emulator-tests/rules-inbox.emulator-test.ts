/**
 * firestore.rules for notifications (issue D item 4): an inbox entry's owner reads it and may only mark it read
 * once, with the server's time; nobody else reads or writes it; notification settings are the owner's, with
 * exactly the known switches. Needs the Firestore emulator (`npm run test:emulators`).
 */
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../domain/notifications';
import { asAdmin, clientDb, expectRule, uidOf, useRulesEnvironment } from './rules-setup';

const me = uidOf('member');
const other = uidOf('owner');
const entry = `users/${me}/inbox/n-1`;
const settings = (uid: string) => `users/${uid}/settings/notifications`;

describe('firestore.rules: inbox and notification settings', () => {
  useRulesEnvironment();
  const db = () => clientDb('member');

  it('lets the owner set readAt to the server time, and nothing else', async () => {
    await expectRule(false, updateDoc(doc(db(), entry), { readAt: Timestamp.fromMillis(1) }));
    await expectRule(false, updateDoc(doc(db(), entry), { readAt: serverTimestamp(), text: 'x' }));
    await expectRule(false, updateDoc(doc(clientDb('owner'), entry), { readAt: serverTimestamp() }));
    await expectRule(true, updateDoc(doc(db(), entry), { readAt: serverTimestamp() }));
  });

  it('marks an entry read only once', async () => {
    await asAdmin((admin) => updateDoc(doc(admin, entry), { readAt: Timestamp.fromMillis(5) }));
    await expectRule(false, updateDoc(doc(db(), entry), { readAt: serverTimestamp() }));
  });

  it('never lets a client create or delete an entry', async () => {
    await expectRule(false, setDoc(doc(db(), `users/${me}/inbox/n-2`), { type: 'assigned', readAt: null }));
    await expectRule(false, deleteDoc(doc(db(), entry)));
    await expectRule(false, getDoc(doc(clientDb(null), entry)));
  });

  it('keeps settings the owner’s, with exactly the known switches', async () => {
    const valid = { ...DEFAULT_NOTIFICATION_SETTINGS, updatedAt: serverTimestamp() };
    await expectRule(true, setDoc(doc(db(), settings(me)), valid));
    await expectRule(true, getDoc(doc(db(), settings(me))));
    await expectRule(false, getDoc(doc(db(), settings(other))));
    await expectRule(false, setDoc(doc(db(), settings(other)), valid));
    await expectRule(false, setDoc(doc(db(), settings(me)), { ...valid, spam: true }));
    await expectRule(
      false,
      setDoc(doc(db(), settings(me)), { ...valid, assigned: { inApp: 'yes', push: true } }),
    );
    await expectRule(
      false,
      setDoc(doc(db(), settings(me)), { ...valid, mentioned: { inApp: true, push: true, email: true } }),
    );
    await expectRule(
      false,
      setDoc(doc(db(), settings(me)), { ...valid, updatedAt: Timestamp.fromMillis(1) }),
    );
    await expectRule(true, setDoc(doc(db(), settings(me)), { updatedAt: serverTimestamp() }));
  });
});
