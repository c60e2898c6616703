import { useState } from 'react';
import { MESSAGES_CONSENT_HINT, MESSAGES_CONSENT_LABEL } from '../../../domain/message-delivery';
import type { ManageAccess, ManageBookingResponse } from '../../../domain/schemas/manage-booking';
import { errorMessage } from '../../api/fetchJson';
import { CheckboxField } from '../../components/form/CheckboxField';
import { Alert } from '../../components/kit/Alert';
import { saveMessagesConsent } from './manageApi';

/**
 * 'Send me ride updates by WhatsApp or SMS' on the manage page: saved as soon as it is ticked or
 * unticked; a traveller may always withdraw it.
 */
export function MessagesConsentBox({
  id,
  access,
  consent,
  onSaved,
}: {
  id: string;
  access: ManageAccess;
  consent: boolean;
  onSaved: (answer: ManageBookingResponse) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="space-y-1">
      <CheckboxField
        id="manage-messages-consent"
        label={MESSAGES_CONSENT_LABEL}
        hint={MESSAGES_CONSENT_HINT}
        checked={consent}
        disabled={busy}
        onChange={async (event) => {
          setBusy(true);
          setProblem(null);
          try {
            onSaved(await saveMessagesConsent(id, access, event.target.checked));
          } catch (error) {
            setProblem(errorMessage(error, 'Your choice could not be saved'));
          } finally {
            setBusy(false);
          }
        }}
      />
      {problem ? <Alert inline>{problem}</Alert> : null}
    </div>
  );
}
