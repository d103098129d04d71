/**
 * The moveCardToBoard callable (src/domain/calls/move-card-to-board.ts) with the card's attachment files: they are
 * copied to their new paths before the transaction (only for a caller who may write cards on both boards), so no
 * moved attachment ever names a missing file; the old files are deleted once the move has committed, and the
 * copies if it was refused. A file attached between the copy and the transaction is copied after it.
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import { callHandlers, moveCardToBoardInputSchema, type MoveCardToBoardOutput } from '../../src/domain/calls';
import { movedAttachmentPath } from '../../src/domain/files';
import { can, type Role } from '../../src/domain/permissions';
import { adminCallTx } from './admin-tx';
import { available, deleteFiles } from './mirror';
import { recount } from './tally';
import { CALLABLE_OPTIONS, contextOf, toHttpsError } from './wrap';

type FileMove = MoveCardToBoardOutput['files'][number];

/** Whether `uid` may write cards on board `boardId` (permissions.ts `card.write`). */
async function mayWrite(db: Firestore, boardId: string, uid: string): Promise<boolean> {
  const roles = (await db.doc(`boards/${boardId}`).get()).get('roles') as Record<string, Role> | undefined;
  const role = roles && Object.hasOwn(roles, uid) ? roles[uid] : undefined;
  return role !== undefined && can(role, 'card.write');
}

/** The files the move of `data` will take along, when the input is sound and `uid` may make it; else none. */
async function plannedFiles(db: Firestore, uid: string | null, data: unknown): Promise<FileMove[]> {
  const parsed = moveCardToBoardInputSchema.safeParse(data);
  if (!uid || !parsed.success) return [];
  const { boardId, cardId, toBoardId } = parsed.data;
  if (!(await mayWrite(db, boardId, uid)) || !(await mayWrite(db, toBoardId, uid))) return [];
  const attachments = await db.collection(`boards/${boardId}/cards/${cardId}/attachments`).get();
  return attachments.docs.flatMap((doc): FileMove[] => {
    const from: unknown = doc.get('storagePath');
    const to = typeof from === 'string' ? movedAttachmentPath(from, boardId, cardId, toBoardId) : null;
    return typeof from === 'string' && to ? [{ from, to }] : [];
  });
}

/** Copies each file to its new path; throws when one cannot be copied (nothing has moved yet). */
async function copyFiles(moves: FileMove[]): Promise<void> {
  if (moves.length === 0) return;
  if (!available('FIREBASE_STORAGE_EMULATOR_HOST')) {
    logger.info(`copying ${moves.length} Storage files skipped: no Storage emulator`);
    return;
  }
  const bucket = getStorage().bucket();
  await Promise.all(moves.map(({ from, to }) => bucket.file(from).copy(bucket.file(to))));
}

export const moveCardToBoard = onCall(CALLABLE_OPTIONS, async (request): Promise<MoveCardToBoardOutput> => {
  const ctx = contextOf(request);
  const db = getFirestore();
  let copied: FileMove[] = [];
  let output: MoveCardToBoardOutput;
  try {
    copied = await plannedFiles(db, ctx.uid, request.data);
    await copyFiles(copied);
    output = await db.runTransaction((t) =>
      callHandlers.moveCardToBoard(ctx, request.data, adminCallTx(db, t)),
    );
  } catch (e) {
    await deleteFiles(copied.map((m) => m.to));
    throw toHttpsError(e);
  }
  try {
    await copyFiles(output.files.filter((f) => !copied.some((m) => m.from === f.from)));
  } catch (e) {
    logger.error('copying a file attached during a card move failed', e);
  }
  await deleteFiles(output.files.map((f) => f.from));
  // One open card fewer on the board it left, one more on the board it joined: both tallies (issue 15 item 4)
  // counted again, as the rules' limits read them; a failure is logged, the next counted write is checked anyway.
  const { boardId } = request.data as { boardId: string };
  await Promise.all([recount(db, boardId), recount(db, output.boardId)]).catch((e: unknown) =>
    logger.error('recounting the boards of a moved card failed', e),
  );
  return output;
});
