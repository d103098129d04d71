/**
 * Short messages at the bottom of the screen, with an optional action such as Undo. Each stays 8 seconds
 * (the undo window Lanes promises), in a polite live region for screen readers. They do not pile up: at most
 * MAX_TOASTS show, and a toast of a `kind` replaces the one of that kind already shown (the latest move's Undo,
 * not one per move). Undo stays true: undoing an older action makes the Undo of every later action on the same
 * `subject` stale (it would restore a state that is gone), so those toasts are retired with it.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/use-translation';
import { topModal, watchModals } from './modal-stack';

/** How long a toast, and so its Undo, stays: 8,000 ms. */
export const TOAST_MS = 8000;

/** How many toasts show at once: the newest ones. */
export const MAX_TOASTS = 2;

export interface ToastInput {
  text: string;
  action?: { label: string; run: () => void };
  /** A toast of this kind replaces the one already shown (e.g. 'card-move'). */
  kind?: string;
  /**
   * What the action changes back (a card's id, say). When an older toast's action runs, the later toasts with an
   * action on the same subject go; without a subject a toast counts as touching everything, so any later toast
   * with an action goes.
   */
  subject?: string;
}
interface Toast extends ToastInput {
  id: number;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);
let nextId = 1;

/** Holds the toasts and shows them. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const { t: translate } = useTranslation();
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  // Each toast's dismissal, cleared when the provider goes: none fires into a page (or a test) that moved on.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  const act = useCallback((toast: Toast) => {
    toast.action?.run();
    setToasts((all) => all.filter((t) => t.id < toast.id || (t.id > toast.id && !staleAfter(toast, t))));
  }, []);
  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId++;
      setToasts((all) => [
        ...all.filter((t) => !input.kind || t.kind !== input.kind).slice(1 - MAX_TOASTS),
        { ...input, id },
      ]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, TOAST_MS);
      timers.current.add(timer);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  // Inside the innermost open modal dialog while there is something to show: outside it the page is inert, and
  // Undo could not be clicked. An empty region stays on the page, so a dialog holds no stray status region.
  const modal = useSyncExternalStore(watchModals, topModal, () => null);
  const host = toasts.length > 0 ? modal : null;
  const region = (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className="toast">
          <span>{t.text}</span>
          {t.action && (
            <button type="button" onClick={() => act(t)}>
              {t.action.label}
            </button>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={translate('dismiss')}
            onClick={() => dismiss(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return (
    <ToastContext.Provider value={value}>
      {children}
      {host ? createPortal(region, host) : region}
    </ToastContext.Provider>
  );
}

/** Whether `later`'s action no longer applies once `undone`'s has run: it has one, on the same or any subject. */
function staleAfter(undone: Toast, later: Toast): boolean {
  if (!later.action) return false;
  return undone.subject === undefined || later.subject === undefined || undone.subject === later.subject;
}

/** Returns `show(toast)`. Outside a ToastProvider it does nothing, so components stay testable alone. */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext) ?? noop;
}
function noop() {}
