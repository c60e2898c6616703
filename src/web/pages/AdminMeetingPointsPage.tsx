import { MEETING_POINT_TEXTS } from '../../domain/terminals';
import { pageTitle } from '../components/pageTitle';
import { AdminMeetingPoints } from '../features/admin/meeting-points/AdminMeetingPoints';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/** /admin/meeting-points: only for a signed-in admin, like the dashboard. */
export function AdminMeetingPointsPage() {
  return (
    <RequireAdmin>
      <title>{pageTitle(MEETING_POINT_TEXTS.heading)}</title>
      <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl">
          {MEETING_POINT_TEXTS.heading}
        </h1>
        <div className="mt-6">
          <AdminMeetingPoints />
        </div>
      </section>
    </RequireAdmin>
  );
}
