/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes it on Escape and gives focus back
 * to what had it before.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/** Opens as soon as it is rendered; `onClose` runs on Escape, the close button or a click on the backdrop. */
export function Dialog({ title, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A layout effect: its cleanup runs while the <dialog> is still in the document, so close() lets the browser
  // give focus back to what had it (a passive effect's cleanup runs after removal, and focus would be lost).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
