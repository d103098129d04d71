/**
 * A small non-modal dialog next to the control that opened it, as Trello's Move popover: the HTML popover API puts
 * it in the top layer and closes it on a click outside or Escape. The
 * page behind stays as it is — not inert — so opening and closing it does not make the browser restyle the whole
 * page, which a modal <dialog> does (bench/modal-restyle.ts). For a task of a moment (pick a list and a place);
 * anything longer is a Dialog.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

export interface PopoverProps {
  title: ReactNode;
  /** Closed by Escape, a click outside or the × button. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/** Keeps `box` (position: fixed) within the window, below `anchor` where it fits, else above it. */
function place(box: HTMLElement, anchor: Element | null) {
  const margin = 8;
  const { width, height } = box.getBoundingClientRect();
  const at = anchor?.getBoundingClientRect() ?? new DOMRect(innerWidth / 2 - width / 2, innerHeight / 3, width, 0);
  const below = at.bottom + 4;
  const top = below + height + margin <= innerHeight ? below : Math.max(margin, at.top - height - 4);
  const left = Math.min(Math.max(margin, at.left), Math.max(margin, innerWidth - width - margin));
  box.style.top = `${top}px`;
  box.style.left = `${left}px`;
}

/** Opens as soon as it is rendered, next to what had the focus; gives the focus back there when dismissed. */
export function Popover({ title, onClose, children, className }: PopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.showPopover();
    place(box, opener);
    box.querySelector<HTMLElement>('select, input, button:not(.popover-close)')?.focus();
    const onToggle = (e: Event) => {
      if ((e as ToggleEvent).newState === 'closed') close.current();
    };
    box.addEventListener('toggle', onToggle);
    return () => {
      box.removeEventListener('toggle', onToggle);
      // Dismissed with the focus still inside: back to the opener. (After a choice the caller moves it on.)
      const focusInside = box.contains(document.activeElement);
      if (box.matches(':popover-open')) box.hidePopover();
      if (focusInside && opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <div
      ref={ref}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      className={`popover ${className ?? ''}`}
      onKeyDown={(e) => {
        // The popover's own Escape (the browser closes it): not the board's too.
        if (e.key === 'Escape') e.stopPropagation();
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button popover-close" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </div>
  );
}
