import { APP_ROUTES } from '../../domain/routes';
import { pageTitle } from '../components/pageTitle';
import { loadPage } from '../features/auth/loadPage';
import { RequireAdmin } from '../features/auth/RequireAdmin';
import { SecuritySettings } from '../features/security/SecuritySettings';

/** /admin/security: only for a signed-in admin. */
export function AdminSecurityPage() {
  return (
    <RequireAdmin>
      <title>{pageTitle('Security')}</title>
      <SecuritySettings onSignedOut={() => loadPage(APP_ROUTES.adminLogin)} />
    </RequireAdmin>
  );
}
