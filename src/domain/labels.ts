/** The labels a new board starts with, as Trello's boards do. */
import { newId } from './ids';
import type { Label } from './model';

/** Trello's six default label colours, unnamed, in Trello's order. */
export const DEFAULT_LABEL_COLORS = ['green', 'yellow', 'orange', 'red', 'purple', 'blue'] as const;

/** A new board's labels: one per default colour, each with a fresh id and an empty name. */
export function defaultLabels(): Label[] {
  return DEFAULT_LABEL_COLORS.map((color) => ({ id: newId(), name: '', color }));
}

/**
 * The ids of `to`'s labels matching (same name and colour) the labels `ids` of `from`, in `ids` order: how a card's
 * labels travel to another board (one with no match there stays behind, as in Trello).
 */
export function matchLabels(ids: readonly string[], from: readonly Label[], to: readonly Label[]): string[] {
  const matched: string[] = [];
  for (const id of ids) {
    const label = from.find((l) => l.id === id);
    const match = label && to.find((l) => l.name === label.name && l.color === label.color);
    if (match && !matched.includes(match.id)) matched.push(match.id);
  }
  return matched;
}
