/** The daily manifest: the rides of one Cancun day in time order, as JSON or as a CSV file. */
import { referenceTime } from '../../../domain/booking-timing';
import { cancunDayBounds, defaultManifestDate } from '../../../domain/manifest-day';
import type { Manifest, ManifestQuery, ManifestRide } from '../../../domain/schemas/manifest';
import type { ServiceType } from '../../../domain/service-types';
import { providerSignLine } from '../../../domain/sign-code';
import { type MeetingPoints, meetingPointFor, type Terminal } from '../../../domain/terminals';
import { apiFields } from '../../bookings';
import type { Database } from '../../db/client';
import { readMeetingPoints } from '../../db/meeting-points';
import { findRideCandidates, RIDE_FIELDS, type RideRow } from './manifest.queries';
import { manifestCsv } from './manifest-csv';

export interface ManifestDeps {
  db: Database;
  now: () => Date;
}

function toRide(row: RideRow, time: Date, points: MeetingPoints): ManifestRide {
  const meetingPoint =
    row.serviceType === 'arrival' ? meetingPointFor(points, row.terminal as Terminal | null) : null;
  return {
    ...apiFields(row, RIDE_FIELDS),
    provider: row.provider,
    time: time.toISOString(),
    meetingPoint,
    // The sign code goes with the ride only once a provider holds it.
    sign: row.provider !== null && row.signCode ? providerSignLine(row.lastName, row.signCode) : null,
  } as ManifestRide;
}

/** The day asked for (the schema has checked it is a real date), or tomorrow in Cancun. */
export async function getManifest(deps: ManifestDeps, query: ManifestQuery): Promise<Manifest> {
  const date = query.date ?? defaultManifestDate(deps.now());
  const day = cancunDayBounds(date);
  if (!day) throw new RangeError(`not a calendar date: ${date}`);
  const points = await readMeetingPoints(deps.db);
  const rides = (await findRideCandidates(deps.db, day))
    .map((row) => ({ row, time: referenceTime({ ...row, serviceType: row.serviceType as ServiceType }) }))
    .sort((a, b) => a.time.getTime() - b.time.getTime() || (a.row.id < b.row.id ? -1 : 1))
    .map(({ row, time }) => toRide(row, time, points));
  return { date, rides };
}

/** The same day as a file to download: manifest-YYYY-MM-DD.csv. */
export async function getManifestCsv(deps: ManifestDeps, query: ManifestQuery) {
  const manifest = await getManifest(deps, query);
  return { filename: `manifest-${manifest.date}.csv`, content: manifestCsv(manifest.rides) };
}
