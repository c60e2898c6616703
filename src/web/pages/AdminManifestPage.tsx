import { pageTitle } from '../components/pageTitle';
import { AdminManifest } from '../features/admin/manifest/AdminManifest';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/** /admin/manifest: only for a signed-in admin, like the dashboard. */
export function AdminManifestPage() {
  return (
    <RequireAdmin>
      <title>{pageTitle('Daily Manifest')}</title>
      <AdminManifest />
    </RequireAdmin>
  );
}
