/**
 * The open modal dialogs, innermost last. A modal <dialog> makes the rest of the page inert (not clickable, not
 * read by screen readers), so what must stay usable while one is open — the toasts and their Undo — is rendered
 * inside the innermost one (toast.tsx).
 */

const stack: HTMLElement[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Records `dialog` as the innermost open modal; returns the function that forgets it (on close). */
export function pushModal(dialog: HTMLElement): () => void {
  stack.push(dialog);
  emit();
  return () => {
    const at = stack.lastIndexOf(dialog);
    if (at >= 0) stack.splice(at, 1);
    emit();
  };
}

/** The innermost open modal dialog, or null when none is open. */
export function topModal(): HTMLElement | null {
  return stack.at(-1) ?? null;
}

/** Calls `listener` whenever a modal opens or closes; returns the unsubscribe (for useSyncExternalStore). */
export function watchModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
