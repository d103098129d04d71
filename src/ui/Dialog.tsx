/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes it on Escape and gives focus back
 * to what had it before.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { pushModal } from './modal-stack';

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * Opens as soon as it is rendered, with the focus on the element marked `data-autofocus` if there is one (React's
 * `autoFocus` cannot reach into a closed <dialog>), its text selected if the mark is `"select"`; `onClose` runs on Escape, the close button or a click on the
 * backdrop (outside its box).
 */
export function Dialog({ title, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  // A layout effect: its cleanup runs while the <dialog> is still in the document, so close() lets the browser
  // give focus back to what had it (a passive effect's cleanup runs after removal, and focus would be lost).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // React's autoFocus runs before this effect, while the <dialog> is still closed and nothing in it can take the
    // focus; showModal() then gives it to the first button, the close button. A field marked `data-autofocus` gets
    // it instead, so a person opening the dialog can type at once; `data-autofocus="select"` also selects a
    // proposed text, so typing replaces it.
    const field = dialog.querySelector<HTMLElement>('[data-autofocus]');
    field?.focus();
    if (field instanceof HTMLInputElement && field.dataset.autofocus === 'select') field.select();
    // Toasts render inside the innermost open dialog: the page behind it is inert.
    const forget = pushModal(dialog);
    return () => {
      forget();
      dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        // React passes a nested dialog's cancel up its tree: only Escape on this dialog closes it.
        if (e.target === ref.current) onClose();
      }}
      onClick={(e) => {
        // The backdrop is the <dialog> itself to a click, and so is a click whose press and release met different
        // elements (one re-rendered in between, as a loaded page can do): only a click outside the box closes it.
        const dialog = ref.current;
        if (e.target !== dialog || !dialog) return;
        const box = dialog.getBoundingClientRect();
        const outside =
          e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom;
        if (outside) onClose();
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
