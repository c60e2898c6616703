import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderForm, ProvidersResponse } from '../../../../domain/schemas/dispatch';
import { createQueryClient } from '../../../shared/queryClient';
import { AdminProviders } from './AdminProviders';

const MAYAB = '6f1c2a3b-4d5e-4f60-8a71-9b8c7d6e5f40';

const answer: ProvidersResponse = {
  providers: [
    {
      id: MAYAB,
      companyName: 'Transportes Mayab',
      dispatchEmail: 'dispatch@mayab.example',
      phone: '+52 998 111 2222',
      active: true,
      costs: [
        { from: 'Cancun Airport', to: 'Tulum', costDollars: 120 },
        { from: 'Tulum', to: 'Cancun Airport', costDollars: 115 },
      ],
      ridesThisMonth: 7,
    },
  ],
  changes: [
    {
      at: '2026-03-10T19:30:00.000Z',
      by: 'ops@example.com',
      company: 'Transportes Mayab',
      changes: { phone: { before: '+52 998 000 0000', after: '+52 998 111 2222' } },
    },
  ],
};

/** Answers the list, and an add or a save with the same list; records what was sent, and where. */
function stubProviders() {
  const sent: { method: string; url: string; body: ProviderForm }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, url, body: JSON.parse(String(init?.body)) as ProviderForm });
      return new Response(JSON.stringify(answer), {
        status: method === 'POST' ? 201 : 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

function renderProviders() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminProviders />
    </QueryClientProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the Providers page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each provider with its rides this month, and the changes with who and when', async () => {
    stubProviders();
    renderProviders();
    expect(screen.getByRole('heading', { level: 1, name: 'Transport Providers' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Providers' });
    const row = within(table).getByRole('row', { name: /Transportes Mayab/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['dispatch@mayab.example', '+52 998 111 2222', 'Yes', '7', 'Edit']);
    // The company leads to its page: its rides and statement per month.
    expect(within(row).getByRole('link', { name: 'Transportes Mayab' }).getAttribute('href')).toBe(
      `/admin/providers/${MAYAB}`,
    );
    const changes = screen.getByRole('table', { name: 'Recent Changes' });
    expect(within(changes).getByText('ops@example.com')).toBeTruthy();
    expect(within(changes).getByText('Tuesday, March 10, 2026 at 2:30 PM (Cancun time)')).toBeTruthy();
    expect(within(changes).getByText('Phone: +52 998 000 0000 → +52 998 111 2222')).toBeTruthy();
  });

  it('asks the company, the dispatch e-mail, the phone, a cost per route in the prices page’s order and Active', async () => {
    stubProviders();
    renderProviders();
    const form = await screen.findByRole('form', { name: 'New provider' });
    const labels = within(form)
      .getAllByRole('textbox')
      .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels).toEqual([
      'Company Name',
      'Dispatch Email',
      'Phone',
      'Cost for Cancun Airport → Cancun',
      'Cost for Cancun → Cancun Airport',
      'Cost for Cancun Airport → Playa del Carmen',
      'Cost for Playa del Carmen → Cancun Airport',
      'Cost for Cancun Airport → Tulum',
      'Cost for Tulum → Cancun Airport',
    ]);
    expect((within(form).getByRole('checkbox', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByRole('button', { name: 'Add Provider' })).toBeTruthy();
  });

  it('adds a provider with the routes given a cost, the others left out', async () => {
    const sent = stubProviders();
    renderProviders();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Company Name'), 'Caribe Vans');
    await user.type(input('Dispatch Email'), 'rides@caribe.example');
    await user.type(input('Phone'), '+52 984 555 0101');
    await user.type(input('Cost for Cancun Airport → Tulum'), ' 130 ');
    await user.type(input('Cost for Tulum → Cancun Airport'), '0');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Add Provider' }));

    expect((await screen.findByRole('status')).textContent).toBe('Provider added.');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/admin/providers',
        body: {
          companyName: 'Caribe Vans',
          dispatchEmail: 'rides@caribe.example',
          phone: '+52 984 555 0101',
          active: true,
          costs: [
            { from: 'Cancun Airport', to: 'Tulum', costDollars: 130 },
            { from: 'Tulum', to: 'Cancun Airport', costDollars: 0 },
          ],
        },
      },
    ]);
    // The form is wholly new for the next provider: no name, no cost, 'Active' as a new one starts.
    for (const label of [
      'Company Name',
      'Dispatch Email',
      'Phone',
      'Cost for Cancun Airport → Tulum',
      'Cost for Tulum → Cancun Airport',
    ])
      expect(input(label).value, label).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses a cost that is not whole dollars under its field, and sends nothing', async () => {
    const sent = stubProviders();
    renderProviders();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Company Name'), 'Caribe Vans');
    await user.type(input('Dispatch Email'), 'rides@caribe.example');
    await user.type(input('Phone'), '+52 984 555 0101');
    await user.type(input('Cost for Cancun Airport → Cancun'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Add Provider' }));

    expect(await screen.findByText('Please enter a whole number of dollars from 0 to 10,000')).toBeTruthy();
    expect(input('Cost for Cancun Airport → Cancun').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('edits the provider chosen in the list and saves it with its costs and Active', async () => {
    const sent = stubProviders();
    renderProviders();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Transportes Mayab' }));

    const form = screen.getByRole('form', { name: 'Edit Transportes Mayab' });
    expect(document.activeElement).toBe(input('Company Name'));
    expect(input('Company Name').value).toBe('Transportes Mayab');
    expect(input('Cost for Cancun Airport → Tulum').value).toBe('120');
    expect(input('Cost for Cancun Airport → Cancun').value).toBe('');
    expect(within(form).queryByRole('button', { name: 'Add Provider' })).toBeNull();

    await user.clear(input('Cost for Cancun Airport → Tulum'));
    await user.type(input('Cost for Cancun Airport → Tulum'), '125');
    await user.click(within(form).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(form).getByRole('button', { name: 'Save Provider' }));

    expect((await screen.findByRole('status')).textContent).toBe('Provider saved.');
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: `/api/admin/providers/${MAYAB}`,
        body: {
          companyName: 'Transportes Mayab',
          dispatchEmail: 'dispatch@mayab.example',
          phone: '+52 998 111 2222',
          active: false,
          costs: [
            { from: 'Cancun Airport', to: 'Tulum', costDollars: 125 },
            { from: 'Tulum', to: 'Cancun Airport', costDollars: 115 },
          ],
        },
      },
    ]);
    // Saved: the form is the new provider's again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Provider' })).toBeTruthy());
  });

  it('shows the server’s refusal of a second provider of the same name', async () => {
    stubProviders();
    vi.mocked(fetch).mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? Response.json(
            {
              error: 'A provider with this company name already exists',
              fields: { companyName: 'A provider with this company name already exists' },
            },
            { status: 409 },
          )
        : Response.json(answer),
    );
    renderProviders();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Company Name'), 'transportes mayab');
    await user.type(input('Dispatch Email'), 'other@mayab.example');
    await user.type(input('Phone'), '+52 998 111 3333');
    await user.click(screen.getByRole('button', { name: 'Add Provider' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A provider with this company name already exists',
    );
  });
});
