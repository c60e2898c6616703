import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TwoFactorEnrolment } from '../../components/two-factor/TwoFactorEnrolment';
import { ActiveSessions } from './ActiveSessions';
import { fetchSecurity, SECURITY_QUERY_KEY, setUpTwoFactor, turnOnTwoFactor } from './securityApi';

/** /admin/security (issue 17): two-factor authentication and the admin's active sessions. */
export function SecuritySettings({ onSignedOut }: { onSignedOut: () => void }) {
  const queryClient = useQueryClient();
  const security = useQuery({ queryKey: SECURITY_QUERY_KEY, queryFn: ({ signal }) => fetchSecurity(signal) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });

  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ocean-900">Security</h1>
        <p className="mt-2 text-slate-700">Two-factor authentication and where you are signed in.</p>
      </header>
      {security.isPending ? <p role="status">Loading...</p> : null}
      {security.isError ? (
        <p role="alert" className="rounded-md border border-error-600 bg-error-50 p-3 text-error-800">
          Failed to load your security settings
        </p>
      ) : null}
      {security.data ? (
        <>
          <section
            aria-labelledby="two-factor-heading"
            className="space-y-3 rounded-xl border border-slate-200 bg-white p-6"
          >
            <h2 id="two-factor-heading" className="text-xl font-semibold text-ocean-900">
              Two-Factor Authentication
            </h2>
            {security.data.twoFactorEnabled ? (
              <p className="text-slate-700">
                Two-factor authentication is on. Recovery codes left: {security.data.recoveryCodesLeft}.
              </p>
            ) : (
              <p className="text-slate-700">
                Two-factor authentication is off: your password alone signs you in.
              </p>
            )}
            {/* Stays mounted when the state above turns 'on', so the recovery codes stay on screen. */}
            <TwoFactorEnrolment
              start={setUpTwoFactor}
              verify={turnOnTwoFactor}
              onDone={refresh}
              askCurrentCode={security.data.twoFactorEnabled}
            />
          </section>
          <section
            aria-labelledby="sessions-heading"
            className="space-y-3 rounded-xl border border-slate-200 bg-white p-6"
          >
            <h2 id="sessions-heading" className="text-xl font-semibold text-ocean-900">
              Active Sessions
            </h2>
            <ActiveSessions sessions={security.data.sessions} onOwnSessionEnded={onSignedOut} />
            <button type="button" onClick={refresh} className="font-semibold text-ocean-800 hover:underline">
              Refresh
            </button>
          </section>
        </>
      ) : null}
    </div>
  );
}
