/** Route guard: renders its child with the signed-in user, or sends a signed-out visitor to sign in and back. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../backend/use-current-user';
import type { User } from '../backend/ports';
import { paths } from '../config/paths';

export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const { user, ready } = useCurrentUser();
  const location = useLocation();
  if (!ready) return <p className="loading">Loading…</p>;
  if (!user) return <Navigate to={paths.signIn.href(location.pathname + location.search)} replace />;
  return <>{children(user)}</>;
}
