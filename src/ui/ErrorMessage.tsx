/** Shows an error as a readable sentence in an alert region, so screen readers announce it. */
import { useTranslation } from '../i18n/use-translation';
import { describeError } from './describe-error';

/** Renders nothing for a null `error`. */
export function ErrorMessage({ error }: { error: unknown }) {
  // Subscribes to language changes: describeError reads the current language itself.
  useTranslation('errors');
  if (error === null || error === undefined) return null;
  const { summary, detail } = describeError(error);
  return (
    <div className="error-message" role="alert">
      <strong>{summary}</strong>
      {detail && <div className="error-detail">{detail}</div>}
    </div>
  );
}
