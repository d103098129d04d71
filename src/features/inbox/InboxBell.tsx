/**
 * The bell in the top bar: the unread count, a button that opens the inbox panel (its own chunk, loaded on the
 * first open), and the toasts for notifications that arrive while Lanes is in front. Shown only for a signed-in
 * user on a backend with an inbox.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { InboxPort, InboxView, User } from '../../backend/ports';
import { useWatch } from '../../backend/use-watch';
import { usePushRecipient } from '../../backend/use-push-recipient';
import { useForegroundToasts } from './use-foreground-toasts';
import { preloadable } from '../../ui/preloadable';
import './inbox.css';

const InboxPanel = preloadable(
  () => import('./InboxPanel'),
  (m) => m.InboxPanel,
  null,
).Component;

/** The count as the badge shows it: at most "99+" (Firebase counts at most 100 unread entries). */
const badge = (count: number) => (count > 99 ? '99+' : String(count));

/** The bell for `user`; nothing when the backend has no inbox. */
export function InboxBell({ user }: { user: User }) {
  const { inbox } = useBackend();
  return inbox ? <Bell user={user} inbox={inbox} /> : null;
}

function Bell({ user, inbox }: { user: User; inbox: InboxPort }) {
  const { t } = useTranslation('inbox');
  const view = useWatch<InboxView>(`inbox/${user.uid}`, (o) => inbox.watchInbox(o));
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useForegroundToasts(inbox.push, user.uid);
  // The service worker shows pushes only to this account (issue 15 item 7).
  usePushRecipient(user.uid);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  // A click outside closes the panel, as a menu does; Escape closes it and gives the bell its focus back.
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !anchor.current?.contains(e.target)) close(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const unread = view.data?.unread ?? 0;
  return (
    <div className="inbox-anchor" ref={anchor}>
      <button
        ref={button}
        type="button"
        className="inbox-bell"
        aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
        aria-expanded={open}
        aria-controls={open ? 'inbox-panel' : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 && (
          <span className="inbox-count" aria-hidden="true">
            {badge(unread)}
          </span>
        )}
      </button>
      {open && <InboxPanel id="inbox-panel" inbox={inbox} view={view} onClose={() => close(false)} />}
    </div>
  );
}
