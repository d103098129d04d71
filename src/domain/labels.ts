/** The labels a new board starts with, as Trello's boards do. */
import { newId } from './ids';
import type { Label } from './model';

/** Trello's six default label colours, unnamed, in Trello's order. */
export const DEFAULT_LABEL_COLORS = ['green', 'yellow', 'orange', 'red', 'purple', 'blue'] as const;

/** A new board's labels: one per default colour, each with a fresh id and an empty name. */
export function defaultLabels(): Label[] {
  return DEFAULT_LABEL_COLORS.map((color) => ({ id: newId(), name: '', color }));
}
