import { QueryScreen } from '../../components/kit/QueryScreen';
import { SectionCard } from '../../components/kit/SectionCard';
import { TwoFactorEnrolment } from '../../components/two-factor/TwoFactorEnrolment';
import { ActiveSessions } from './ActiveSessions';
import { fetchSecurity, SECURITY_QUERY_KEY, setUpTwoFactor, turnOnTwoFactor } from './securityApi';

/** /admin/security: two-factor authentication and the admin's active sessions. */
export function SecuritySettings({ onSignedOut }: { onSignedOut: () => void }) {
  return (
    <QueryScreen
      title="Security"
      intro="Two-factor authentication and where you are signed in."
      maxWidthClass="max-w-4xl"
      queryKey={SECURITY_QUERY_KEY}
      fetch={fetchSecurity}
      errorText="Failed to load your security settings"
    >
      {(data, refresh) => (
        <>
          <SectionCard title="Two-Factor Authentication">
            {data.twoFactorEnabled ? (
              <p className="text-slate-700">
                Two-factor authentication is on. Recovery codes left: {data.recoveryCodesLeft}.
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
              askCurrentCode={data.twoFactorEnabled}
            />
          </SectionCard>
          <SectionCard title="Active Sessions">
            <ActiveSessions sessions={data.sessions} onOwnSessionEnded={onSignedOut} />
            <button type="button" onClick={refresh} className="font-semibold text-ocean-800 hover:underline">
              Refresh
            </button>
          </SectionCard>
        </>
      )}
    </QueryScreen>
  );
}
