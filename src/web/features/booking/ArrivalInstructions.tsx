import type { ReactNode } from 'react';
import { arrivalKit } from '../../../domain/arrival-kit';
import { DRIVER_DETAILS_NOTICE_HOURS } from '../../../domain/constants';
import { GENERIC_ARRIVAL_MEETING_POINT } from '../../../domain/terminals';
import { SupportPhoneLinks } from '../../components/booking/SupportPhoneLinks';
import { Panel } from './Panel';

/** The support address inside a kit line as a mail link, the rest as written in the domain. */
function withSupportLink(line: string, supportEmail: string): ReactNode {
  const at = line.indexOf(supportEmail);
  if (at < 0) return line;
  return (
    <>
      {line.slice(0, at)}
      <a href={`mailto:${supportEmail}`} className="font-semibold underline">
        {supportEmail}
      </a>
      {line.slice(at + supportEmail.length)}
    </>
  );
}

/**
 * SPEC section 2's arrival-instructions block (the driver details promised at least 24 hours before
 * arrival) with our arrival kit: where the driver waits, the sellers to walk past, the
 * delayed flight, and whom to write when the driver cannot be found.
 */
export function ArrivalInstructions({
  supportEmail,
  supportPhone = null,
  meetingPoint = GENERIC_ARRIVAL_MEETING_POINT,
  children,
}: {
  supportEmail: string;
  /** The operator's 24/7 line (SUPPORT_PHONE): the kit names it, with a call and a WhatsApp link. */
  supportPhone?: string | null;
  /** The meeting point at the traveller's terminal (the booking's `meetingPoint`). */
  meetingPoint?: string | null;
  children?: ReactNode;
}) {
  return (
    <Panel headingId="arrival-heading" title="Arrival Instructions">
      <ul className="mt-3 list-disc space-y-1 pl-5">
        <li>
          We send your driver's details by e-mail or phone at least {DRIVER_DETAILS_NOTICE_HOURS} hours before
          your arrival.
        </li>
        {arrivalKit(supportEmail, meetingPoint ?? GENERIC_ARRIVAL_MEETING_POINT, supportPhone).map((line) => (
          <li key={line}>{withSupportLink(line, supportEmail)}</li>
        ))}
      </ul>
      {supportPhone ? <SupportPhoneLinks phone={supportPhone} /> : null}
      {children}
    </Panel>
  );
}
