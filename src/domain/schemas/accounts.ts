/** The Accounts page's API shapes: admins and staff, invitations, roles, the audit table. */
import { z } from 'zod';
import { emailAddress, isoInstant } from './fields';

export const ACCOUNT_ROLES = ['admin', 'staff'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address',
  roleInvalid: "Role must be 'admin' or 'staff'",
  exists: 'An account with this email address already exists',
  notFound: 'Account not found',
  lastAdmin: 'The last enabled admin cannot be disabled or demoted',
} as const;

const role = z.enum(ACCOUNT_ROLES, { error: ACCOUNT_MESSAGES.roleInvalid });

/** Add an admin or staff user: an invitation e-mail with a set-password link; no password typed here. */
export const inviteAccountSchema = z.object({
  email: emailAddress(ACCOUNT_MESSAGES.emailRequired, ACCOUNT_MESSAGES.emailInvalid),
  role,
});
export type InviteAccountInput = z.infer<typeof inviteAccountSchema>;

export const changeRoleSchema = z.object({ role });

export const accountIdParams = z.object({ id: z.uuid({ error: ACCOUNT_MESSAGES.notFound }) });

export const accountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.string(),
  twoFactorEnabled: z.boolean(),
  lastSignInAt: isoInstant.nullable(),
  disabled: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountEventSchema = z.object({
  id: z.uuid(),
  at: isoInstant,
  actor: z.string(),
  action: z.string(),
  account: z.string(),
  detail: z.string(),
});

/** GET /api/admin/accounts. */
export const accountsOverviewSchema = z.object({
  accounts: z.array(accountSchema),
  audit: z.array(accountEventSchema),
});
export type AccountsOverview = z.infer<typeof accountsOverviewSchema>;
