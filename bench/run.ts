/**
 * `npm run bench`: the performance figures the issues name, as percentiles, on PGlite and (when
 * TEST_DATABASE_URL is set) on PostgreSQL. Requests go through the real app with `inject`.
 */
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openTestDatabase, resetDatabase, TEST_ENGINES } from '../src/server/test/test-database';
import { measure, printRow } from './percentiles';

const ITERATIONS = 500;

for (const engine of TEST_ENGINES) {
  const { database, dispose } = await openTestDatabase(engine);
  await resetDatabase(database);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database }, { logger: false });
  await app.ready();

  console.log(`\n${engine} (${ITERATIONS} requests each)`);
  printRow('GET /api/health', await measure(() => app.inject({ url: '/api/health' }), ITERATIONS));
  printRow('GET /api/prices', await measure(() => app.inject({ url: '/api/prices' }), ITERATIONS));

  await app.close();
  await dispose();
}
