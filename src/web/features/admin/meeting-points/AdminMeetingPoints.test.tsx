import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeetingPointsBody } from '../../../../domain/schemas/landing';
import { DEFAULT_MEETING_POINTS } from '../../../../domain/terminals';
import { createQueryClient } from '../../../shared/queryClient';
import { AdminMeetingPoints } from './AdminMeetingPoints';

const FIELDS = [
  'Meeting point at Terminal 2',
  'Meeting point at Terminal 3',
  'Meeting point at Terminal 4',
  'Meeting point when the terminal is not known',
];

/** Answers the meeting points, and a save with what was sent (trimmed, as the server keeps it). */
function stubMeetingPoints(start: MeetingPointsBody = { meetingPoints: DEFAULT_MEETING_POINTS }) {
  const sent: MeetingPointsBody[] = [];
  let kept = start;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe('/api/admin/meeting-points');
      if (init?.method === 'PUT') {
        kept = JSON.parse(String(init.body)) as MeetingPointsBody;
        sent.push(kept);
      }
      return Response.json(kept);
    }),
  );
  return sent;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminMeetingPoints />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLTextAreaElement;

afterEach(() => vi.unstubAllGlobals());

describe('the Meeting Points page', () => {
  it('shows one field per terminal and one for an unknown terminal, filled with what is kept', async () => {
    stubMeetingPoints();
    renderPage();
    expect(screen.getByText('Loading meeting points...')).toBeTruthy();
    await screen.findByLabelText(FIELDS[0] as string);
    expect(FIELDS.map((label) => field(label).value)).toEqual([
      DEFAULT_MEETING_POINTS['2'],
      DEFAULT_MEETING_POINTS['3'],
      DEFAULT_MEETING_POINTS['4'],
      DEFAULT_MEETING_POINTS.unknown,
    ]);
    expect(screen.getByRole('button', { name: 'Save Meeting Points' })).toBeTruthy();
  });

  it("saves every meeting point together with 'Save Meeting Points'", async () => {
    const sent = stubMeetingPoints();
    renderPage();
    const user = userEvent.setup();
    const terminal3 = await screen.findByLabelText('Meeting point at Terminal 3');
    await user.clear(terminal3);
    await user.type(terminal3, 'Terminal 3: at the Starbucks outside door 5.');
    await user.click(screen.getByRole('button', { name: 'Save Meeting Points' }));
    expect(await screen.findByText('Meeting points saved.')).toBeTruthy();
    expect(sent).toEqual([
      {
        meetingPoints: {
          ...DEFAULT_MEETING_POINTS,
          '3': 'Terminal 3: at the Starbucks outside door 5.',
        },
      },
    ]);
    expect(field('Meeting point at Terminal 3').value).toBe('Terminal 3: at the Starbucks outside door 5.');
  });

  it('refuses an empty meeting point under its field, and sends nothing', async () => {
    const sent = stubMeetingPoints();
    renderPage();
    const user = userEvent.setup();
    const unknown = await screen.findByLabelText('Meeting point when the terminal is not known');
    await user.clear(unknown);
    await user.click(screen.getByRole('button', { name: 'Save Meeting Points' }));
    await waitFor(() => expect(screen.getByText('Enter a meeting point.')).toBeTruthy());
    expect(unknown.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal above the button", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'PUT'
          ? Response.json({ error: 'Unauthorized access' }, { status: 403 })
          : Response.json({ meetingPoints: DEFAULT_MEETING_POINTS }),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await screen.findByLabelText(FIELDS[0] as string);
    await user.click(screen.getByRole('button', { name: 'Save Meeting Points' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unauthorized access');
  });
});
