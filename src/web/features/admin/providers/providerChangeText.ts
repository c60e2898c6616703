/**
 * A recorded change of a provider in words: the server keeps each changed field by its API name (and a
 * route's cost as 'cost {from} → {to}') with its value before and after.
 */
import { yesNo } from '../../../../domain/booking-text';
import { formatUsd } from '../../../../domain/money';
import type { ProvidersResponse } from '../../../../domain/schemas/dispatch';

type ProviderChange = ProvidersResponse['changes'][number];

const FIELD_LABELS: Record<string, string> = {
  companyName: 'Company Name',
  dispatchEmail: 'Dispatch Email',
  phone: 'Phone',
  active: 'Active',
};

const COST_FIELD = /^cost (.+)$/;

function fieldLabel(field: string): string {
  const cost = COST_FIELD.exec(field);
  return cost ? `Cost for ${cost[1]}` : (FIELD_LABELS[field] ?? field);
}

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number' && COST_FIELD.test(field)) return formatUsd(value);
  return String(value);
}

/** One line per changed field: 'Phone: +52 998 111 2222 → +52 998 333 4444'. */
export function providerChangeLines(change: ProviderChange): string[] {
  return Object.entries(change.changes).map(
    ([field, { before, after }]) =>
      `${fieldLabel(field)}: ${valueText(field, before)} → ${valueText(field, after)}`,
  );
}
