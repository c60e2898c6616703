import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildReport, defaultReportRange } from '../../../../domain/reports';
import { createQueryClient } from '../../../shared/queryClient';
import { AdminReports } from './AdminReports';

/** Answers the report call from the range asked for; records the ranges. */
function stubReports() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const params = new URL(input, 'http://localhost').searchParams;
      const from = params.get('from') as string;
      const to = params.get('to') as string;
      asked.push(`${from}..${to}`);
      const body = buildReport(from, to, [
        {
          date: from,
          serviceType: 'arrival',
          from: 'Cancun Airport',
          to: 'Tulum',
          bookings: 2,
          rides: 1,
          revenueCents: 123_450,
          refundsCents: 0,
          providerCostCents: 13_000,
        },
        {
          date: to,
          serviceType: 'departure',
          from: 'Tulum',
          to: 'Cancun Airport',
          bookings: 0,
          rides: 1,
          revenueCents: 0,
          refundsCents: 18_905,
        },
      ]);
      return new Response(
        JSON.stringify({ ...body, ratings: [{ month: from.slice(0, 7), ratings: 3, average: 4.33 }] }),
        {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }),
  );
  return asked;
}

function renderReports(path = '/admin/reports') {
  const router = createMemoryRouter([{ path: '/admin/reports', Component: AdminReports }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the reports page', () => {
  it('opens on the current month and shows the figures with provider cost and margin, per route, per service type and per day', async () => {
    const asked = stubReports();
    const month = defaultReportRange(new Date());
    renderReports();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(month.from);
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(month.to);

    const figures = within(await screen.findByLabelText('Totals'));
    // Under the totals, the day every figure is counted on.
    expect(screen.getByText(/counted on the day of the ride in Cancun time/)).toBeTruthy();
    expect(figures.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Bookings',
      'Rides',
      'Revenue',
      'Refunds',
      'Net',
      'Provider Cost',
      'Margin',
    ]);
    expect(figures.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '2',
      '2',
      '$1,234.50',
      '$189.05',
      '$1,045.45',
      '$130.00',
      '$915.45',
    ]);
    expect(asked).toEqual([`${month.from}..${month.to}`]);

    const perRoute = screen.getByRole('table', { name: 'Per route' });
    expect(within(perRoute).getAllByRole('row').map(cellsOf)).toEqual([
      ['Route', 'Bookings', 'Rides', 'Revenue', 'Refunds', 'Net', 'Provider Cost', 'Margin'],
      ['Cancun Airport → Tulum', '2', '1', '$1,234.50', '$0.00', '$1,234.50', '$130.00', '$1,104.50'],
      ['Tulum → Cancun Airport', '0', '1', '$0.00', '$189.05', '-$189.05', '$0.00', '-$189.05'],
    ]);
    const perType = screen.getByRole('table', { name: 'Per service type' });
    expect(
      within(perType)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row)[0]),
    ).toEqual(['Arrival', 'Departure']);
    const feedback = within(screen.getByRole('table', { name: 'Feedback after the ride' })).getAllByRole(
      'row',
    );
    expect(feedback.map(cellsOf)).toEqual([
      ['Month', 'Ratings', 'Average rating'],
      [month.from.slice(0, 7), '3', '4.33 of 5'],
    ]);
    const daily = within(screen.getByRole('table', { name: 'Daily figures' })).getAllByRole('row');
    expect(cellsOf(daily.at(-1) as HTMLElement)).toEqual([
      'Total',
      '2',
      '2',
      '$1,234.50',
      '$189.05',
      '$1,045.45',
      '$130.00',
      '$915.45',
    ]);
    // The chart draws the providers' cost and the margin too (its figures are the tables' above).
    const chart = screen.getByRole('figure');
    expect(within(chart).getByText('Provider Cost')).toBeTruthy();
    expect(within(chart).getByText('Margin')).toBeTruthy();
    expect(chart.querySelectorAll('[data-figure="provider-cost"]')).toHaveLength(1);
    // A point of the margin's line per day of the month so far.
    const marginPoints = chart.querySelector('[data-figure="margin"]')?.getAttribute('points')?.split(' ');
    expect(marginPoints).toHaveLength(Number(month.to.slice(8, 10)));
  });

  it('follows the chosen range in the address and the download, and says what is wrong with one it cannot report', async () => {
    const asked = stubReports();
    const router = renderReports('/admin/reports?from=2026-03-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Daily figures' });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/reports.csv?from=2026-03-01&to=2026-03-31',
    );

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-01' } });
    expect(screen.getByRole('alert').textContent).toBe('The start date must not be after the end date');
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-10' } });
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-10');
    await vi.waitFor(() => expect(asked).toContain('2026-03-01..2026-03-10'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
