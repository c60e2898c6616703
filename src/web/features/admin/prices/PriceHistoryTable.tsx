import { routeText } from '../../../../domain/booking-text';
import { CANCUN_TIME_LABEL, cancunDateTimeText } from '../../../../domain/cancun-time';
import { formatUsd } from '../../../../domain/money';
import type { AdminPrices } from '../../../../domain/schemas/admin-prices';
import { type Column, DataTable } from '../../../components/kit/DataTable';
import { routeKey } from './pricesKeys';

type PriceChange = AdminPrices['history'][number];

const COLUMNS: Column<PriceChange>[] = [
  { header: `When (${CANCUN_TIME_LABEL})`, cell: (change) => cancunDateTimeText(change.at) },
  { header: 'Who', cell: (change) => change.by },
  { header: 'Route', cell: (change) => routeText(change.from, change.to) },
  { header: 'Old', cell: (change) => formatUsd(change.oldPrice), numeric: true },
  { header: 'New', cell: (change) => formatUsd(change.newPrice), numeric: true },
];

/** Every price change, newest first as the server lists them, with who made it. */
export function PriceHistoryTable({ history }: { history: PriceChange[] }) {
  return (
    <DataTable
      caption="Price History"
      captionHidden
      columns={COLUMNS}
      rows={history}
      rowKey={(change) => `${change.at}-${routeKey(change)}`}
      emptyText="No price has been changed yet."
      minWidthClass="min-w-[40rem]"
    />
  );
}
