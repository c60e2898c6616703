import {
  MANIFEST_TABLE_COLUMNS,
  type ManifestTableColumnKey,
  type ManifestValue,
} from '../../../../domain/manifest-columns';
import type { ManifestRide } from '../../../../domain/schemas/manifest';
import { type Column, DataTable } from '../../../components/kit/DataTable';

/** How a column's cell looks beyond the common cell: classes of the cell, and of each stacked value. */
const CELL_STYLES: Partial<Record<ManifestTableColumnKey, { cell?: string; lines?: readonly string[] }>> = {
  time: { cell: 'font-semibold whitespace-nowrap' },
  flight: {
    lines: [
      'block whitespace-nowrap',
      'block text-slate-700',
      'block text-slate-700',
      // An arrival's landing, news the driver acts on.
      'block font-semibold text-sand-900',
    ],
  },
  meetingPoint: { lines: ['block font-semibold whitespace-nowrap', 'block text-slate-700'] },
  traveller: { lines: ['block', 'block whitespace-nowrap text-slate-700'] },
  specialInstructions: { cell: 'whitespace-pre-line' },
  bookingId: { lines: ['block font-mono whitespace-nowrap', 'block text-slate-700'] },
};

/** One value alone fills the cell; stacked values get a line each, and a value of null none. */
function cellContent(values: ManifestValue[], lineClasses: readonly string[] | undefined) {
  if (values.length === 1) return values[0];
  return values.map((value, index) =>
    value === null ? null : (
      // The lines of a cell are fixed by its column, so their place is their identity.
      <span key={index} className={lineClasses?.[index]}>
        {value}
      </span>
    ),
  );
}

const COLUMNS: Column<ManifestRide>[] = MANIFEST_TABLE_COLUMNS.map((column) => {
  const style = CELL_STYLES[column.key];
  return {
    header: column.label,
    cell: (ride) =>
      cellContent(
        column.lines.map((read) => read(ride)),
        style?.lines,
      ),
    className: style?.cell,
  };
});

/**
 * The day's rides, one row each, in time order, in the columns of domain/manifest-columns.ts. Wide on
 * screen (it scrolls sideways on a phone) and on paper (the page prints in landscape, small type, every
 * row kept whole).
 */
export function ManifestTable({ rides, caption }: { rides: ManifestRide[]; caption: string }) {
  return (
    <DataTable caption={caption} columns={COLUMNS} rows={rides} rowHeaders minWidthClass="min-w-[64rem]" />
  );
}
