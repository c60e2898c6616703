import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { providerContactSchema } from '../../domain/schemas/dispatch';
import { fetchJson } from '../api/fetchJson';
import { QueryProvider } from '../app/QueryProvider';
import { ScrollToTop } from '../components/layout/ScrollToTop';
import { RouterNavigation } from '../navigation/RouterNavigation';
import { DispatchContactLine } from './DispatchContactLine';
import { ProviderFrame } from './ProviderFrame';

/** The operator's dispatch line (DISPATCH_PHONE, else the support e-mail), asked once per visit. */
function DispatchContact() {
  const contact = useQuery({
    queryKey: ['provider-contact'],
    queryFn: () => fetchJson('/api/provider/contact', { schema: providerContactSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const answer = contact.data?.contact;
  return answer ? <DispatchContactLine contact={answer} /> : null;
}

/**
 * The provider's frame (ProviderFrame.tsx) around its ride page in the single-page app. A browser opening
 * the page gets the light page (ProviderRideApp.tsx, docs/decisions/061); this one is for the app's tests
 * and a build without the light page.
 */
export function ProviderLayout() {
  return (
    <RouterNavigation>
      <ScrollToTop />
      <QueryProvider>
        <ProviderFrame contact={<DispatchContact />}>
          <Outlet />
        </ProviderFrame>
      </QueryProvider>
    </RouterNavigation>
  );
}
