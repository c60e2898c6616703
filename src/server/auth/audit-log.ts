/**
 * Audit log lines of admin accounts: one JSON line (pino, through the request's logger) per
 * sign-in, lockout, second factor, password reset and account change, with the account, the client
 * address and the outcome. Never a password, a code, a token or a secret: only the fields below reach the
 * line, so a caller cannot pass one by mistake.
 */
import type { FastifyBaseLogger } from 'fastify';

export type AuditEvent =
  | 'sign-in'
  | 'sign-in-lockout'
  | 'two-factor-code'
  | 'two-factor-enrolment'
  | 'password-reset-requested'
  | 'password-reset-used'
  | 'session-ended'
  | 'account-change';

export type AuditOutcome = 'success' | 'failure' | 'refused';

export interface AuditFields {
  /** The account's e-mail as typed or stored (lowercased), never a password. */
  account: string;
  address: string;
  outcome: AuditOutcome;
  /** A short word: 'wrong-password', 'not-admin', 'disabled', 'code-required', 'role-changed'... */
  reason?: string;
  /** The admin who made an account change. */
  by?: string;
}

export function auditLog(log: FastifyBaseLogger, event: AuditEvent, fields: AuditFields): void {
  const line = {
    audit: event,
    account: fields.account.trim().toLowerCase(),
    address: fields.address,
    outcome: fields.outcome,
    ...(fields.reason ? { reason: fields.reason } : {}),
    ...(fields.by ? { by: fields.by } : {}),
  };
  if (fields.outcome === 'success') log.info(line, `audit: ${event}`);
  else log.warn(line, `audit: ${event}`);
}
