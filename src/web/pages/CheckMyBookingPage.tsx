import { useSearchParams } from 'react-router';
import { PageSection } from '../components/PageSection';
import { pageTitle } from '../components/pageTitle';
import { CheckMyBookingLookup } from './CheckMyBookingLookup';

/**
 * /check-my-booking in the single-page app (a link within it, or loaded with a query: a reload of a list,
 * the checkout's return); loaded as a document without a query, the light page CheckMyBookingApp answers.
 */
export function CheckMyBookingPage() {
  const [params, setParams] = useSearchParams();
  return (
    <PageSection title="Check My Booking">
      <title>{pageTitle('Check My Booking')}</title>
      <CheckMyBookingLookup params={params} setParams={setParams} />
    </PageSection>
  );
}
