import type { AttentionList } from '../../../domain/schemas/admin-api';
import { StateMessage } from '../../components/kit/StateMessage';
import { AdminBookingCard } from './AdminBookingCard';

/** The bookings an operator must act on, in the list's order, each card led by its reasons. */
export function AttentionView({ attention }: { attention: AttentionList }) {
  if (attention.bookings.length === 0) {
    return <StateMessage>No bookings need attention</StateMessage>;
  }
  return (
    <ul aria-label="Bookings that need attention" className="space-y-6">
      {attention.bookings.map(({ reasons, undeliveredEmailKinds, ...booking }) => (
        <AdminBookingCard
          key={booking.id}
          booking={booking}
          reasons={reasons}
          driverDetailsUndelivered={undeliveredEmailKinds.includes('driver-details')}
        />
      ))}
    </ul>
  );
}
