/**
 * Attachment uploads under way on this device, per card, shared by everything that starts or shows them: the card
 * dialog (button, drop, paste) and a file dropped on a card tile on the board, which opens the dialog where its
 * progress shows. Kept outside React so an upload goes on when the dialog closes. A finished upload leaves the
 * list (the card's attachments show it); a failed one stays with its error and a Retry until dismissed.
 */
import { useSyncExternalStore } from 'react';
import { toAppError, type AppError } from '../domain/errors';
import type { FilesPort, NamedBlob, UploadTask } from './ports';

/** One upload as the UI shows it: bytes sent of `total`, or the error it failed with. */
export interface UploadEntry {
  id: number;
  boardId: string;
  cardId: string;
  name: string;
  /** Bytes sent so far. */
  sent: number;
  /** Bytes in all (the file's size). */
  total: number;
  state: 'uploading' | 'failed';
  error: AppError | null;
}

interface Running {
  entry: UploadEntry;
  file: NamedBlob;
  files: FilesPort;
  task: UploadTask<unknown> | null;
}

const running = new Map<number, Running>();
const listeners = new Set<() => void>();
let nextId = 1;
let snapshot: readonly UploadEntry[] = [];

function changed(): void {
  snapshot = [...running.values()].map((r) => r.entry);
  for (const listener of [...listeners]) listener();
}

function update(id: number, patch: Partial<UploadEntry>): void {
  const item = running.get(id);
  if (!item) return;
  item.entry = { ...item.entry, ...patch };
  changed();
}

function run(item: Running): void {
  const { id, boardId, cardId } = item.entry;
  const task = item.files.upload(boardId, cardId, item.file, {
    onProgress: (sent, total) => update(id, { sent, total }),
  });
  item.task = task;
  task.result.then(
    () => {
      running.delete(id);
      changed();
    },
    (e: unknown) => update(id, { state: 'failed', error: toAppError(e) }),
  );
}

/**
 * Starts uploading `file` to the card with `files`; returns its entry id. Check the file first (domain/files.ts
 * `checkAttachmentFile`) to refuse it with a message at once; the port checks again and fails the entry if not.
 */
export function startUpload(files: FilesPort, boardId: string, cardId: string, file: NamedBlob): number {
  const id = nextId++;
  const entry: UploadEntry = {
    id,
    boardId,
    cardId,
    name: file.name,
    sent: 0,
    total: file.size,
    state: 'uploading',
    error: null,
  };
  const item: Running = { entry, file, files, task: null };
  running.set(id, item);
  changed();
  run(item);
  return id;
}

/** Stops upload `id` and forgets it (nothing is stored). */
export function cancelUpload(id: number): void {
  running.get(id)?.task?.cancel();
  running.delete(id);
  changed();
}

/** Starts failed upload `id` again from the first byte (the same file). */
export function retryUpload(id: number): void {
  const item = running.get(id);
  if (!item || item.entry.state !== 'failed') return;
  item.entry = { ...item.entry, sent: 0, state: 'uploading', error: null };
  changed();
  run(item);
}

/** Removes failed upload `id` from the list. */
export function dismissUpload(id: number): void {
  if (running.get(id)?.entry.state !== 'failed') return;
  running.delete(id);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const EMPTY: readonly UploadEntry[] = [];
// Per card, the filtered list made from one snapshot: the same array for the same state, as
// useSyncExternalStore requires.
const filtered = new Map<string, { all: readonly UploadEntry[]; value: readonly UploadEntry[] }>();

/** The uploads of one card, oldest first, re-rendering on progress. */
export function useUploads(boardId: string, cardId: string): readonly UploadEntry[] {
  const key = `${boardId}/${cardId}`;
  return useSyncExternalStore(subscribe, () => {
    let cached = filtered.get(key);
    if (cached?.all !== snapshot) {
      const value = snapshot.filter((e) => e.boardId === boardId && e.cardId === cardId);
      cached = { all: snapshot, value: value.length ? value : EMPTY };
      if (value.length) filtered.set(key, cached);
      else filtered.delete(key);
    }
    return cached.value;
  });
}
