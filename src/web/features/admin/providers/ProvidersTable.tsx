import { yesNo } from '../../../../domain/booking-text';
import { adminProviderPath } from '../../../../domain/routes';
import type { Provider } from '../../../../domain/schemas/dispatch';
import { ActionButton } from '../../../components/kit/ActionButton';
import { type Column, DataTable } from '../../../components/kit/DataTable';
import { Link } from '../../../navigation/NavigationContext';

const COLUMNS: Column<Provider>[] = [
  {
    header: 'Company',
    // Its page: the rides and the statement of each month.
    cell: (provider) => (
      <Link to={adminProviderPath(provider.id)} className="text-ocean-700 underline hover:text-ocean-900">
        {provider.companyName}
      </Link>
    ),
    className: 'font-semibold',
  },
  { header: 'Dispatch Email', cell: (provider) => provider.dispatchEmail, className: 'break-all' },
  { header: 'Phone', cell: (provider) => provider.phone, className: 'whitespace-nowrap' },
  { header: 'Active', cell: (provider) => yesNo(provider.active) },
  { header: 'Rides this month', cell: (provider) => provider.ridesThisMonth, numeric: true },
];

/** Every provider, linked to its page, with the rides it accepted this month (Cancun's calendar) and an 'Edit' per row. */
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
