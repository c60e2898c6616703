import { cancunDateTimeText, cancunDateTimeToInstant } from '../../../domain/cancun-time';
import { computePickupTime, pickupHourOptions, pickupHoursLabel } from '../../../domain/pickup';
import { SelectField } from '../../components/form/FormField';

type PickupTimeFieldProps = {
  id: string;
  from: string;
  hours: number;
  flightDate: string;
  flightTime: string;
  error: string | undefined;
  onChange: (hours: number) => void;
};

/** Departures: how many hours before the flight the driver collects the traveller, and when that is. */
export function PickupTimeField({
  id,
  from,
  hours,
  flightDate,
  flightTime,
  error,
  onChange,
}: PickupTimeFieldProps) {
  const flight = cancunDateTimeToInstant(flightDate, flightTime);
  const hint = flight
    ? `Pickup at ${cancunDateTimeText(computePickupTime(flight, hours))}`
    : 'Choose the flight date and time to see the pickup time.';
  return (
    <SelectField
      id={id}
      label="Pickup Time"
      error={error}
      hint={hint}
      className="sm:col-span-2"
      value={String(hours)}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {pickupHourOptions(from).map((option) => (
        <option key={option} value={String(option)}>
          {pickupHoursLabel(option)}
        </option>
      ))}
    </SelectField>
  );
}
