import { type Manifest, manifestSchema } from '../../../../domain/schemas/manifest';
import { fetchJson } from '../../../api/fetchJson';
import type { AdminListParams } from '../adminApi';

/** The manifest's call and the downloads' addresses (plain links: the browser saves the files itself). */

export function fetchManifest(date: string, signal?: AbortSignal): Promise<Manifest> {
  return fetchJson(`/api/admin/manifest?${new URLSearchParams({ date })}`, {
    schema: manifestSchema,
    signal,
  });
}

export function manifestCsvUrl(date: string): string {
  return `/api/admin/manifest.csv?${new URLSearchParams({ date })}`;
}

/** The dashboard list's filter and search as they stand, every page of them. */
export function bookingsCsvUrl(params: Pick<AdminListParams, 'status' | 'search'>): string {
  const query = new URLSearchParams();
  if (params.status) query.set('status', params.status);
  if (params.search) query.set('search', params.search);
  const text = query.toString();
  return `/api/admin/bookings.csv${text ? `?${text}` : ''}`;
}
