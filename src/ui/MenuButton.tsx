/**
 * A button that opens a menu of actions (WAI-ARIA menu button): arrow keys move between items, Escape closes and
 * gives focus back to the button, a click outside or Tab closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './menu-button.css';

/** One action of a menu. */
export interface MenuItem {
  label: string;
  onSelect: () => void;
}

export interface MenuButtonProps {
  /** The button's text; also names the menu for screen readers. */
  label: string;
  /** The items, or a function that builds them when the menu opens (a board's 50 list menus stay unbuilt). */
  items: readonly MenuItem[] | (() => readonly MenuItem[]);
  className?: string;
  /** What the button shows instead of `label` (an icon, "⋯"); `label` then names it for screen readers. */
  content?: ReactNode;
}

export function MenuButton({ label, items, className, content }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => entries[(to + entries.length) % entries.length]?.focus();
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(entries.length - 1);
    else if (e.key === 'Escape') close();
    else if (e.key === 'Tab') setOpen(false);
    else return;
    if (e.key !== 'Tab') {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  return (
    <div ref={rootRef} className={`menu-button ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={content === undefined ? undefined : label}
        onClick={() => setOpen((was) => !was)}
      >
        {content ?? label}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className="menu-items"
          onKeyDown={onMenuKeyDown}
        >
          {(typeof items === 'function' ? items() : items).map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                // Focus goes back to the button first, so a dialog the item opens returns it there on close.
                close();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
