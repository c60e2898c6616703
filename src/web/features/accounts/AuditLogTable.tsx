import { actorText } from '../../../domain/actor-text';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import type { AccountsOverview } from '../../../domain/schemas/accounts';
import { type Column, DataTable } from '../../components/kit/DataTable';

type AuditEvent = AccountsOverview['audit'][number];

const ACTION_NAMES: Record<string, string> = {
  added: 'Added',
  invited: 'Invited',
  'role-changed': 'Role changed',
  disabled: 'Disabled',
  enabled: 'Enabled',
  'password-set': 'Password set',
  'password-reset': 'Password reset by link',
  'two-factor-enabled': 'Two-factor turned on',
  'two-factor-reset': 'Two-factor reset',
};

const COLUMNS: Column<AuditEvent>[] = [
  { header: 'When', cell: (event) => cancunDateTimeText(event.at) },
  { header: 'By', cell: (event) => actorText(event.actor) },
  { header: 'Action', cell: (event) => ACTION_NAMES[event.action] ?? event.action },
  { header: 'Account', cell: (event) => event.account },
  { header: 'Detail', cell: (event) => event.detail },
];

/** Every change made to an account: who made it, when (Cancun time), and to whom. */
export function AuditLogTable({ audit }: { audit: AuditEvent[] }) {
  return <DataTable caption="Audit Log" captionHidden columns={COLUMNS} rows={audit} />;
}
