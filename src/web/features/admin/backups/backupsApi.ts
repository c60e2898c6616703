/** The Backups page's calls, answers parsed with the domain's schema. */
import { type BackupsResponse, backupsResponseSchema } from '../../../../domain/schemas/backups';
import { fetchJson } from '../../../api/fetchJson';
import { ADMIN_KEY } from '../useAdminBookings';

export const BACKUPS_KEY = [...ADMIN_KEY, 'backups'];

const PATH = '/api/admin/backups';

export function fetchBackups(signal?: AbortSignal): Promise<BackupsResponse> {
  return fetchJson(PATH, { schema: backupsResponseSchema, signal });
}

/** 'Back Up Now': answers the list with the new backup in it. */
export function backUpNow(): Promise<BackupsResponse> {
  return fetchJson(PATH, { method: 'POST', body: {}, schema: backupsResponseSchema });
}

export function backupDownloadUrl(name: string): string {
  return `${PATH}/${encodeURIComponent(name)}`;
}
