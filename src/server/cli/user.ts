/**
 * `npm run user -- add --email E --password P [--role admin|staff]`: adds a user or updates the password
 * and role of an existing one, in the database the server uses (DATA_DIR or DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { USER_ROLES, type UserRole, upsertUser } from '../auth/users.service';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { AppError } from '../errors';

const USAGE = 'Usage: npm run user -- add --email E --password P [--role admin|staff]';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'admin' },
    },
  });
  if (positionals[0] !== 'add' || !values.email || !values.password) {
    console.error(USAGE);
    return 2;
  }
  if (!USER_ROLES.includes(values.role as UserRole)) {
    console.error(`--role must be one of ${USER_ROLES.join(', ')}`);
    return 2;
  }

  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    const { created } = await upsertUser(database.db, {
      email: values.email,
      password: values.password,
      role: values.role as UserRole,
    });
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

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
