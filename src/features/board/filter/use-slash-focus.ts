/** `/` focuses the board's search box, as in Trello and GitHub: never while typing in a field or in a dialog. */
import { useEffect, type RefObject } from 'react';
import { isModalOpen, isTypingTarget } from '../../../ui/keyboard';

/** While mounted, a `/` pressed outside any text field and with no dialog open focuses (and selects) `ref`. */
export function useSlashFocus(ref: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if (isTypingTarget(e.target) || isModalOpen()) return;
      const input = ref.current;
      if (!input) return;
      e.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref]);
}
