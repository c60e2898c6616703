/**
 * Answers shaped like AeroDataBox's GET /flights/number/{number}/{date} (a list of FlightContract with
 * DateTimeContract times as 'yyyy-MM-dd HH:mmZ'), one per situation a test asks for. Built from a
 * flight's scheduled times so a test states only what differs.
 */

export type FlightScenario =
  | { kind: 'on-time' }
  | { kind: 'delayed'; minutes: number }
  | { kind: 'early'; minutes: number }
  | { kind: 'departed'; minutes: number }
  | { kind: 'landed'; minutes: number }
  | { kind: 'cancelled' }
  | { kind: 'diverted' }
  /** The flight is not known: AeroDataBox answers 204 (some plans 404). */
  | { kind: 'unknown'; status: 204 | 404 }
  | { kind: 'error' }
  /** Never answers: the adapter's timeout must end the call. */
  | { kind: 'slow' }
  /** A 200 whose body is not the documented shape. */
  | { kind: 'nonsense' }
  /** Landed at a given instant (an absurd one, say), having left on schedule. */
  | { kind: 'landed-at'; at: Date }
  /** A 302 to another address: the adapter must not follow it with the key. */
  | { kind: 'redirect'; location: string }
  /** A delayed flight's record padded to `bytes`: well-formed, but larger than any real answer. */
  | { kind: 'huge'; bytes: number };

const MINUTE_MS = 60_000;

/** '2026-03-10 19:30Z' and the Cancun local form '2026-03-10 14:30-05:00'. */
function dateTime(instant: Date, offsetHours: number) {
  const utc = `${instant.toISOString().slice(0, 16).replace('T', ' ')}Z`;
  const local = new Date(instant.getTime() + offsetHours * 60 * MINUTE_MS)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
  const sign = offsetHours < 0 ? '-' : '+';
  return { utc, local: `${local}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00` };
}

function airport(iata: string, icao: string, name: string) {
  return {
    icao,
    iata,
    name,
    shortName: name,
    municipalityName: name,
    countryCode: 'US',
    timeZone: 'America/Chicago',
  };
}

/** The flight's record: from Dallas (UTC-6) to Cancun (UTC-5), 2h30 in the air. */
export function flightContract(
  number: string,
  scheduledLanding: Date,
  scenario: Exclude<
    FlightScenario,
    { kind: 'unknown' | 'error' | 'slow' | 'nonsense' | 'redirect' | 'huge' }
  >,
) {
  const scheduledDeparture = new Date(scheduledLanding.getTime() - 150 * MINUTE_MS);
  const shift =
    scenario.kind === 'delayed' || scenario.kind === 'departed' || scenario.kind === 'landed'
      ? scenario.minutes
      : scenario.kind === 'early'
        ? -scenario.minutes
        : 0;
  const revisedLanding =
    scenario.kind === 'landed-at' ? scenario.at : new Date(scheduledLanding.getTime() + shift * MINUTE_MS);
  const revisedDeparture = new Date(scheduledDeparture.getTime() + shift * MINUTE_MS);
  const status = {
    'on-time': 'Expected',
    delayed: 'Delayed',
    early: 'EnRoute',
    departed: 'Departed',
    landed: 'Arrived',
    'landed-at': 'Arrived',
    cancelled: 'Canceled',
    diverted: 'Diverted',
  }[scenario.kind];
  const live = scenario.kind !== 'on-time' && scenario.kind !== 'cancelled';
  const landed = scenario.kind === 'landed' || scenario.kind === 'landed-at';
  return {
    greatCircleDistance: { meter: 1_800_000, km: 1800, mile: 1118, nm: 972, feet: 5_905_512 },
    departure: {
      airport: airport('DFW', 'KDFW', 'Dallas-Fort Worth'),
      scheduledTime: dateTime(scheduledDeparture, -6),
      ...(live ? { revisedTime: dateTime(revisedDeparture, -6) } : {}),
      ...(scenario.kind === 'departed' || landed ? { runwayTime: dateTime(revisedDeparture, -6) } : {}),
      terminal: 'D',
      gate: 'D12',
      quality: ['Basic', 'Live'],
    },
    arrival: {
      airport: airport(
        scenario.kind === 'diverted' ? 'MID' : 'CUN',
        scenario.kind === 'diverted' ? 'MMMD' : 'MMUN',
        'Cancun',
      ),
      scheduledTime: dateTime(scheduledLanding, -5),
      ...(live ? { revisedTime: dateTime(revisedLanding, -5) } : {}),
      ...(live ? { predictedTime: dateTime(revisedLanding, -5) } : {}),
      ...(landed ? { runwayTime: dateTime(revisedLanding, -5) } : {}),
      terminal: '3',
      quality: ['Basic', 'Live'],
    },
    lastUpdatedUtc: '2026-03-10 12:00Z',
    number,
    callSign: 'AAL1234',
    status,
    codeshareStatus: 'IsOperator',
    isCargo: false,
    aircraft: { reg: 'N123AA', modeS: 'A0B1C2', model: 'Boeing 737-800' },
    airline: { name: 'American Airlines', iata: 'AA', icao: 'AAL' },
  };
}
