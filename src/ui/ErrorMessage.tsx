/** Shows an error as a readable sentence in an alert region, so screen readers announce it. */
import { describeError } from './describe-error';

/** Renders nothing for a null `error`. */
export function ErrorMessage({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  const { summary, detail } = describeError(error);
  return (
    <div className="error-message" role="alert">
      <strong>{summary}</strong>
      {detail && <div className="error-detail">{detail}</div>}
    </div>
  );
}
