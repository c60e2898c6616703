/** The Security page's calls, parsed with the domain's schemas. */
import { okResponseSchema } from '../../../domain/schemas/session';
import {
  type EnrolmentDone,
  type EnrolmentResponse,
  enrolmentDoneSchema,
  enrolmentSchema,
  type SecurityOverview,
  securityOverviewSchema,
} from '../../../domain/schemas/two-factor';
import { fetchJson } from '../../api/fetchJson';

export const SECURITY_QUERY_KEY = ['admin', 'security'] as const;

export function fetchSecurity(signal?: AbortSignal): Promise<SecurityOverview> {
  return fetchJson('/api/admin/security', { schema: securityOverviewSchema, signal });
}

export function setUpTwoFactor(currentCode?: string): Promise<EnrolmentResponse> {
  return fetchJson('/api/admin/security/two-factor/setup', {
    method: 'POST',
    body: currentCode === undefined ? {} : { currentCode },
    schema: enrolmentSchema,
  });
}

export function turnOnTwoFactor(code: string): Promise<EnrolmentDone> {
  return fetchJson('/api/admin/security/two-factor/verify', {
    method: 'POST',
    body: { code },
    schema: enrolmentDoneSchema,
  });
}

export async function endSession(id: string): Promise<void> {
  await fetchJson(`/api/admin/security/sessions/${encodeURIComponent(id)}/end`, {
    method: 'POST',
    body: {},
    schema: okResponseSchema,
  });
}
