import { MANAGE_TEXTS } from '../../../domain/manage-booking';
import { manageBookingPath } from '../../../domain/routes';
import { Link } from '../../navigation/NavigationContext';

/**
 * 'Manage Booking' under a booking (the confirmation page, each card of Check My Booking). Through the
 * navigation seam: the confirmation page has no router, Check My Booking has.
 */
export function ManageBookingLink({ bookingId, className }: { bookingId: string; className?: string }) {
  return (
    <p className={className}>
      <Link
        to={manageBookingPath(bookingId)}
        className="font-semibold text-ocean-700 underline hover:text-ocean-900"
      >
        {MANAGE_TEXTS.manageBooking}
      </Link>
    </p>
  );
}
