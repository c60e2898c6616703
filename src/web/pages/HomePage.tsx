import { BRAND_TAGLINE } from '../../domain/brand';
import { Destinations } from '../components/home/Destinations';
import { FinalCallToAction } from '../components/home/FinalCallToAction';
import { Hero } from '../components/home/Hero';
import { WhyChooseUs } from '../components/home/WhyChooseUs';
import { PageMeta } from '../components/PageMeta';
import { QuickBookingForm } from '../features/booking/QuickBookingForm';

/** The landing page (SPEC section 2): hero with the quick form, why us, destinations, call to action. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title={BRAND_TAGLINE}
        description="Book a private, fixed-price transfer between Cancun Airport and the Hotel Zone, Playa del Carmen or Tulum. Your driver waits even if your flight is late. From $49 per vehicle."
      />
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
