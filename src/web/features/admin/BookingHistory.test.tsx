import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../shared/queryClient';
import { BookingHistory } from './BookingHistory';

const AT = '2026-03-10T15:00:00.000Z';

afterEach(() => vi.unstubAllGlobals());

describe('the booking history', () => {
  it('names the payer and the payment provider apart, people as people, statuses in title case', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({
        events: [
          { type: 'paid', actor: 'provider', at: AT, data: {} },
          { type: 'cancelled', actor: 'customer', at: AT, data: {} },
          { type: 'updated', actor: 'cli', at: AT, data: {} },
        ],
        emails: [
          {
            kind: 'payment-received',
            to: 'ana@example.com',
            subject: 'Payment received',
            status: 'sent',
            attempts: 1,
            queuedAt: AT,
            sentAt: AT,
            lastError: null,
          },
        ],
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BookingHistory bookingId="K7M2Q9XH4T" />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByText('History'));
    const events = (await screen.findByText('Events')).nextElementSibling?.textContent ?? '';
    expect(events).toContain('Paid by the traveller, confirmed by the payment provider,');
    expect(events).not.toContain('by provider');
    // Said once when the event's own words name them.
    expect(events).toContain('Cancelled by the traveller,');
    expect(events).not.toContain('by the traveller by the traveller');
    expect(events).toContain('Updated by command line,');
    expect(screen.getByText('Sent')).toBeTruthy();
  });

  it("says 'Loading history...' until the history comes", async () => {
    // An answer that never comes: the section stays on its loading words.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BookingHistory bookingId="K7M2Q9XH4T" />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByText('History'));
    expect(await screen.findByText('Loading history...')).toBeTruthy();
  });
});
