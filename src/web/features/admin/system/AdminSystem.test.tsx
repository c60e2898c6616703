import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemStatus } from '../../../../domain/schemas/system';
import { createQueryClient } from '../../../shared/queryClient';
import { AdminSystem } from './AdminSystem';
import { SystemBanner } from './SystemBanner';

const MAIL_STUCK = 'E-mail has not gone out for 2 hours: check SMTP_URL and the SMTP server.';
/** A host name is the operator's text, shown as text whatever it holds. */
const ODD_HOST = `web <b>&"'</script> 🚐`;

const status = (banner: string | null): SystemStatus => ({
  checkedAt: '2026-11-28T12:00:00.000Z',
  banner,
  parts: [
    {
      key: 'servers',
      name: 'Servers',
      status: 'problem',
      sentence: `A server on ${ODD_HOST} has been silent for 5 minutes: check that it is running.`,
      figures: [],
      table: {
        caption: 'Servers',
        columns: ['Host', 'Process', 'Version', 'Started', 'Last heartbeat', 'State'],
        rows: [
          [
            ODD_HOST,
            '100',
            'f5f513a8fc81',
            'Sat, Nov 28, 2026, 6:00 AM',
            'Sat, Nov 28, 2026, 6:55 AM',
            'Gone',
          ],
        ],
      },
    },
    {
      key: 'email',
      name: 'E-mail',
      status: banner ? 'problem' : 'warning',
      sentence: banner ?? '2 e-mails failed in the last 24 hours.',
      figures: [{ label: 'Queued', value: '3' }],
    },
    {
      key: 'liveBoard',
      name: 'Live board',
      status: 'ok',
      sentence: 'Dispatch boards follow their rides live.',
      figures: [],
    },
  ],
});

function stubSystem(answer: SystemStatus) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const body = method === 'POST' ? { requeued: 2 } : answer;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const renderWith = (node: React.ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the System page', () => {
  it('shows each part with its status, its sentence, its figures and its rows', async () => {
    stubSystem(status(MAIL_STUCK));
    renderWith(<AdminSystem />);
    expect(screen.getByRole('heading', { name: 'System', level: 1 })).toBeTruthy();
    const servers = await screen.findByRole('region', { name: 'Servers' });
    expect(within(servers).getByText('Problem')).toBeTruthy();
    expect(within(servers).getByText(/has been silent for 5 minutes/).textContent).toContain(ODD_HOST);
    expect(within(servers).getByRole('rowheader', { name: ODD_HOST })).toBeTruthy();
    expect(within(servers).getByText('Gone')).toBeTruthy();
    const mail = screen.getByRole('region', { name: 'E-mail' });
    expect(within(mail).getByText(MAIL_STUCK)).toBeTruthy();
    expect(within(mail).getByText('Queued').nextSibling?.textContent).toBe('3');
    expect(within(screen.getByRole('region', { name: 'Live board' })).getByText('OK')).toBeTruthy();
  });

  it("queues the failed e-mails again with 'Retry Failed E-mails'", async () => {
    const calls = stubSystem(status(null));
    renderWith(<AdminSystem />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry Failed E-mails' }));
    expect(await screen.findByText('2 e-mails queued again.')).toBeTruthy();
    expect(calls).toContain('POST /api/admin/system/email/retry');
    expect(within(screen.getByRole('region', { name: 'E-mail' })).getByText('Warning')).toBeTruthy();
  });
});

describe("the dashboard's System banner", () => {
  it('says the first Problem and links to the System page', async () => {
    stubSystem(status(MAIL_STUCK));
    renderWith(<SystemBanner />);
    const banner = await screen.findByText(MAIL_STUCK, { exact: false });
    expect(banner.textContent).toBe(`${MAIL_STUCK} Open System.`);
    expect(screen.getByRole('link', { name: 'Open System' }).getAttribute('href')).toBe('/admin/system');
  });

  it('is not there without a Problem', async () => {
    const calls = stubSystem(status(null));
    renderWith(<SystemBanner />);
    await vi.waitFor(() => expect(calls).toEqual(['GET /api/admin/system']));
    expect(screen.queryByRole('link', { name: 'Open System' })).toBeNull();
  });
});
