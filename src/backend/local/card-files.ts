/**
 * The files that go with a card moved to another board in local mode (the moveCardToBoard callable): copied to
 * their new paths before the move's transaction, so no attachment ever names a missing file, and the old ones
 * deleted after it; the copies go again if the move is refused.
 */
import { movedAttachmentPath } from '../../domain/files';
import type { MoveCardToBoardInput, MoveCardToBoardOutput } from '../../domain/calls';
import type { LanesDb } from './db';

type Move = { from: string; to: string };

/** Copies the file of `from` to `to` (nothing when there is no such file). */
async function copyFile(db: LanesDb, { from, to }: Move): Promise<void> {
  const row = await db.files.get(from);
  if (row) await db.files.put({ ...row, path: to });
}

/** Copies the files of the card `input` moves to their new paths; returns what it copied. */
export async function copyCardFiles(db: LanesDb, input: MoveCardToBoardInput): Promise<Move[]> {
  const attachments = await db.attachments
    .where('[boardId+cardId]')
    .equals([input.boardId, input.cardId])
    .toArray();
  const moves = attachments.flatMap((a): Move[] => {
    if (!a.storagePath) return [];
    const to = movedAttachmentPath(a.storagePath, input.boardId, input.cardId, input.toBoardId);
    return to ? [{ from: a.storagePath, to }] : [];
  });
  for (const move of moves) await copyFile(db, move);
  return moves;
}

/**
 * Runs `move` with the card's files copied first: on success the old files go (a file attached meanwhile is
 * copied then), on failure the copies do.
 */
export async function withCardFiles(
  db: LanesDb,
  input: MoveCardToBoardInput,
  move: () => Promise<MoveCardToBoardOutput>,
): Promise<MoveCardToBoardOutput> {
  const copied = await copyCardFiles(db, input);
  let out: MoveCardToBoardOutput;
  try {
    out = await move();
  } catch (e) {
    await db.files.bulkDelete(copied.map((m) => m.to));
    throw e;
  }
  for (const file of out.files) if (!copied.some((m) => m.from === file.from)) await copyFile(db, file);
  await db.files.bulkDelete(out.files.map((m) => m.from));
  return out;
}
