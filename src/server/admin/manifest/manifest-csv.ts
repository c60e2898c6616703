/** The manifest as a sheet: one row per ride, times in Cancun time (docs/decisions/013-manifest-and-csv.md). */
import { toCsv } from '../../../domain/csv';
import { MANIFEST_SHEET_COLUMNS } from '../../../domain/manifest-columns';
import type { ManifestRide } from '../../../domain/schemas/manifest';

export function manifestCsv(rides: readonly ManifestRide[]): string {
  return toCsv(
    MANIFEST_SHEET_COLUMNS.map((column) => column.label),
    rides.map((ride) => MANIFEST_SHEET_COLUMNS.map((column) => column.read(ride))),
  );
}
