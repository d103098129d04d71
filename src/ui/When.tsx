/**
 * When something was written (a comment, a notice): in words within a week, the date past that (`formatWhen`),
 * and the exact date and time in the app's language in a tooltip shown on hover and on keyboard focus, and read
 * by screen readers as the element's description.
 */
import { useId } from 'react';
import { formatDate, formatWhen } from '../i18n/format';
import { useNow } from './now';
import './when.css';

/** `at`: ms since the epoch. */
export function When({ at }: { at: number }) {
  const now = useNow();
  const tip = useId();
  return (
    <span className="when">
      <time dateTime={new Date(at).toISOString()} tabIndex={0} aria-describedby={tip}>
        {formatWhen(at, now)}
      </time>
      <span id={tip} role="tooltip" className="when-tip">
        {formatDate(at, 'medium')}
      </span>
    </span>
  );
}
