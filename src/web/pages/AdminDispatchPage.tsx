import { pageTitle } from '../components/pageTitle';
import { DispatchBoard } from '../features/admin/board/DispatchBoard';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/** /admin/dispatch: only for a signed-in admin, like every admin page. */
export function AdminDispatchPage() {
  return (
    <RequireAdmin>
      <title>{pageTitle('Dispatch')}</title>
      <DispatchBoard />
    </RequireAdmin>
  );
}
