import { cancunDateTimeText } from '../../../../domain/cancun-time';
import { offerStateText } from '../../../../domain/dispatch';
import { usdText } from '../../../../domain/manage-booking';
import { RIDE_MARK_WORDS } from '../../../../domain/ride-marks';
import type { RideOffer } from '../../../../domain/schemas/dispatch';
import { DoneMarks } from '../../../components/booking/DoneMarks';
import { type Fact, FactList } from '../../../components/booking/FactList';

function offerFacts(offer: RideOffer): Fact[] {
  const facts: Fact[] = [
    { label: 'Provider cost', value: usdText(offer.costCents) },
    { label: 'Offered', value: `${cancunDateTimeText(offer.offeredAt)} by ${offer.offeredBy}` },
  ];
  if (offer.status === 'offered')
    facts.push({ label: 'Respond by', value: cancunDateTimeText(offer.respondBy) });
  if (offer.note) facts.push({ label: 'Note to Provider', value: offer.note });
  return facts;
}

/** What the provider's driver gave on accepting (and may have corrected since). */
function driverFacts(offer: RideOffer): Fact[] {
  if (offer.status !== 'accepted' || !offer.driverName) return [];
  const phone = offer.driverPhone ?? '';
  return [
    { label: 'Driver', value: offer.driverName },
    {
      label: 'Driver phone',
      value: phone ? (
        <a className="text-ocean-700 underline" href={`tel:${phone.replace(/\s+/g, '')}`}>
          {phone}
        </a>
      ) : (
        '—'
      ),
    },
    { label: 'Vehicle', value: offer.vehicle ?? '—' },
    { label: 'Plate', value: offer.plateNumber ?? '—' },
  ];
}

/**
 * The booking's latest offer as the operator follows it: its state in the contract's words, what the
 * provider is paid, the accepted driver and the marks with their times, and changes the provider has not
 * confirmed yet.
 */
export function OfferSummary({ offer }: { offer: RideOffer }) {
  return (
    <div className="space-y-2">
      <p role="status" className="font-semibold text-ocean-900">
        {offerStateText(offer)}
      </p>
      <FactList facts={[...offerFacts(offer), ...driverFacts(offer)]} />
      <DoneMarks marks={offer} words={RIDE_MARK_WORDS} label="Driver’s marks" />
      {offer.status === 'accepted' && offer.changesUnconfirmedSince ? (
        <p className="font-semibold text-sand-900">
          Changes not confirmed by the provider since {cancunDateTimeText(offer.changesUnconfirmedSince)}
        </p>
      ) : null}
    </div>
  );
}
