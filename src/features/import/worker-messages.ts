/**
 * What the import dialog and its worker (import.worker.ts) say to each other. Errors cross as plain data: a
 * structured clone keeps an Error's message but not AppError's `code` nor an ImportFileError's `problem`.
 */
import { toAppError, type ErrorCode } from '../../domain/errors';
import type { BoardFileSource, MappedBoard } from '../../domain/import/board-file';
import type { ImportProgress } from '../../domain/import/plan';
import { isImportFileError, type ImportProblem } from '../../domain/import/read/problems';

/** The dialog asks the worker to read and map one file. */
export interface WorkerRequest {
  file: File;
}

/** An error from the worker: an AppError's code and message, and the problem when the file itself was refused. */
export interface WorkerError {
  code: ErrorCode;
  message: string;
  fileName?: string;
  problem?: ImportProblem;
}

/** The worker's messages: progress while reading and mapping, then the plans (one per board) or the error. */
export type WorkerReply =
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'mapped'; source: BoardFileSource; boards: MappedBoard[] }
  | { type: 'failed'; error: WorkerError };

/** `e` as a WorkerError (an unknown error becomes `internal`). */
export function toWorkerError(e: unknown): WorkerError {
  if (isImportFileError(e)) {
    return { code: e.code, message: e.message, fileName: e.fileName, problem: e.problem };
  }
  const error = toAppError(e);
  return { code: error.code, message: error.message };
}
