import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/use-session.ts';

/**
 * spec 000 §6: a guarded route needs a stored login token, else it goes to /account/login; an
 * admin-only route sends a signed-in non-admin to the login page with the current path as the return
 * path. A visitor gets the return path too (issue 21: a shared admin link survives the sign-in), as
 * the 401 rule of §7 already does. (A courtesy: the API refuses the same people on its own.)
 */
export function RequireAuth({ adminOnly = false, children }: { adminOnly?: boolean; children: ReactNode }) {
  const current = useSession();
  const location = useLocation();
  const here = location.pathname + location.search;
  // spec 000 §4 and §7: the require-auth flag means a 401 ended the session, which goes to login with
  // the way back. The guard sees the flag as soon as the API client does, so it must go to the same place.
  if (current.requireAuth || !current.token) return <Navigate to={paths.login(here)} replace />;
  if (adminOnly && !current.user?.HasAdminRole) return <Navigate to={paths.login(here)} replace />;
  // The set-password page goes on to `next` once the new password is saved.
  if (current.requireNewPassword) {
    return <Navigate to={`${paths.setPassword}?next=${encodeURIComponent(here)}`} replace />;
  }
  return children;
}
