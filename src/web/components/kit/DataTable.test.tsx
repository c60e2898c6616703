import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable } from './DataTable';

type Ride = { id: string; route: string; fare: string };

const COLUMNS: Column<Ride>[] = [
  { header: 'Route', cell: (ride) => ride.route },
  { header: 'Fare', cell: (ride) => ride.fare, numeric: true },
];

const rides: Ride[] = [
  { id: 'a', route: 'Cancun Airport → Tulum', fare: '$189.00' },
  { id: 'b', route: 'Tulum → Cancun Airport', fare: '$189.00' },
];

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('a data table', () => {
  it('is named by its caption, headed by its columns, a row per item, the first cell heading its row', () => {
    render(
      <DataTable caption="Rides" columns={COLUMNS} rows={rides} rowKey={(ride) => ride.id} rowHeaders />,
    );
    const table = screen.getByRole('table', { name: 'Rides' });
    expect(within(table).getAllByRole('row').map(cellsOf)).toEqual([
      ['Route', 'Fare'],
      ['Cancun Airport → Tulum', '$189.00'],
      ['Tulum → Cancun Airport', '$189.00'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cancun Airport → Tulum', 'Tulum → Cancun Airport']);
  });

  it('gives each row its actions under a heading only screen readers read, and a total under the rows', () => {
    render(
      <DataTable
        caption="Rides"
        captionHidden
        columns={COLUMNS}
        rows={rides}
        rowKey={(ride) => ride.id}
        actions={{ header: 'Actions', cell: (ride) => <button type="button">{`Cancel ${ride.id}`}</button> }}
        footRows={[{ id: 'total', route: 'Total', fare: '$378.00' }]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Rides' })).getAllByRole('row');
    expect(rows.map(cellsOf)).toEqual([
      ['Route', 'Fare', 'Actions'],
      ['Cancun Airport → Tulum', '$189.00', 'Cancel a'],
      ['Tulum → Cancun Airport', '$189.00', 'Cancel b'],
      ['Total', '$378.00', ''],
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Cancel a' })).toBeTruthy();
  });

  it('says so instead of an empty table when given the words', () => {
    render(
      <DataTable
        caption="Rides"
        columns={COLUMNS}
        rows={[]}
        rowKey={(ride) => ride.id}
        emptyText="No rides"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No rides')).toBeTruthy();
  });
});
