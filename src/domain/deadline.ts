/**
 * A wait with a deadline, for the imports' writes (src/backend/firebase/import-client.ts, functions/src/import-board.ts):
 * Firestore may leave a request unanswered for as long as it likes, and a person waiting on it must be told.
 */

/**
 * Resolves or rejects as `work` does, unless `ms` (milliseconds) pass first: then rejects with `late()`. `work`
 * itself goes on (a request already sent may still land).
 */
export async function withDeadline<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const passed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  try {
    return await Promise.race([work, passed]);
  } finally {
    clearTimeout(timer);
  }
}
