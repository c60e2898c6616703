import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminBooking, adminList } from '../../../testing/web/bookings';
import { createQueryClient } from '../../shared/queryClient';
import { AdminDashboard } from './AdminDashboard';
import { DashboardToolbar } from './DashboardToolbar';
import { ADMIN_KEY } from './useAdminBookings';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the dashboard's Manifest and Download CSV links", () => {
  it('open the manifest, and download the list as it is filtered and searched now', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify(
              adminList([adminBooking()], {
                counts: { pending: 0, paid: 1, confirmed: 0, completed: 0, cancelled: 0, refunded: 0 },
                allStatusesTotal: 1,
              }),
            ),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AdminDashboard />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Manifest' }).getAttribute('href')).toBe('/admin/manifest');
    const download = screen.getByRole('link', { name: 'Download CSV' });
    expect(download.getAttribute('href')).toBe('/api/admin/bookings.csv');
    expect(download.hasAttribute('download')).toBe(true);

    await user.click(
      within(await screen.findByRole('group', { name: 'Filter by status' })).getByText('Paid (1)'),
    );
    expect(download.getAttribute('href')).toBe('/api/admin/bookings.csv?status=paid');
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'López & co');
    await waitFor(() =>
      expect(download.getAttribute('href')).toBe(
        '/api/admin/bookings.csv?status=paid&search=L%C3%B3pez+%26+co',
      ),
    );
  });
});

describe('DashboardToolbar', () => {
  it('downloads every page of the filter and search it is given, whatever the page shown', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DashboardToolbar params={{ page: 3, status: 'cancelled', search: 'Ana' }} refreshing={false} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/bookings.csv?status=cancelled&search=Ana',
    );
  });

  it('asks again for everything the dashboard shows on Refresh Data', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <DashboardToolbar params={{ page: 1, status: null, search: '' }} refreshing={false} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: ADMIN_KEY });
  });

  it('reconciles the payments on Reconcile Payments, says what it found and asks for the list again', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ checked: 3, recorded: 1, differences: 1 }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <DashboardToolbar params={{ page: 1, status: null, search: '' }} refreshing={false} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reconcile Payments' }));
    expect((await screen.findByRole('status')).textContent).toBe('Payments checked: 3; differences: 1');
    expect(fetch).toHaveBeenCalledExactlyOnceWith(
      '/api/admin/reconciliation',
      expect.objectContaining({ method: 'POST', body: '{}' }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ADMIN_KEY });
  });

  it("shows the server's words when the provider cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: 'The payment provider could not be reached. Please try again.' }),
            {
              status: 502,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
      ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DashboardToolbar params={{ page: 1, status: null, search: '' }} refreshing={false} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reconcile Payments' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment provider could not be reached. Please try again.',
    );
  });
});
