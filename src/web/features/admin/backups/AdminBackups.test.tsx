import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackupsResponse } from '../../../../domain/schemas/backups';
import { createQueryClient } from '../../../shared/queryClient';
import { AdminBackups } from './AdminBackups';

const older = {
  name: 'backup-2026-11-26T08-00-00-000Z.tar.gz',
  at: '2026-11-26T08:00:00.000Z',
  sizeBytes: 2_516_582,
};
const newer = {
  name: 'backup-2026-11-27T15-30-00-000Z.tar.gz',
  at: '2026-11-27T15:30:00.000Z',
  sizeBytes: 4096,
};

function stubBackups(list: BackupsResponse, afterBackUp?: BackupsResponse) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const body = method === 'POST' ? afterBackUp : list;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderBackups() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminBackups />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Backups page', () => {
  it('lists each backup with its Cancun time, its size and a Download link', async () => {
    stubBackups({ engine: 'pglite', backups: [older] });
    renderBackups();
    expect(screen.getByRole('heading', { name: 'Backups', level: 1 })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe(`/api/admin/backups/${older.name}`);
    const row = link.closest('tr') as HTMLElement;
    // 08:00 UTC is 3:00 AM in Cancun.
    expect(within(row).getByText(/Thursday, November 26, 2026 at 3:00 AM/)).toBeTruthy();
    expect(within(row).getByText('2.4 MB')).toBeTruthy();
  });

  it("makes one with 'Back Up Now' and shows it in the list", async () => {
    const calls = stubBackups({ engine: 'pglite', backups: [] }, { engine: 'pglite', backups: [newer] });
    renderBackups();
    expect(await screen.findByText('No backup has been made yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back Up Now' }));
    expect(await screen.findByText('4 KB')).toBeTruthy();
    expect(calls).toContain('POST /api/admin/backups');
  });

  it('says the database service makes them on PostgreSQL, with no Back Up Now', async () => {
    stubBackups({ engine: 'postgres', backups: [] });
    renderBackups();
    expect(await screen.findByText('Backups of PostgreSQL are made by your database service.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back Up Now' })).toBeNull();
  });
});
