/** Closes a popover when the pointer goes down outside it (a menu, a filter panel). */
import { useEffect, type RefObject } from 'react';

/** While `open`, a pointerdown outside `rootRef`'s element calls `close`. */
export function useDismiss(open: boolean, rootRef: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, rootRef, close]);
}
