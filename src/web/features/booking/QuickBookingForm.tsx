/**
 * The quick booking form of the home page's hero (SPEC section 2, Quick form). The booking-journey
 * work fills it in; the hero already gives it its place.
 */
export function QuickBookingForm() {
  return <div data-testid="quick-booking-form" />;
}
