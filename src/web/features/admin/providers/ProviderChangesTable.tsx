import { CANCUN_TIME_LABEL, cancunDateTimeText } from '../../../../domain/cancun-time';
import type { ProvidersResponse } from '../../../../domain/schemas/dispatch';
import { type Column, DataTable } from '../../../components/kit/DataTable';
import { providerChangeLines } from './providerChangeText';

type ProviderChange = ProvidersResponse['changes'][number];

const COLUMNS: Column<ProviderChange>[] = [
  { header: `When (${CANCUN_TIME_LABEL})`, cell: (change) => cancunDateTimeText(change.at) },
  { header: 'Who', cell: (change) => change.by, className: 'break-all' },
  { header: 'Provider', cell: (change) => change.company },
  {
    header: 'What',
    cell: (change) => (
      <ul className="space-y-0.5">
        {providerChangeLines(change).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ),
  },
];

/** The latest changes to the providers, newest first as the server lists them: who, when and what. */
export function ProviderChangesTable({ changes }: { changes: ProviderChange[] }) {
  return (
    <DataTable
      caption="Recent Changes"
      captionHidden
      columns={COLUMNS}
      rows={changes}
      rowKey={(change) => `${change.at}-${change.company}-${change.by}`}
      emptyText="No provider has been changed yet."
      minWidthClass="min-w-[44rem]"
    />
  );
}
