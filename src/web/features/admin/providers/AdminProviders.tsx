import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import type { Provider } from '../../../../domain/schemas/dispatch';
import { errorMessage } from '../../../api/fetchJson';
import { FormNotice } from '../../../components/form/FormMessages';
import { QueryState } from '../../../components/kit/QueryState';
import { ScreenHeader } from '../../../components/kit/ScreenHeader';
import { SectionCard } from '../../../components/kit/SectionCard';
import { ProviderChangesTable } from './ProviderChangesTable';
import { ProviderForm } from './ProviderForm';
import { ProvidersTable } from './ProvidersTable';
import { fetchProviders, PROVIDERS_KEY } from './providersApi';

/**
 * The Providers page: the transport providers rides are offered to with their rides this month,
 * the form that adds one or edits the one chosen in the list, and the latest changes with who and when.
 */
export function AdminProviders() {
  const providers = useQuery({ queryKey: PROVIDERS_KEY, queryFn: ({ signal }) => fetchProviders(signal) });
  const [editing, setEditing] = useState<Provider | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Each provider added starts the next form afresh: a new form, not one reset field by field (a reset
  // left the six costs and 'Active' as the last provider had them).
  const [added, setAdded] = useState(0);
  const choose = (provider: Provider | null) => {
    setNotice(null);
    setEditing(provider);
  };
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10">
      <ScreenHeader
        title="Transport Providers"
        intro="The companies rides are offered to, what each is paid per route, and every change made."
      />
      <QueryState
        query={providers}
        loadingText="Loading providers..."
        errorText={(error) => errorMessage(error, GENERIC_MESSAGES.unexpectedTryAgain)}
        className="space-y-8"
      >
        {(data) => (
          <>
            <SectionCard title="Providers">
              <ProvidersTable providers={data.providers} onEdit={choose} />
            </SectionCard>
            <SectionCard title={editing ? `Edit ${editing.companyName}` : 'New Provider'}>
              {notice ? <FormNotice>{notice}</FormNotice> : null}
              <ProviderForm
                key={editing?.id ?? `new-${added}`}
                editing={editing}
                onSaved={(saved) => {
                  if (!editing) setAdded((count) => count + 1);
                  setEditing(null);
                  setNotice(saved);
                }}
                onCancel={() => choose(null)}
              />
            </SectionCard>
            <SectionCard title="Recent Changes">
              <ProviderChangesTable changes={data.changes} />
            </SectionCard>
          </>
        )}
      </QueryState>
    </div>
  );
}
