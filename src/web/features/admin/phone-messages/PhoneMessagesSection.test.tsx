import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTSIDE_WINDOW_TEXT } from '../../../../domain/message-replies';
import type { PhoneMessages } from '../../../../domain/schemas/phone-messages';
import { adminBooking } from '../../../../testing/web/bookings';
import { createQueryClient } from '../../../shared/queryClient';
import { AdminBookingCard } from '../AdminBookingCard';

const PATH = '/api/admin/bookings/ABCDEFGHJK/phone-messages';
const HOSTILE = `Where are you? <b>&"'</script> 🚐`;

function messages(overrides: Partial<PhoneMessages> = {}): PhoneMessages {
  return {
    state: 'on',
    stateText: 'Messages on',
    insideWindow: true,
    messages: [
      {
        id: '1',
        direction: 'in',
        channel: 'whatsapp',
        body: HOSTILE,
        status: 'received',
        at: '2030-03-01T18:00:00.000Z',
        sentBy: null,
      },
    ],
    ...overrides,
  };
}

function stub(current: () => PhoneMessages) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url === `${PATH}/reply`) {
        posts.push(JSON.parse(String(init.body)));
        return Response.json(current());
      }
      return url === PATH
        ? Response.json(current())
        : Response.json({ error: 'not stubbed' }, { status: 404 });
    }),
  );
  return posts;
}

function renderCard() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ul>
        <AdminBookingCard booking={adminBooking({ status: 'paid' })} />
      </ul>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the booking card’s Messages section', () => {
  it("shows the traveller's messages as written, and sends a reply", async () => {
    const posts = stub(() => messages());
    renderCard();
    const user = userEvent.setup();
    await user.click(screen.getByText('Messages', { selector: 'summary' }));
    expect(await screen.findByText('Messages on')).toBeTruthy();
    expect(screen.getByText(HOSTILE)).toBeTruthy();
    expect(screen.queryByText(OUTSIDE_WINDOW_TEXT)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Please write a reply')).toBeTruthy();
    await user.type(screen.getByLabelText('Reply'), 'On his way');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(posts).toEqual([{ text: 'On his way' }]));
  });

  it('says a template goes after the window, and offers no reply with messages off', async () => {
    let current = messages({ insideWindow: false });
    stub(() => current);
    const { unmount } = renderCard();
    const user = userEvent.setup();
    await user.click(screen.getByText('Messages', { selector: 'summary' }));
    expect(await screen.findByText(OUTSIDE_WINDOW_TEXT)).toBeTruthy();
    unmount();

    current = messages({ state: 'off', stateText: 'Messages off', messages: [] });
    renderCard();
    await user.click(screen.getByText('Messages', { selector: 'summary' }));
    expect(await screen.findByText('Messages off')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });
});
