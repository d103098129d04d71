/** Keyboard helpers shared by single-key shortcuts, which must never fire while someone types in a field. */

/** Input types that take no typing, so a shortcut may fire while one of them has focus. */
const NON_TEXT_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** True when `target` is a place where keys type text: a text input, a textarea, a select, editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}

/**
 * True when a dialog is open — a modal one, or a popover dialog (Popover.tsx): page shortcuts then stay quiet, as
 * the page behind is inert or the keys belong to the dialog.
 */
export function isModalOpen(doc: Document = document): boolean {
  return doc.querySelector('dialog[open], [role="dialog"][popover]') !== null;
}
