/**
 * The frame of every page: the top bar with the app name, the backend mode, a guest's reminder to save their
 * boards, Settings, the user and Sign out; under it the maintenance and consent notices; the "Update available"
 * prompt of the service worker.
 */
import { Link, Outlet } from 'react-router';
import { useBackend } from '../backend/context';
import { useCurrentUser } from '../backend/use-current-user';
import { paths } from '../config/paths';
import { GuestNotice } from '../features/auth/GuestNotice';
import { ConsentBanner } from '../features/notices/ConsentBanner';
import { MaintenanceBanner } from '../features/notices/MaintenanceBanner';
import { MemoryCacheNotice } from '../features/notices/MemoryCacheNotice';
import { UpdatePrompt } from './UpdatePrompt';

const MODE_LABEL = { local: 'Local: saved in this browser', emulator: 'Emulator', firebase: '' } as const;

export function Layout() {
  const { auth, mode } = useBackend();
  const { user } = useCurrentUser();
  return (
    <div className="app">
      <nav className="topbar" aria-label="Main">
        <Link to={paths.boards.href()} className="brand">
          Lanes
        </Link>
        {MODE_LABEL[mode] && <span className="mode">{MODE_LABEL[mode]}</span>}
        <span className="spacer" />
        <GuestNotice user={user} accountHref={paths.settings.href('account')} />
        <Link to={paths.settings.href()} className="topbar-link">
          Settings
        </Link>
        {user && (
          <>
            <span className="who">{user.displayName || (user.isAnonymous ? 'Guest' : user.email)}</span>
            <button type="button" onClick={() => void auth.signOut()}>
              Sign out
            </button>
          </>
        )}
      </nav>
      <MaintenanceBanner />
      <MemoryCacheNotice />
      <ConsentBanner settingsHref={paths.settings.href('privacy')} />
      <Outlet />
      <UpdatePrompt />
    </div>
  );
}
