/** The System page's calls, answers parsed with the domain's schema. */
import {
  retryFailedEmailsSchema,
  type SystemStatus,
  systemStatusSchema,
} from '../../../../domain/schemas/system';
import { fetchJson } from '../../../api/fetchJson';
import { ADMIN_KEY } from '../useAdminBookings';

export const SYSTEM_KEY = [...ADMIN_KEY, 'system'];

const PATH = '/api/admin/system';

export function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return fetchJson(PATH, { schema: systemStatusSchema, signal });
}

/** 'Retry Failed E-mails': answers how many were queued again. */
export function retryFailedEmails(): Promise<{ requeued: number }> {
  return fetchJson(`${PATH}/email/retry`, { method: 'POST', body: {}, schema: retryFailedEmailsSchema });
}
