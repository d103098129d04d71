/**
 * Where the focus goes in the card dialog: to a part opened from "Add to card", or to the part a board shortcut
 * opened the card at (`d`: dates, `l`: labels).
 */
import { useEffect } from 'react';
import type { CardField } from '../../config/paths';

/** The parts of the card that stay closed while empty, each with its button in "Add to card". */
export type CardPartName = 'members' | 'labels' | 'dates' | 'dependencies' | 'checklists' | 'attachments';

/**
 * After `part` was opened from "Add to card": moves the focus to its first control once it shows (for
 * attachments, the file chooser opens), then calls `done`.
 */
export function useFocusPart(part: CardPartName | null, done: () => void): void {
  useEffect(() => {
    if (!part) return;
    const root = document.querySelector(
      `.card-dialog [data-card-part="${part}"], .card-dialog [data-card-field="${part}"]`,
    );
    if (part === 'attachments') root?.querySelector<HTMLInputElement>('input[type="file"]')?.click();
    const control = root?.querySelector<HTMLElement>(
      'input:not([type="file"]):not(:disabled), textarea, button:not(:disabled)',
    );
    control?.focus();
    control?.scrollIntoView?.({ block: 'center' });
    done();
  }, [part, done]);
}

/**
 * Moves the focus to the `[data-card-field]` part named `field` (itself or its first enabled control) once the
 * dialog has opened: a passive effect, so it runs after the dialog's own opening focus.
 */
export function useOpenAt(field: CardField | undefined): void {
  useEffect(() => {
    if (!field) return;
    const part = document.querySelector<HTMLElement>(`.card-dialog [data-card-field="${field}"]`);
    const control = part?.matches('input, button, select, textarea')
      ? part
      : part?.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled)');
    control?.focus();
    control?.scrollIntoView?.({ block: 'center' });
  }, [field]);
}
