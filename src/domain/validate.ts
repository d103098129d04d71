/** Turns zod's verdict on input into an AppError whose message a person can act on. */
import type * as z from 'zod/mini';
import { AppError } from './errors';

/**
 * Parses `value` with `schema`, or throws: `limit-exceeded` when something is too long or too many (the message
 * names the field and the limit), `invalid-argument` for anything else. `what` names the thing for the message, or
 * `where` says in words what an issue's path points at.
 */
export function parseOrThrow<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  what: string,
  where: (path: readonly PropertyKey[]) => string = (path) =>
    path.length > 0 ? `${what} ${path.join('.')}` : what,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const place = where(issue?.path ?? []);
  if (issue?.code === 'too_big') {
    const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
    throw new AppError('limit-exceeded', `${place} is over the limit of ${String(issue.maximum)}${unit}.`, {
      cause: result.error,
    });
  }
  throw new AppError('invalid-argument', `${place}: ${issue?.message ?? 'invalid value'}`, {
    cause: result.error,
  });
}
