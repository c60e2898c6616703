import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../shared/queryClient';
import { FeedbackForm } from './FeedbackForm';

const TOKEN = 'A'.repeat(43);

/** The request's GET, and the answer's POST as the server would take it (409 once used). */
function stubServer(options: { answered?: boolean } = {}) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      // The token travels in a header, never in the path.
      if (url !== '/api/feedback' || new Headers(init?.headers).get('X-Feedback-Token') !== TOKEN) {
        return Response.json({ error: 'This feedback link is not valid.' }, { status: 404 });
      }
      if (init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return Response.json({ ok: true });
      }
      return Response.json({
        bookingId: 'K7M2Q9XH4T',
        firstName: 'Ana',
        from: 'Cancun Airport',
        to: 'Tulum',
        rideAt: '2026-03-10T19:30:00.000Z',
        answered: options.answered ?? false,
      });
    }),
  );
  return sent;
}

function renderForm(initialRating: number | null) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FeedbackForm token={TOKEN} initialRating={initialRating} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the feedback page', () => {
  it("names the ride, keeps the e-mail link's rating, and thanks once sent", async () => {
    const sent = stubServer();
    renderForm(4);
    expect(
      await screen.findByText(
        'Ana, your transfer from Cancun Airport to Tulum on Tuesday, March 10, 2026 at 2:30 PM (Cancun time).',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Driver waited with a sign.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you for your feedback.');
    expect(sent).toEqual([{ rating: 5, comment: 'Driver waited with a sign.' }]);
  });

  it('asks for a rating before sending, and says so when the link was used', async () => {
    const sent = stubServer();
    renderForm(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Feedback' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a rating from 1 to 5 stars');
    expect(sent).toEqual([]);
  });

  it('says a link without its token is not valid, without asking the server', async () => {
    const sent = stubServer();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FeedbackForm token="" initialRating={5} />
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This feedback link is not valid.');
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('says a used link is used', async () => {
    stubServer({ answered: true });
    renderForm(5);
    expect((await screen.findByRole('status')).textContent).toBe('This feedback link has already been used.');
  });
});
