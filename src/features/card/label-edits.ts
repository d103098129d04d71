/**
 * Edits of a board's labels as pure functions returning a new array, written with one
 * `updateBoard({ labels })`. Names are trimmed and at most 100 characters; a board holds at most 1,000 labels.
 */
import i18next from 'i18next';
import { AppError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import { LABEL_NAME_MAX, LABELS_PER_BOARD } from '../../domain/limits';
import type { Label } from '../../domain/model';

/** A label name as stored: trimmed. Throws `invalid-argument` past 100 characters (Lanes' limit). */
export function labelName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length > LABEL_NAME_MAX)
    throw new AppError('invalid-argument', i18next.t('card:labels.nameTooLong', { max: LABEL_NAME_MAX }));
  return trimmed;
}

/** `labels` with label `id` renamed to `name` (may be empty: a colour-only label). Throws as `labelName`. */
export function renameLabel(labels: readonly Label[], id: string, name: string): Label[] {
  const clean = labelName(name);
  return labels.map((l) => (l.id === id ? { ...l, name: clean } : l));
}

/** `labels` with label `id` given colour `color` (a name from colors.ts `LABEL_COLOR_NAMES`). */
export function recolorLabel(labels: readonly Label[], id: string, color: string): Label[] {
  return labels.map((l) => (l.id === id ? { ...l, color } : l));
}

/**
 * `labels` with a new label at the end. Throws `limit-exceeded` past 1,000 labels (Trello's
 * `limits.labels.perBoard`), `invalid-argument` for a name over 100 characters.
 */
export function addLabel(labels: readonly Label[], name: string, color: string): Label[] {
  if (labels.length >= LABELS_PER_BOARD)
    throw new AppError('limit-exceeded', i18next.t('card:labels.tooMany', { max: LABELS_PER_BOARD }));
  return [...labels, { id: newId(), name: labelName(name), color }];
}

/**
 * `labels` without label `id`, with what Undo needs: the label and where it was (null when it was not there).
 * Cards keep the id in their `labelIds`: they show the label again when it is restored.
 */
export function deleteLabel(
  labels: readonly Label[],
  id: string,
): { labels: Label[]; removed: { label: Label; index: number } | null } {
  const index = labels.findIndex((l) => l.id === id);
  if (index < 0) return { labels: [...labels], removed: null };
  return { labels: labels.filter((l) => l.id !== id), removed: { label: labels[index]!, index } };
}

/** `labels` with `label` put back at `index` (Undo of `deleteLabel`); unchanged when it is there already. */
export function restoreLabel(labels: readonly Label[], label: Label, index: number): Label[] {
  if (labels.some((l) => l.id === label.id)) return [...labels];
  const next = [...labels];
  next.splice(Math.min(index, next.length), 0, label);
  return next;
}
