/**
 * The frame of every page: the top bar with the app name, the backend mode, a guest's reminder to save their
 * boards, the notification bell, Settings, the user and Sign out; under it the maintenance and consent notices;
 * the "Update available" prompt of the service worker.
 */
import { type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useBackend } from '../backend/context';
import { whenIdle } from '../backend/idle';
import { useCurrentUser } from '../backend/use-current-user';
import { paths } from '../config/paths';
import { GuestNotice } from '../features/auth/GuestNotice';
import { SignOutButton } from '../features/auth/SignOutButton';
import { RefusedChanges } from '../features/notices/RefusedChanges';
import { ConsentBanner } from '../features/notices/ConsentBanner';
import { MaintenanceBanner } from '../features/notices/MaintenanceBanner';
import { MemoryCacheNotice } from '../features/notices/MemoryCacheNotice';
import { Link } from '../ui/routing';
import { preloadable } from '../ui/preloadable';
import { UpdatePrompt } from './UpdatePrompt';

// The bell and its inbox are a chunk of their own, fetched once the browser is idle after the first render (issue E's
// initial-JavaScript budget): the bell, its inbox's reads and its render then never share a board's first paint
// (as React.lazy's throttled reveal happened to ensure). Until then an empty slot of the bell's size keeps the top
// bar from shifting.
const BELL_SLOT = { width: 34, height: 30 } as const;
const InboxBell = preloadable(
  () => whenIdle().then(() => import('../features/inbox/InboxBell')),
  (m) => m.InboxBell,
  <span className="inbox-anchor" style={BELL_SLOT} />,
).Component;

const MODE_LABEL = { local: 'modeLocal', emulator: 'modeEmulator', firebase: null } as const;

/** The frame around the page `children`. */
export function Layout({ children }: { children: ReactNode }) {
  const { mode } = useBackend();
  const { user } = useCurrentUser();
  const { t } = useTranslation();
  const modeKey = MODE_LABEL[mode];
  return (
    <div className="app">
      <nav className="topbar" aria-label={t('mainNav')}>
        <Link to={paths.boards.href()} className="brand">
          {t('appName')}
        </Link>
        {modeKey && <span className="mode">{t(modeKey)}</span>}
        <span className="spacer" />
        <GuestNotice user={user} accountHref={paths.settings.href('account')} />
        {user && <InboxBell user={user} />}
        <Link to={paths.settings.href()} className="topbar-link">
          {t('settings')}
        </Link>
        {user && (
          <>
            <span className="who">{user.displayName || (user.isAnonymous ? t('guest') : user.email)}</span>
            <SignOutButton />
            <RefusedChanges uid={user.uid} />
          </>
        )}
      </nav>
      <MaintenanceBanner />
      <MemoryCacheNotice />
      <ConsentBanner settingsHref={paths.settings.href('privacy')} />
      {children}
      <UpdatePrompt />
    </div>
  );
}
