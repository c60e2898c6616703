import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { returnTripDraft } from '../../domain/booking-draft';
import { MANAGE_TEXTS } from '../../domain/manage-booking';
import type { ManageAccess } from '../../domain/schemas/manage-booking';
import { PageSection } from '../components/PageSection';
import { pageTitle } from '../components/pageTitle';
import { saveDraft } from '../features/booking/draftStorage';
import { loadBookingContact } from '../features/booking/lastBookingStorage';
import { ManageBooking } from '../features/manage/ManageBooking';
import { keepManageToken, keptManageToken } from '../features/manage/manageLinkToken';
import { loadLookupAccess } from '../site/lookupAccess';

/** What this browser knows that may open the booking: the link's token, this tab's lookup, the last booking. */
function knownAccess(token: string | null): ManageAccess[] {
  const known: ManageAccess[] = [];
  if (token) known.push({ token });
  const lookup = loadLookupAccess();
  if (lookup) known.push(lookup);
  const contact = loadBookingContact();
  if (contact && (contact.email !== lookup?.email || contact.lastName !== lookup?.lastName))
    known.push(contact);
  return known;
}

/** /manage-booking/:id: a traveller changes or cancels their own booking. */
export function ManageBookingPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const linkToken = params.get('token');
  const [access] = useState(() => knownAccess(linkToken ?? keptManageToken(id)));
  useEffect(() => {
    if (linkToken === null) return;
    // Out of the address bar and its history entry, kept for this tab.
    keepManageToken(id, linkToken);
    setParams({}, { replace: true });
  }, [id, linkToken, setParams]);
  return (
    <PageSection title={MANAGE_TEXTS.heading}>
      <title>{pageTitle(MANAGE_TEXTS.heading)}</title>
      <ManageBooking
        key={id}
        id={id}
        knownAccess={access}
        onBookReturn={(booking) => saveDraft(returnTripDraft(booking))}
      />
    </PageSection>
  );
}
