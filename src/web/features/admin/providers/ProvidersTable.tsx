import { yesNo } from '../../../../domain/booking-text';
import type { Provider } from '../../../../domain/schemas/dispatch';
import { ActionButton } from '../../../components/kit/ActionButton';
import { type Column, DataTable } from '../../../components/kit/DataTable';

const COLUMNS: Column<Provider>[] = [
  { header: 'Company', cell: (provider) => provider.companyName, className: 'font-semibold' },
  { header: 'Dispatch Email', cell: (provider) => provider.dispatchEmail, className: 'break-all' },
  { header: 'Phone', cell: (provider) => provider.phone, className: 'whitespace-nowrap' },
  { header: 'Active', cell: (provider) => yesNo(provider.active) },
  { header: 'Rides this month', cell: (provider) => provider.ridesThisMonth, numeric: true },
];

/** Every provider, with the rides it accepted this month (Cancun's calendar) and an 'Edit' per row. */
export function ProvidersTable({
  providers,
  onEdit,
}: {
  providers: Provider[];
  onEdit: (provider: Provider) => void;
}) {
  return (
    <DataTable
      caption="Providers"
      captionHidden
      columns={COLUMNS}
      rows={providers}
      rowKey={(provider) => provider.id}
      rowHeaders
      emptyText="No provider yet. Add the first one below."
      minWidthClass="min-w-[40rem]"
      actions={{
        header: 'Actions',
        cell: (provider) => (
          <ActionButton aria-label={`Edit ${provider.companyName}`} onClick={() => onEdit(provider)}>
            Edit
          </ActionButton>
        ),
      }}
    />
  );
}
