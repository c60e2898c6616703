/** A provider's statement calls, answers parsed with the shared schemas. */

import {
  type MarkPaid,
  markPaidResponseSchema,
  type Statement,
  type StatementPayment,
  statementSchema,
} from '../../../../domain/schemas/provider-statement';
import { fetchJson } from '../../../api/fetchJson';
import { ADMIN_KEY } from '../useAdminBookings';

/** Under the admin key, so what reloads the admin's data reloads the statement too. */
export function statementKey(providerId: string, month: string) {
  return [...ADMIN_KEY, 'provider-statement', providerId, month];
}

const base = (providerId: string) => `/api/admin/providers/${encodeURIComponent(providerId)}/statement`;

export function fetchStatement(providerId: string, month: string, signal?: AbortSignal): Promise<Statement> {
  return fetchJson(`${base(providerId)}?${new URLSearchParams({ month })}`, {
    schema: statementSchema,
    signal,
  });
}

/** The downloads' addresses: plain links, the browser saves the files itself. */
export function statementFileUrl(providerId: string, month: string, kind: 'csv' | 'pdf'): string {
  return `${base(providerId)}.${kind}?${new URLSearchParams({ month })}`;
}

/** 'Mark Paid': 409 when the month was already paid (another tab, another admin). */
export async function markStatementPaid(providerId: string, form: MarkPaid): Promise<StatementPayment> {
  const answer = await fetchJson(`${base(providerId)}/paid`, {
    method: 'POST',
    body: form,
    schema: markPaidResponseSchema,
  });
  return answer.payment;
}
