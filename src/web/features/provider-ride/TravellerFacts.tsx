import type { ProviderRide } from '../../../domain/schemas/dispatch';
import { FactList } from '../../components/booking/FactList';

/**
 * Who the driver meets, shown only once the ride is accepted (the server sends nothing before), with what
 * the driver's sign must say: the traveller checks the code on it.
 */
export function TravellerFacts({ traveller }: { traveller: NonNullable<ProviderRide['traveller']> }) {
  return (
    <>
      {traveller.sign ? <p className="mb-2 text-lg font-bold text-ocean-900">{traveller.sign}</p> : null}
      {traveller.says ? <p className="mb-2 font-semibold text-ocean-800">{traveller.says}</p> : null}
      <FactList
        facts={[
          { label: 'Name', value: traveller.name },
          {
            label: 'Phone',
            // Erased on the traveller's request: no number to call.
            value: traveller.phone ? (
              <a className="text-ocean-700 underline" href={`tel:${traveller.phone.replace(/\s+/g, '')}`}>
                {traveller.phone}
              </a>
            ) : (
              '—'
            ),
          },
        ]}
      />
    </>
  );
}
