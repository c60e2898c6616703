import { pageTitle } from '../components/pageTitle';
import { AdminPrivacy } from '../features/admin/privacy/AdminPrivacy';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/** /admin/privacy: only for a signed-in admin, like every admin page. */
export function AdminPrivacyPage() {
  return (
    <RequireAdmin>
      <title>{pageTitle('Personal Data')}</title>
      <AdminPrivacy />
    </RequireAdmin>
  );
}
