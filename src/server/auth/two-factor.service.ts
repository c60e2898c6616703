/**
 * Two-factor sign-in (docs/decisions/018-two-factor-sign-in.md): enrolment with a TOTP secret
 * confirmed by a first code, ten single-use recovery codes (recovery-codes.ts), and the check of the code
 * the sign-in asks for after the password.
 */
import { RECOVERY_CODE_COUNT, readAuthenticationCode, TWO_FACTOR_MESSAGES } from '../../domain/two-factor';
import type { Database, Transaction } from '../db/client';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { recordAccountEvent } from './account-events.queries';
import { deletePendingSignInsOfUser } from './pending-sign-ins.queries';
import { newRecoveryCode, recoveryCodeHash } from './recovery-codes';
import { enrolmentOf, newTotpSecret, totpStepOf } from './totp';
import type { SecretBox } from './totp-secret-box';
import {
  clearTwoFactor,
  enableTotp,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  useRecoveryCode,
  useTotpStep,
} from './two-factor.queries';
import { findUserByEmail, findUserById } from './users.queries';

export interface TwoFactorDeps {
  db: Database;
  now: () => Date;
  totpSecrets: SecretBox;
  /** The key recovery codes are kept under (recovery-codes.ts). */
  recoveryCodeKey: Buffer;
}

export type Enrolment = Awaited<ReturnType<typeof enrolmentOf>>;

/** A new secret for the account, kept (sealed) as its pending one until a code confirms it. */
export async function startEnrolment(
  deps: TwoFactorDeps,
  user: { id: string; email: string },
): Promise<Enrolment> {
  const secret = newTotpSecret();
  await setPendingTotpSecret(deps.db, user.id, deps.totpSecrets.seal(secret));
  return enrolmentOf(secret, user.email);
}

/**
 * 'Verify and Turn On': the code must be right for the pending secret. Two-factor sign-in is then on, the
 * code's step used, and the ten recovery codes (shown once, answered here) replace any earlier ones.
 */
export async function confirmEnrolment(
  deps: TwoFactorDeps,
  userId: string,
  code: string,
  alsoInTransaction: (tx: Transaction, user: UserRow) => Promise<void> = async () => {},
): Promise<string[]> {
  const user = await findUserById(deps.db, userId);
  const pending = user?.totpPendingSecret;
  if (!user || !pending) throw new AppError('bad-request', TWO_FACTOR_MESSAGES.noSetUp);
  const read = readAuthenticationCode(code);
  const now = deps.now();
  const step =
    read.kind === 'totp' ? await totpStepOf(deps.totpSecrets.open(pending), read.value, now, null) : null;
  if (step === null)
    throw new AppError('bad-request', TWO_FACTOR_MESSAGES.invalidCode, {
      code: TWO_FACTOR_MESSAGES.invalidCode,
    });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const enabled = await deps.db.transaction(async (tx) => {
    if (!(await enableTotp(tx, user.id, { sealed: pending, step, now }))) return false;
    const hashes = codes.map((recoveryCode) =>
      recoveryCodeHash(deps.recoveryCodeKey, readAuthenticationCode(recoveryCode).value),
    );
    await replaceRecoveryCodes(
      tx,
      user.id,
      hashes.filter((hash) => hash !== null),
    );
    await recordAccountEvent(tx, { actor: user.email, action: 'two-factor-enabled', account: user.email });
    await alsoInTransaction(tx, user);
    return true;
  });
  if (!enabled) throw new AppError('conflict', TWO_FACTOR_MESSAGES.noSetUp);
  return codes;
}

/**
 * The code typed after the password: a TOTP code of a step later than the last one used (which it then
 * uses), or an unused recovery code (which it uses up). False for anything else.
 */
export async function checkSecondFactor(deps: TwoFactorDeps, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const read = readAuthenticationCode(code);
  const now = deps.now();
  if (read.kind === 'totp') {
    const step = await totpStepOf(deps.totpSecrets.open(user.totpSecret), read.value, now, user.totpLastStep);
    return step !== null && (await useTotpStep(deps.db, user.id, step));
  }
  const hash = recoveryCodeHash(deps.recoveryCodeKey, read.value);
  return hash !== null && useRecoveryCode(deps.db, user.id, hash, now);
}

/**
 * `npm run user -- reset-2fa --email E`: the account signs in with its password alone again (or, with
 * REQUIRE_ADMIN_2FA, sets two-factor sign-in up anew); its secret and recovery codes are gone. False when
 * no account has that e-mail.
 */
export async function resetTwoFactor(db: Database, email: string, actor: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await db.transaction(async (tx) => {
    await clearTwoFactor(tx, user.id);
    await deletePendingSignInsOfUser(tx, user.id);
    await recordAccountEvent(tx, { actor, action: 'two-factor-reset', account: user.email });
  });
  return true;
}
