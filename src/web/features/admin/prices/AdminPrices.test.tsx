import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pricesForPage } from '../../../../domain/price-admin';
import type { AdminPrices as PricesAnswer } from '../../../../domain/schemas/admin-prices';
import { createQueryClient } from '../../../shared/queryClient';
import { AdminPrices } from './AdminPrices';

const answer: PricesAnswer = {
  routes: pricesForPage([
    { from: 'Cancun Airport', to: 'Cancun', basePrice: 75 },
    { from: 'Cancun Airport', to: 'Playa del Carmen', basePrice: 95 },
    { from: 'Cancun Airport', to: 'Tulum', basePrice: 189 },
  ]),
  history: [],
};

/** Answers the prices, and a save with the prices sent; records what was sent. */
function stubPrices() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      let body: unknown = answer;
      if (init?.method === 'PUT') {
        const update = JSON.parse(String(init.body)) as {
          prices: { from: string; to: string; price: number }[];
        };
        sent.push(update);
        const routes = answer.routes.map((route) => ({
          ...route,
          price:
            update.prices.find((row) => row.from === route.from && row.to === route.to)?.price ?? route.price,
          own: true,
        }));
        body = { changed: 1, prices: { routes, history: [] } };
      }
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

function renderPrices() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminPrices />
    </QueryClientProvider>,
  );
}

describe('the Prices page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each direction’s price, the one it falls back to marked, and no history yet', async () => {
    stubPrices();
    renderPrices();
    expect(screen.getByText('Loading prices...')).toBeTruthy();
    const tulum = (await screen.findByLabelText('Price for Cancun Airport → Tulum')) as HTMLInputElement;
    expect(tulum.value).toBe('189');
    expect((screen.getByLabelText('Price for Tulum → Cancun Airport') as HTMLInputElement).value).toBe('189');
    expect(screen.getAllByText('Uses the other direction’s price')).toHaveLength(3);
    expect(screen.getByText('No price has been changed yet.')).toBeTruthy();
  });

  it('refuses anything but whole dollars from 1 to 10,000 under its field, and sends nothing', async () => {
    const sent = stubPrices();
    renderPrices();
    const user = userEvent.setup();
    for (const typed of ['0', '12.5', '1e3', '10001', ' ']) {
      const tulum = await screen.findByLabelText('Price for Cancun Airport → Tulum');
      await user.clear(tulum);
      if (typed.trim()) await user.type(tulum, typed);
      await user.click(screen.getByRole('button', { name: 'Save Prices' }));
      await waitFor(() =>
        expect(screen.getByText('Please enter a whole number of dollars from 1 to 10,000')).toBeTruthy(),
      );
      expect(tulum.getAttribute('aria-invalid')).toBe('true');
    }
    expect(sent).toEqual([]);
  });

  it('saves every route together, the changed one as typed, and says so', async () => {
    const sent = stubPrices();
    renderPrices();
    const user = userEvent.setup();
    const tulum = await screen.findByLabelText('Price for Cancun Airport → Tulum');
    await user.clear(tulum);
    await user.type(tulum, ' 199 ');
    await user.click(screen.getByRole('button', { name: 'Save Prices' }));
    expect((await screen.findByRole('status')).textContent).toBe('Prices saved.');
    expect(sent).toHaveLength(1);
    const [update] = sent as { prices: { from: string; to: string; price: number }[] }[];
    expect(update?.prices).toHaveLength(6);
    expect(update?.prices).toContainEqual({ from: 'Cancun Airport', to: 'Tulum', price: 199 });
    expect(update?.prices).toContainEqual({ from: 'Tulum', to: 'Cancun Airport', price: 189 });
    expect((screen.getByLabelText('Price for Cancun Airport → Tulum') as HTMLInputElement).value).toBe('199');
  });
});
