import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../queryClient';
import { AdminDashboard } from './AdminDashboard';
import { adminBooking, adminList } from './testBooking';

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
