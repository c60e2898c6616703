/**
 * `npm run user -- add --email E --password P [--role admin|staff]`: adds a user or updates the password
 * and role of an existing one (which ends its sessions and e-mails it), in the database the server uses
 * (DATA_DIR or DATABASE_URL). `npm run user -- reset-2fa --email E`: turns the account's two-factor sign-in
 * off (a lost phone), so it signs in with its password and can set it up again.
 */
import { parseArgs } from 'node:util';
import { resetTwoFactor, USER_ROLES, type UserRole, upsertUser } from '../auth';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { AppError } from '../errors';
import { runCommand } from './run-command';

const USAGE =
  'Usage: npm run user -- add --email E --password P [--role admin|staff]\n       npm run user -- reset-2fa --email E';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'admin' },
    },
  });
  const command = positionals[0];
  if (command === 'reset-2fa' && values.email) return resetSecondFactor(values.email);
  if (command !== 'add' || !values.email || !values.password) {
    console.error(USAGE);
    return 2;
  }
  if (!USER_ROLES.includes(values.role as UserRole)) {
    console.error(`--role must be one of ${USER_ROLES.join(', ')}`);
    return 2;
  }

  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const { created } = await upsertUser(
      database.db,
      { email: values.email, password: values.password, role: values.role as UserRole },
      { mail: { publicUrl: config.publicUrl, supportEmail: config.supportEmail } },
    );
    console.log(`${created ? 'Added' : 'Updated'} ${values.role} ${values.email}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

async function resetSecondFactor(email: string): Promise<number> {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    if (!(await resetTwoFactor(database.db, email, 'cli'))) {
      console.error(`No account has the e-mail ${email}`);
      return 1;
    }
    console.log(
      `Two-factor sign-in of ${email} is off: it signs in with its password and can set it up again`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
