/** Shows an error as a readable sentence in an alert region, so screen readers announce it. */
import type { ErrorCode } from '../domain/errors';
import { useTranslation } from '../i18n/use-translation';
import { describeError } from './describe-error';

/**
 * Renders nothing for a null `error`. `summaries` replaces the catalogue's sentence for codes whose usual meaning
 * is wrong for this action (an import that timed out was rolled back, not queued like an offline edit).
 */
export function ErrorMessage({
  error,
  summaries,
}: {
  error: unknown;
  summaries?: Partial<Record<ErrorCode, string>>;
}) {
  // Subscribes to language changes: describeError reads the current language itself.
  useTranslation('errors');
  if (error === null || error === undefined) return null;
  const { code, summary, detail } = describeError(error);
  return (
    <div className="error-message" role="alert">
      <strong>{summaries?.[code] ?? summary}</strong>
      {detail && <div className="error-detail">{detail}</div>}
    </div>
  );
}
