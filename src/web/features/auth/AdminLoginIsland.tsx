import { useEffect } from 'react';
import { APP_ROUTES } from '../../../domain/routes';
import { isAdminUser } from '../../../domain/schemas/session';
import { fetchSession } from './authApi';
import { LoginForm } from './LoginForm';

/**
 * The admin login page's island (docs/decisions/039): the sign-in form and, as the single-page app's
 * AdminLoginPage does, an admin already signed in sent on to the dashboard (a full load: the dashboard is
 * the single-page app). Who is signed in is asked afresh: a session ends on the server.
 */
export function AdminLoginIsland() {
  useEffect(() => {
    const asked = new AbortController();
    fetchSession(asked.signal).then(
      (session) => {
        if (session.authenticated && isAdminUser(session.user))
          window.location.replace(APP_ROUTES.adminDashboard);
      },
      // Not known to be signed in: the form is what to show.
      () => {},
    );
    return () => asked.abort();
  }, []);
  return <LoginForm />;
}
