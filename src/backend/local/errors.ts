/** Translates what Dexie and IndexedDB throw into AppError codes (ARCHITECTURE.md §7), at the adapter's edge. */
import { AppError } from '../../domain/errors';

const UNAVAILABLE = new Set([
  'MissingAPIError',
  'OpenFailedError',
  'DatabaseClosedError',
  'InvalidStateError',
  'VersionError',
  'UpgradeError',
  'TimeoutError',
]);

function errorName(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null || !('name' in e)) return undefined;
  return typeof e.name === 'string' ? e.name : undefined;
}

/** The error IndexedDB reported for the first failed row of a Dexie bulk operation, if any. */
function firstBulkFailure(e: unknown): unknown {
  if (typeof e !== 'object' || e === null || !('failures' in e) || !Array.isArray(e.failures))
    return undefined;
  return e.failures[0];
}

/**
 * An AppError for anything thrown inside the local adapter: AppErrors pass through; a duplicate key becomes
 * `invalid-argument`; a full disk `limit-exceeded`; a database that cannot open `unavailable`; the rest `internal`.
 */
export function toLocalAppError(e: unknown): AppError {
  if (e instanceof AppError) return e;
  // Dexie wraps an error thrown inside a transaction callback; unwrap it so its code survives.
  if (typeof e === 'object' && e !== null && 'inner' in e && e.inner instanceof AppError) return e.inner;
  const name = errorName(e) === 'BulkError' ? errorName(firstBulkFailure(e)) : errorName(e);
  const detail = e instanceof Error && e.message ? e.message : String(e);
  if (name === 'ConstraintError') {
    return new AppError('invalid-argument', `Something with this id already exists (${detail}).`, {
      cause: e,
    });
  }
  if (name === 'QuotaExceededError') {
    return new AppError('limit-exceeded', "This browser's storage for Lanes is full.", { cause: e });
  }
  if (name !== undefined && UNAVAILABLE.has(name)) {
    return new AppError('unavailable', `The local database is not available (${detail}).`, { cause: e });
  }
  return new AppError('internal', detail || 'Something went wrong in the local database.', { cause: e });
}
