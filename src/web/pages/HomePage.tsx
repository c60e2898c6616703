import { Destinations } from '../components/home/Destinations';
import { FinalCallToAction } from '../components/home/FinalCallToAction';
import { Hero } from '../components/home/Hero';
import { WhyChooseUs } from '../components/home/WhyChooseUs';
import { PageMeta } from '../components/PageMeta';
import { QuickBookingForm } from '../features/booking/QuickBookingForm';
import { Island } from '../shared/islands/Island';
import { HOME_PAGE_META } from './homePageMeta';

/** The landing page (SPEC section 2): hero with the quick form, why us, destinations, call to action. */
export function HomePage() {
  return (
    <>
      <PageMeta {...HOME_PAGE_META} />
      {/* The quick form is small and zod-free by design (docs/decisions/007). On the light home page it is
          an island (docs/decisions/039), on the first screen: hydrated at once, over its prerendered
          markup, with the header's; the page's text around it never is. */}
      <Hero
        bookingForm={
          <Island name="quick-booking">
            <QuickBookingForm />
          </Island>
        }
      />
      <WhyChooseUs />
      <Destinations />
      <FinalCallToAction />
    </>
  );
}
