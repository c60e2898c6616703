/** An offer as the admin's card shows it (the domain's rideOfferSchema). */
import type { RideOffer } from '../../domain/schemas/dispatch';
import type { OfferWithCompany } from './offers.queries';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toRideOffer(offer: OfferWithCompany): RideOffer {
  return {
    id: offer.id,
    status: offer.status as RideOffer['status'],
    providerId: offer.providerId,
    company: offer.company,
    costCents: offer.costCents,
    note: offer.note,
    respondBy: offer.respondBy.toISOString(),
    offeredAt: offer.offeredAt.toISOString(),
    offeredBy: offer.offeredBy,
    respondedAt: iso(offer.respondedAt),
    declineReason: offer.declineReason,
    changesUnconfirmedSince: iso(offer.changesUnconfirmedSince),
    driverName: offer.driverName,
    driverPhone: offer.driverPhone,
    vehicle: offer.vehicle,
    plateNumber: offer.plateNumber,
    atMeetingPointAt: iso(offer.atMeetingPointAt),
    onBoardAt: iso(offer.onBoardAt),
    completedAt: iso(offer.completedAt),
    noShowAt: iso(offer.noShowAt),
  };
}
