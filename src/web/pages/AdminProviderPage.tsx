import { useParams } from 'react-router';
import { pageTitle } from '../components/pageTitle';
import { ProviderStatement } from '../features/admin/statement/ProviderStatement';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/** /admin/providers/{id}: one provider's rides and statement per month; admins only. */
export function AdminProviderPage() {
  const id = useParams().id ?? '';
  return (
    <RequireAdmin>
      <title>{pageTitle('Provider')}</title>
      <ProviderStatement providerId={id} />
    </RequireAdmin>
  );
}
