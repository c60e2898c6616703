import { Destinations } from '../components/home/Destinations';
import { FinalCallToAction } from '../components/home/FinalCallToAction';
import { Hero } from '../components/home/Hero';
import { WhyChooseUs } from '../components/home/WhyChooseUs';
import { PageMeta } from '../components/PageMeta';
import { QuickBookingForm } from '../features/booking/QuickBookingForm';
import { HOME_PAGE_META } from './homePageMeta';

/** The landing page (SPEC section 2): hero with the quick form, why us, destinations, call to action. */
export function HomePage() {
  return (
    <>
      <PageMeta {...HOME_PAGE_META} />
      {/* The quick form is part of the page's own code, not loaded lazily: it is small and zod-free by
          design (docs/decisions/007), and hydrates with the rest of the page, once, over its prerendered
          markup. */}
      <Hero bookingForm={<QuickBookingForm />} />
      <WhyChooseUs />
      <Destinations />
      <FinalCallToAction />
    </>
  );
}
