/** Route guard: renders its child with the signed-in user, or sends a signed-out visitor to sign in and back. */
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Navigate, useLocation } from '../ui/routing';
import { useCurrentUser } from '../backend/use-current-user';
import type { User } from '../backend/ports';
import { paths } from '../config/paths';

export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const { user, ready } = useCurrentUser();
  const location = useLocation();
  if (!ready) return <Loading />;
  if (!user) return <Navigate to={paths.signIn.href(location.pathname + location.search)} replace />;
  return <>{children(user)}</>;
}

/** "Loading…" while a page or the signed-in user is on its way. */
export function Loading() {
  const { t } = useTranslation();
  return <p className="loading">{t('loading')}</p>;
}
