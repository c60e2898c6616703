// A longer API fuzz run by hand: `npm run fuzz -- --runs 20000 [--seed 7]`. Sends that many
// generated requests per database engine (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), a quarter
// in each of its four modes (signed out, signed in as an admin, and as an admin whose session ends
// halfway, disabled or signed out), with each route's valid requests, and prints how each route answered.
// CI runs the same test with 2,000 (src/server/http/fuzz.test.ts).
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20000' }, seed: { type: 'string' } },
});
for (const [name, value] of Object.entries(values)) {
  if (value !== undefined && !/^[0-9]+$/.test(value)) {
    console.error(`fuzz: --${name} must be a whole number, not ${value}`);
    process.exit(2);
  }
}

const run = spawnSync('npx', ['vitest', 'run', 'src/server/http/fuzz.test.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_RUNS: values.runs,
    ...(values.seed ? { FUZZ_SEED: values.seed } : {}),
  },
});
process.exit(run.status ?? 1);
