import { Fragment } from 'react';
import {
  MANIFEST_TABLE_COLUMNS,
  type ManifestTableColumnKey,
  type ManifestValue,
} from '../../../../domain/manifest-columns';
import type { ManifestRide } from '../../../../domain/schemas/manifest';

const headClass = 'px-3 py-2 text-left font-semibold text-ocean-900 print:px-1.5 print:py-1';
const cellClass = 'px-3 py-2 align-top text-slate-900 print:px-1.5 print:py-1';

/** How a column's cell looks beyond the common cell: classes of the cell, and of each stacked value. */
const CELL_STYLES: Partial<Record<ManifestTableColumnKey, { cell?: string; lines?: readonly string[] }>> = {
  time: { cell: 'font-semibold whitespace-nowrap' },
  flight: { lines: ['block whitespace-nowrap', 'block text-slate-700', 'block text-slate-700'] },
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

/**
 * The day's rides, one row each, in time order, in the columns of domain/manifest-columns.ts. Wide on
 * screen (it scrolls sideways on a phone) and on paper (the page prints in landscape, small type, every
 * row kept whole).
 */
export function ManifestTable({ rides, caption }: { rides: ManifestRide[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-300 print:overflow-visible print:rounded-none print:border-0">
      <table className="w-full min-w-[64rem] border-collapse text-sm print:min-w-0 print:text-[9pt]">
        <caption className="px-3 py-2 text-left text-lg font-semibold text-ocean-900 print:px-0 print:text-base">
          {caption}
        </caption>
        <thead className="bg-ocean-50">
          <tr className="border-b border-slate-300">
            {MANIFEST_TABLE_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={headClass}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rides.map((ride) => (
            <tr key={ride.id} className="break-inside-avoid border-b border-slate-200 last:border-b-0">
              {MANIFEST_TABLE_COLUMNS.map((column, index) => {
                const style = CELL_STYLES[column.key];
                const className = style?.cell ? `${cellClass} ${style.cell}` : cellClass;
                const content = cellContent(
                  column.lines.map((read) => read(ride)),
                  style?.lines,
                );
                return (
                  <Fragment key={column.key}>
                    {index === 0 ? (
                      <th scope="row" className={className}>
                        {content}
                      </th>
                    ) : (
                      <td className={className}>{content}</td>
                    )}
                  </Fragment>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
