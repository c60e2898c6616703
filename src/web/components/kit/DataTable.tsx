import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { StateMessage } from './StateMessage';
import { surfaceClass } from './surface';

export type Column<Row> = {
  /** The column's heading, also its key: unique within a table. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned, in figures of one width so they line up. */
  numeric?: boolean;
  /**
   * Further classes of this column's cells (weight, wrapping). A row header's replace its normal weight,
   * so a column that heads its rows may make them bold.
   */
  className?: string | undefined;
};

/** How rows are told apart: rows with an id need not say it; others name what tells them apart. */
type RowKeyProps<Row> = Row extends { id: string }
  ? { rowKey?: (row: Row) => string }
  : { rowKey: (row: Row) => string };

type DataTableProps<Row> = RowKeyProps<Row> & {
  /** The table's name; shown above it unless a heading right before it already says it. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The first column names its row (a route, a day): a row header to screen readers. */
  rowHeaders?: boolean;
  /** Shown instead of the table when there are no rows; without it an empty table shows its headings. */
  emptyText?: string;
  /** The last column, headed for screen readers only: the buttons that act on a row. */
  actions?: { header: string; cell: (row: Row) => ReactNode };
  /** Rows under the body in the same columns, such as a total. */
  footRows?: readonly Row[];
  /** The width under which a wide table scrolls sideways rather than squeeze (a Tailwind min-w class). */
  minWidthClass?: string;
};

const headClass = 'px-3 py-2 font-semibold text-ocean-900 print:px-1.5 print:py-1';
const cellClass = 'px-3 py-2 align-top text-slate-900 print:px-1.5 print:py-1';

/** The pinned last column's edge: a shadow says columns pass under it. */
const PINNED_SHADOW = 'shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.35)] print:static print:shadow-none';

const alignOf = (column: { numeric?: boolean }) => (column.numeric ? 'text-right tabular-nums' : 'text-left');

/** A body cell's classes; a heading takes only the alignment, so a column's wrapping never widens it. */
function cellClassOf<Row>(column: Column<Row>, base: string): string {
  return [base, alignOf(column), column.className].filter(Boolean).join(' ');
}

/**
 * A table wider than its box scrolls sideways; keyboard users can only scroll what can take focus, so the
 * box becomes a focusable, named region exactly while it overflows (axe's scrollable-region-focusable).
 * Measured after every render before the browser paints, so a table that arrives or grows past its box
 * is never painted with its last column out of view; the observer follows the window's own resizes.
 */
function useScrollsSideways(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!shown || !box) return;
    const overflows = box.scrollWidth > box.clientWidth;
    if (overflows !== scrolls) setScrolls(overflows);
  });
  useEffect(() => {
    const box = ref.current;
    if (!shown || !box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [shown]);
  return { ref, scrolls };
}

/**
 * Every admin table: a caption, a header row, a row per item with optional actions, and a word when there
 * is none. It scrolls sideways in its own frame on a phone, said above it, its last column (a total, the
 * actions) pinned at the right; on paper it loses its frame and keeps each row whole.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    caption,
    captionHidden = false,
    columns,
    rows,
    rowHeaders = false,
    emptyText,
    actions,
    footRows,
    minWidthClass,
  } = props;
  // RowKeyProps lets a table leave rowKey out only when its rows have an id.
  const rowKey =
    (props as { rowKey?: (row: Row) => string }).rowKey ?? ((row: Row) => (row as { id: string }).id);
  const empty = rows.length === 0 && Boolean(emptyText);
  const { ref, scrolls } = useScrollsSideways(!empty);
  if (empty) return <StateMessage compact>{emptyText}</StateMessage>;
  // A foot row (a total) sums the rows: there is nothing on it to act on, so its action cell stays empty.
  // Scrolling sideways, the last column (a total, a margin, the row's actions) stays in view at the right.
  const lastIndex = actions ? columns.length : columns.length - 1;
  const pinned = (index: number, background: string) =>
    scrolls && index === lastIndex ? ` sticky right-0 ${background} ${PINNED_SHADOW}` : '';
  const line = (row: Row, className: string, foot = false) => (
    <tr key={rowKey(row)} className={className}>
      {columns.map((column, index) =>
        rowHeaders && index === 0 ? (
          <th
            key={column.header}
            scope="row"
            className={`${cellClassOf({ ...column, className: column.className ?? 'font-normal' }, cellClass)}${pinned(index, 'bg-white')}`}
          >
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.header} className={`${cellClassOf(column, cellClass)}${pinned(index, 'bg-white')}`}>
            {column.cell(row)}
          </td>
        ),
      )}
      {actions ? (
        <td className={`${cellClass}${pinned(columns.length, 'bg-white')}`}>
          {foot ? null : <div className="flex flex-wrap gap-2">{actions.cell(row)}</div>}
        </td>
      ) : null}
    </tr>
  );
  return (
    // min-w-0: a grid or flex item no wider than its track, so the table scrolls inside instead.
    <div className="min-w-0">
      {scrolls ? (
        <p className="mb-1 text-xs font-semibold text-slate-700 print:hidden">
          {`${caption}: scroll sideways for every column →`}
        </p>
      ) : null}
      <div
        ref={ref}
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
        className={`overflow-x-auto ${surfaceClass} print:overflow-visible print:rounded-none print:border-0`}
      >
        <table
          className={`w-full border-collapse text-sm print:min-w-0 print:text-[9pt] ${minWidthClass ?? ''}`}
        >
          <caption
            className={
              captionHidden
                ? 'sr-only'
                : 'px-3 py-2 text-left text-lg font-semibold text-ocean-900 print:px-0 print:text-base'
            }
          >
            {caption}
          </caption>
          <thead className="bg-ocean-50">
            <tr className="border-b border-slate-300">
              {columns.map((column, index) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`${headClass} ${alignOf(column)}${pinned(index, 'bg-ocean-50')}`}
                >
                  {column.header}
                </th>
              ))}
              {actions ? (
                <th scope="col" className={`${headClass}${pinned(columns.length, 'bg-ocean-50')}`}>
                  <span className="sr-only">{actions.header}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => line(row, 'break-inside-avoid border-b border-slate-200 last:border-b-0'))}
          </tbody>
          {footRows?.length ? (
            <tfoot className="border-t-2 border-slate-300 font-semibold">
              {footRows.map((row) => line(row, '', true))}
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  );
}
