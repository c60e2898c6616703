import { useEffect } from 'react';
import { APP_ROUTES } from '../../../domain/routes';
import { fetchIsAdmin } from '../../site/adminSession';
import { LoginForm } from './LoginForm';

/**
 * The admin login page's island (docs/decisions/039): the sign-in form and, as the single-page app's
 * AdminLoginPage does, an admin already signed in sent on to the dashboard (a full load: the dashboard is
 * the single-page app). Who is signed in is asked afresh: a session ends on the server. Asked as the
 * header asks it, the answer checked by hand: the island downloads no zod at load.
 */
export function AdminLoginIsland() {
  useEffect(() => {
    const asked = new AbortController();
    // Anything but a clear yes (signed out, no answer): the form is what to show.
    void fetchIsAdmin(asked.signal).then((admin) => {
      if (admin && !asked.signal.aborted) window.location.replace(APP_ROUTES.adminDashboard);
    });
    return () => asked.abort();
  }, []);
  return <LoginForm />;
}
