import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancunMonth } from '../../../../domain/cancun-month';
import type { Statement, StatementPayment } from '../../../../domain/schemas/provider-statement';
import { createQueryClient } from '../../../shared/queryClient';
import { ProviderStatement } from './ProviderStatement';

const MAYAB = '6f1c2a3b-4d5e-4f60-8a71-9b8c7d6e5f40';

function statementOf(month: string, payment: StatementPayment | null = null): Statement {
  return {
    provider: { id: MAYAB, name: 'Transportes Mayab' },
    month,
    rows: [
      {
        bookingId: 'A1B2C3D4E5',
        rideAt: '2030-03-04T19:30:00.000Z',
        routeLabel: 'Cancun Airport → Tulum',
        outcome: 'completed',
        costCents: 13_000,
      },
      {
        bookingId: 'K7M2Q9XH4T',
        rideAt: '2030-03-21T13:15:00.000Z',
        routeLabel: 'Cancun → Cancun Airport',
        outcome: 'no-show',
        costCents: 4_550,
      },
    ],
    totalCents: 17_550,
    payment,
  };
}

type Call = { method: string; url: URL; body: unknown };

/** Answers the statement per month (paid once 'Mark Paid' went through) and records every call. */
function stubStatement(markPaid: (body: { month: string; reference: string }) => Response) {
  const calls: Call[] = [];
  let payment: StatementPayment | null = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init?.method ?? 'GET', url, body });
      if (init?.method === 'POST') {
        const answer = markPaid(body);
        if (answer.ok) payment = ((await answer.clone().json()) as { payment: StatementPayment }).payment;
        return answer;
      }
      return Response.json(statementOf(url.searchParams.get('month') as string, payment));
    }),
  );
  return calls;
}

function renderStatement(path = `/admin/providers/${MAYAB}`) {
  const router = createMemoryRouter(
    [{ path: '/admin/providers/:id', Component: () => <ProviderStatement providerId={MAYAB} /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

const PAID: StatementPayment = {
  paidAt: '2030-04-02T16:00:00.000Z',
  paidBy: 'ops@example.com',
  reference: 'SPEI 2030-0402-17',
  changedAfterPayment: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a provider’s page', () => {
  it('opens on this month and shows its completed and no-show rides, their cost, the total and the downloads', async () => {
    const calls = stubStatement(() => Response.json({ payment: PAID }));
    const month = cancunMonth(new Date());
    renderStatement();
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe(month);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transportes Mayab' })).toBeTruthy();
    expect(calls.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual([
      `/api/admin/providers/${MAYAB}/statement?month=${month}`,
    ]);

    const table = screen.getByRole('table', { name: /^Rides in / });
    expect(within(table).getAllByRole('row').map(cellsOf)).toEqual([
      ['Date (Cancun time)', 'Booking', 'Route', 'Outcome', 'Provider Cost'],
      ['Mar 4, 2030, 2:30 PM', 'A1B2C3D4E5', 'Cancun Airport → Tulum', 'Completed', '$130.00'],
      ['Mar 21, 2030, 8:15 AM', 'K7M2Q9XH4T', 'Cancun → Cancun Airport', 'No-show', '$45.50'],
      ['Total', '', '', '', '$175.50'],
    ]);
    expect(screen.getByRole('link', { name: 'Download Statement (CSV)' }).getAttribute('href')).toBe(
      `/api/admin/providers/${MAYAB}/statement.csv?month=${month}`,
    );
    expect(screen.getByRole('link', { name: 'Download Statement (PDF)' }).getAttribute('href')).toBe(
      `/api/admin/providers/${MAYAB}/statement.pdf?month=${month}`,
    );
  });

  it('shows the month chosen, in the address and the downloads', async () => {
    const calls = stubStatement(() => Response.json({ payment: PAID }));
    const router = renderStatement(`/admin/providers/${MAYAB}?month=2030-03`);
    expect(await screen.findByRole('table', { name: 'Rides in March 2030 (Cancun time)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2030-02' } });
    expect(await screen.findByRole('table', { name: 'Rides in February 2030 (Cancun time)' })).toBeTruthy();
    expect(router.state.location.search).toBe('?month=2030-02');
    expect(calls.at(-1)?.url.searchParams.get('month')).toBe('2030-02');
    expect(screen.getByRole('link', { name: 'Download Statement (PDF)' }).getAttribute('href')).toBe(
      `/api/admin/providers/${MAYAB}/statement.pdf?month=2030-02`,
    );
  });

  it('marks the month paid with its reference, then says when and with which reference', async () => {
    const calls = stubStatement(() => Response.json({ payment: PAID }));
    renderStatement(`/admin/providers/${MAYAB}?month=2030-03`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Mark Paid' });

    // Without a reference nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Mark Paid' }));
    expect(await within(form).findByText('Please enter the payment reference')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText('Payment Reference'), '  SPEI 2030-0402-17 ');
    await user.click(within(form).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Paid on 2030-04-02 (SPEI 2030-0402-17)')).toBeTruthy();
    expect(screen.getByText('Marked paid by ops@example.com')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Mark Paid' })).toBeNull();
    expect(screen.queryByText('Changed after payment')).toBeNull();
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted.map((call) => [call.url.pathname, call.body])).toEqual([
      [`/api/admin/providers/${MAYAB}/statement/paid`, { month: '2030-03', reference: 'SPEI 2030-0402-17' }],
    ]);
  });

  it('says so when another admin paid the month first, and shows their payment', async () => {
    let paidElsewhere = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        if (init?.method !== 'POST')
          return Response.json(statementOf('2030-03', paidElsewhere ? PAID : null));
        paidElsewhere = true;
        return Response.json(
          { error: 'This month is already marked paid for this provider.' },
          { status: 409 },
        );
      }),
    );
    renderStatement(`/admin/providers/${MAYAB}?month=2030-03`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Mark Paid' });
    await user.type(within(form).getByLabelText('Payment Reference'), 'SPEI 1');
    await user.click(within(form).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Paid on 2030-04-02 (SPEI 2030-0402-17)')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This month is already marked paid for this provider.',
    );
  });

  it('says when a ride joined the month after it was paid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(statementOf('2030-03', { ...PAID, changedAfterPayment: true }))),
    );
    renderStatement(`/admin/providers/${MAYAB}?month=2030-03`);
    expect(await screen.findByText('Changed after payment')).toBeTruthy();
    expect(screen.getByText('Paid on 2030-04-02 (SPEI 2030-0402-17)')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Mark Paid' })).toBeNull();
  });
});
