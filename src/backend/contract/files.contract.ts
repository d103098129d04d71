/**
 * The FilesPort contract, run against every adapter that has `files`: an attachment's bytes, record and count go
 * together; the flag's size limit and the type allow-list refuse a file before anything is stored; cancel stores
 * nothing; delete clears a cover; observers may not upload; a user's avatar comes and goes.
 */
import { describe, expect, it } from 'vitest';
import type { Backend, FilesPort, NamedBlob } from '../ports';
import { cardsWhen, seedBoard, smallPlan } from './fixtures';
import { errorCode, firstSnapshot, nextMatching, useHarness, watch, type MakeHarness } from './harness';

function filesOf(backend: Backend): FilesPort {
  if (!backend.files) throw new Error('This adapter has no `files` port.');
  return backend.files;
}

/** A file named `name` of `size` bytes (zeros) and type `type`. */
function fileOf(name: string, size: number, type: string): NamedBlob {
  return new File([new Uint8Array(size)], name, { type });
}

/** Defines the FilesPort contract for adapter `name`; `make` builds a fresh, empty harness before each test. */
export function describeFilesContract(name: string, make: MakeHarness): void {
  describe(`FilesPort contract: ${name}`, () => {
    const harness = useHarness(make);

    async function boardWithCard() {
      const { backend, signUpAs } = harness();
      const user = await signUpAs('Ann');
      const seeded = await seedBoard(backend, 'Files', [1]);
      const cardId = seeded.cardIds[0]?.[0] ?? '';
      return { backend, files: filesOf(backend), user, boardId: seeded.boardId, cardId };
    }

    it('stores a file with its record and count, reports progress, and serves it back', async () => {
      const { backend, files, user, boardId, cardId } = await boardWithCard();
      const progress: number[] = [];
      const task = files.upload(boardId, cardId, fileOf('plan.pdf', 3000, 'application/pdf'), {
        onProgress: (sent, total) => progress.push(sent / total),
      });
      const attachment = await task.result;
      expect(attachment).toMatchObject({
        boardId,
        cardId,
        name: 'plan.pdf',
        contentType: 'application/pdf',
        size: 3000,
        uploadedBy: user.uid,
        url: null,
      });
      expect(attachment?.storagePath).toBe(`boards/${boardId}/cards/${cardId}/${attachment?.id}/plan.pdf`);
      expect(progress.at(-1)).toBe(1);
      const listed = await nextMatching(watch(backend).attachments(boardId, cardId), (a) => a.length === 1);
      expect(listed[0]?.id).toBe(attachment?.id);
      await cardsWhen(backend, boardId, (cards) => cards[0]?.counts.attachments === 1);
      const url = await files.getURL(boardId, cardId, attachment?.id ?? '');
      expect(url.url).toMatch(/^(blob:|https?:)/);
      url.release();
    });

    it("serves a link attachment's own link (an imported cover)", async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const plan = smallPlan();
      const boardId = await backend.boards.importBoard(plan);
      const url = await filesOf(backend).getURL(boardId, 'c2', 'a1');
      expect(url.url).toBe('https://example.com/spec');
      url.release();
    });

    it('refuses a file over the max_attachment_mb limit and an unsupported type before storing anything', async () => {
      const { backend, files, boardId, cardId } = await boardWithCard();
      const limit = backend.flags?.get().max_attachment_mb ?? 10;
      const big = fileOf('big.zip', limit * 1_000_000 + 1, 'application/zip');
      expect(await errorCode(files.upload(boardId, cardId, big).result)).toBe('file-too-large');
      const page = fileOf('page.html', 10, 'text/html');
      expect(await errorCode(files.upload(boardId, cardId, page).result)).toBe('unsupported-file-type');
      expect(await firstSnapshot(watch(backend).attachments(boardId, cardId))).toEqual([]);
    });

    it('stores nothing when cancelled at once', async () => {
      const { backend, files, boardId, cardId } = await boardWithCard();
      const task = files.upload(boardId, cardId, fileOf('a.txt', 10, 'text/plain'));
      task.cancel();
      expect(await task.result).toBeNull();
      expect(await firstSnapshot(watch(backend).attachments(boardId, cardId))).toEqual([]);
    });

    it('deletes the record, the count and a cover that was this attachment', async () => {
      const { backend, files, boardId, cardId } = await boardWithCard();
      const image = await files.upload(boardId, cardId, fileOf('a.png', 100, 'image/png')).result;
      await backend.boards.updateCard(boardId, cardId, { coverAttachmentId: image?.id ?? null });
      await cardsWhen(backend, boardId, (cards) => cards[0]?.coverAttachmentId === image?.id);
      await files.delete(boardId, cardId, image?.id ?? '');
      const [card] = await cardsWhen(backend, boardId, (cards) => cards[0]?.counts.attachments === 0);
      expect(card?.coverAttachmentId).toBeNull();
      expect(await firstSnapshot(watch(backend).attachments(boardId, cardId))).toEqual([]);
      expect(await errorCode(files.getURL(boardId, cardId, image?.id ?? ''))).toBe('not-found');
    });

    it('refuses an upload by someone who is not a writer on the board', async () => {
      const { files, boardId, cardId } = await boardWithCard();
      await harness().signUpAs('Eve');
      const task = files.upload(boardId, cardId, fileOf('a.txt', 10, 'text/plain'));
      expect(['permission-denied', 'not-found']).toContain(await errorCode(task.result));
    });

    it('keeps the signed-in user’s avatar and removes it again', async () => {
      const { backend, signUpAs } = harness();
      const files = filesOf(backend);
      const user = await signUpAs('Ann');
      const seen = (predicate: (url: string | null) => boolean) =>
        new Promise<string | null>((resolve) => {
          const stop = files.watchAvatar(user.uid, (url) => {
            if (!predicate(url)) return;
            queueMicrotask(() => stop());
            resolve(url);
          });
        });
      expect(await seen(() => true)).toBeNull();
      const path = await files.uploadAvatar(fileOf('avatar.png', 500, 'image/png')).result;
      expect(path).toMatch(new RegExp(`^users/${user.uid}/avatar/`));
      expect(await seen((url) => url !== null)).toMatch(/^(blob:|https?:)/);
      expect(await errorCode(files.uploadAvatar(fileOf('a.gif', 5, 'image/gif')).result)).toBe(
        'unsupported-file-type',
      );
      await files.removeAvatar();
      expect(await seen((url) => url === null)).toBeNull();
    });
  });
}
