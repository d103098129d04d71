/**
 * A card's start and due dates: the rule between them (a card cannot be due before it starts) and the
 * `datetime-local` field's text, in the browser's time zone. Pure, so the rule is tested without a browser.
 */
import { format } from 'date-fns';
import i18next from 'i18next';

/** Epoch milliseconds as a `datetime-local` value ("2026-11-23T14:30"); '' for null. */
export function toFieldValue(at: number | null): string {
  return at === null ? '' : format(at, "yyyy-MM-dd'T'HH:mm");
}

/** A `datetime-local` value as epoch milliseconds (local time); null for '' or text that is not a date. */
export function fromFieldValue(value: string): number | null {
  if (!value) return null;
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? null : at;
}

/**
 * Why `startAt` and `dueAt` cannot be saved together, as a sentence for the person; null when they can (either
 * may be absent; equal times are allowed).
 */
export function datesProblem(startAt: number | null, dueAt: number | null): string | null {
  if (startAt !== null && dueAt !== null && startAt > dueAt) return i18next.t('card:dates.problem');
  return null;
}
