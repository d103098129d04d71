/**
 * storage.rules matrix: attachments under a board for every role (writers upload and delete, every member reads,
 * strangers nothing — but anyone reads a public board's files, signed out too), the size ceiling and the
 * content-type allow-list, no overwrites; avatars written by their owner only, images only, small. The role comes from the board in Firestore (`firestore.get`), so this needs the
 * Storage AND Firestore emulators. Expected outcomes come from src/domain/permissions.ts.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { deleteObject, getBytes, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES_DEFAULT, LIMITS_DOC } from '../../../domain/attachment-limit';
import { ATTACHMENT_BYTES_CEILING, AVATAR_MAX_BYTES } from '../../../domain/limits';
import { can } from '../../../domain/permissions';
import { DEMO_PROJECT_ID, EMULATORS } from '../config';
import { boardData, MATRIX_ROLES, SEED, SEED_ROLES, uidOf, type MatrixRole } from './rules-setup';

let env: RulesTestEnvironment | null = null;
const testEnv = () => {
  if (!env) throw new Error('The environment is not set up.');
  return env;
};

const filePath = (name: string, attachmentId = 'att-1') =>
  `boards/${SEED.boardId}/cards/${SEED.cardId}/${attachmentId}/${name}`;
const seededFile = filePath('seeded.pdf', 'att-0');

/** The modular Storage of a client signed in as `role` (null: signed out). */
function clientStorage(role: MatrixRole | null): FirebaseStorage {
  const e = testEnv();
  const ctx = role === null ? e.unauthenticatedContext() : e.authenticatedContext(uidOf(role));
  // rules-unit-testing types it as the compat Storage; the modular API accepts it (it unwraps `_delegate`).
  return ctx.storage() as unknown as FirebaseStorage;
}

const bytes = (n: number) => new Uint8Array(n);
const expectRule = (allowed: boolean, op: Promise<unknown>) =>
  allowed ? assertSucceeds(op) : assertFails(op);

describe('storage.rules', () => {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: DEMO_PROJECT_ID,
      firestore: {
        rules: readFileSync('firestore.rules', 'utf8'),
        host: EMULATORS.host,
        port: EMULATORS.firestore,
      },
      storage: {
        rules: readFileSync('storage.rules', 'utf8'),
        host: EMULATORS.host,
        port: EMULATORS.storage,
      },
    });
  });
  beforeEach(async () => {
    const e = testEnv();
    await e.clearFirestore();
    await e.clearStorage();
    await e.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(
        doc(ctx.firestore() as unknown as Firestore, `boards/${SEED.boardId}`),
        boardData(SEED_ROLES),
      );
      const storage = ctx.storage() as unknown as FirebaseStorage;
      await uploadBytes(ref(storage, seededFile), bytes(10), { contentType: 'application/pdf' });
      await uploadBytes(ref(storage, `users/${uidOf('member')}/avatar/a.png`), bytes(10), {
        contentType: 'image/png',
      });
    });
  });
  afterAll(async () => {
    await env?.cleanup();
    env = null;
  });

  describe.each(MATRIX_ROLES)('attachments as %s', (role) => {
    const writer = role !== 'none' && can(role, 'card.write');
    const member = role !== 'none';
    const storage = () => clientStorage(role);

    it('uploads only with a writing role, an allowed type and a size within the ceiling', async () => {
      await expectRule(
        writer,
        uploadBytes(ref(storage(), filePath('plan.pdf')), bytes(100), { contentType: 'application/pdf' }),
      );
      await expectRule(
        writer,
        uploadBytes(ref(storage(), filePath('a.png', 'att-2')), bytes(100), { contentType: 'image/png' }),
      );
      await expectRule(
        false,
        uploadBytes(ref(storage(), filePath('x.html', 'att-3')), bytes(100), { contentType: 'text/html' }),
      );
      await expectRule(
        false,
        uploadBytes(ref(storage(), filePath('x.svg', 'att-4')), bytes(100), { contentType: 'image/svg+xml' }),
      );
    });

    it('never overwrites a stored file', async () => {
      await expectRule(
        false,
        uploadBytes(ref(storage(), seededFile), bytes(5), { contentType: 'application/pdf' }),
      );
    });

    it('reads as a member, deletes as a writer', async () => {
      await expectRule(member, getBytes(ref(storage(), seededFile)));
      await expectRule(writer, deleteObject(ref(storage(), seededFile)));
    });
  });

  it('refuses an attachment over the ceiling (bytes) and anything signed out', async () => {
    const owner = clientStorage('owner');
    // A config/limits above the ceiling: the ceiling still holds.
    await testEnv().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore() as unknown as Firestore, LIMITS_DOC), {
        attachmentMaxBytes: 5 * ATTACHMENT_BYTES_CEILING,
      });
    });
    const over = ATTACHMENT_BYTES_CEILING + 1;
    await assertFails(
      uploadBytes(ref(owner, filePath('big.zip')), bytes(over), { contentType: 'application/zip' }),
    );
    await assertFails(getBytes(ref(clientStorage(null), seededFile)));
    await assertFails(
      uploadBytes(ref(clientStorage(null), filePath('a.pdf', 'att-5')), bytes(1), {
        contentType: 'application/pdf',
      }),
    );
  });

  // Issue 15 item 4: the limit of Remote Config's `max_attachment_mb`, as syncAttachmentLimit copies it.
  it('refuses an attachment over config/limits, or over 10 MB (the default) while it does not exist', async () => {
    const owner = clientStorage('owner');
    const upload = (name: string, size: number) =>
      uploadBytes(ref(owner, filePath(name, `att-${name}`)), bytes(size), { contentType: 'application/zip' });
    await assertSucceeds(upload('at-default.zip', ATTACHMENT_MAX_BYTES_DEFAULT));
    await assertFails(upload('over-default.zip', ATTACHMENT_MAX_BYTES_DEFAULT + 1));
    await testEnv().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore() as unknown as Firestore, LIMITS_DOC), { attachmentMaxBytes: 1_000 });
    });
    await assertSucceeds(upload('at-limit.zip', 1_000));
    await assertFails(upload('over-limit.zip', 1_001));
  });

  it('lets only the owner write their avatar: PNG, JPEG or WebP, at most 1 MB; signed-in users read it', async () => {
    const mine = `users/${uidOf('member')}/avatar/new.jpg`;
    const member = clientStorage('member');
    await assertSucceeds(uploadBytes(ref(member, mine), bytes(1000), { contentType: 'image/jpeg' }));
    await assertFails(
      uploadBytes(ref(member, mine), bytes(AVATAR_MAX_BYTES + 1), { contentType: 'image/jpeg' }),
    );
    await assertFails(uploadBytes(ref(member, mine), bytes(10), { contentType: 'image/gif' }));
    await assertFails(uploadBytes(ref(member, mine), bytes(10), { contentType: 'application/pdf' }));
    const owners = `users/${uidOf('owner')}/avatar/x.png`;
    await assertFails(uploadBytes(ref(member, owners), bytes(10), { contentType: 'image/png' }));
    await assertSucceeds(getBytes(ref(clientStorage('owner'), `users/${uidOf('member')}/avatar/a.png`)));
    await assertFails(getBytes(ref(clientStorage(null), `users/${uidOf('member')}/avatar/a.png`)));
    await assertFails(deleteObject(ref(clientStorage('owner'), `users/${uidOf('member')}/avatar/a.png`)));
    await assertSucceeds(deleteObject(ref(member, `users/${uidOf('member')}/avatar/a.png`)));
  });

  // Issue 27 item 1: a public board's files are read like its attachment records (firestore.rules isPublic).
  it("lets anyone read a public board's files, signed out too, but upload or delete none", async () => {
    const setBoard = (fields: Record<string, unknown>) =>
      testEnv().withSecurityRulesDisabled((ctx) =>
        updateDoc(doc(ctx.firestore() as unknown as Firestore, `boards/${SEED.boardId}`), fields),
      );
    const signedOut = clientStorage(null);
    const stranger = clientStorage('none');
    const pdf = { contentType: 'application/pdf' };
    await assertFails(getBytes(ref(signedOut, seededFile)));
    await assertFails(getBytes(ref(stranger, seededFile)));

    await setBoard({ publicView: { comments: false, searchEngines: false } });
    await assertSucceeds(getBytes(ref(signedOut, seededFile)));
    await assertSucceeds(getBytes(ref(stranger, seededFile)));
    // Writes stay with the board's writers: the same upload by a member passes.
    await assertFails(uploadBytes(ref(signedOut, filePath('a.pdf', 'att-6')), bytes(1), pdf));
    await assertFails(uploadBytes(ref(stranger, filePath('a.pdf', 'att-6')), bytes(1), pdf));
    await assertSucceeds(
      uploadBytes(ref(clientStorage('member'), filePath('a.pdf', 'att-6')), bytes(1), pdf),
    );
    await assertFails(deleteObject(ref(signedOut, seededFile)));
    await assertFails(deleteObject(ref(stranger, seededFile)));

    // Not while it is being imported, nor once it is private again.
    await setBoard({ importState: 'importing' });
    await assertFails(getBytes(ref(signedOut, seededFile)));
    await setBoard({ importState: null, publicView: null });
    await assertFails(getBytes(ref(signedOut, seededFile)));
    await assertSucceeds(getBytes(ref(clientStorage('observer'), seededFile)));
  });

  it('refuses everything outside the two folders', async () => {
    await assertFails(
      uploadBytes(ref(clientStorage('owner'), 'public/x.png'), bytes(1), { contentType: 'image/png' }),
    );
    await assertFails(
      uploadBytes(ref(clientStorage('owner'), `boards/${SEED.boardId}/x.png`), bytes(1), {
        contentType: 'image/png',
      }),
    );
  });
});
