import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './vite.shared.ts';

// Every time rule is about Cancun, whatever the machine's zone: the run is pinned to UTC so a developer's
// zone never changes an outcome, and the domain's rules run a second time in a zone far from both
// (UTC+14, where the calendar date is already tomorrow's for most of Cancun's day).
process.env.TZ = 'UTC';
const FAR_ZONE = 'Pacific/Kiritimati';

// Seven projects, one command: pure rules (twice), the server against real databases, several server
// processes on one PostgreSQL, the web build's scripts, the web app in jsdom, and the light pages' tests
// again on their runtime.
export default defineConfig({
  test: {
    // Server tests wait on PostgreSQL and on scrypt as much as they compute: at least two files at once,
    // even on a two-core machine where Vitest's default would run one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts', 'src/testing/domain/**/*.test.ts'],
          environment: 'node',
          // Pure rules that mock nothing: each process keeps its modules from file to file. Processes, not
          // threads: some tests set TZ, which a worker thread cannot change.
          pool: 'forks',
          isolate: false,
          // A deadline detects a hang; the property tests take seconds on a loaded two-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'domain-far-zone',
          include: ['src/domain/**/*.test.ts', 'src/testing/domain/**/*.test.ts'],
          environment: 'node',
          env: { TZ: FAR_ZONE },
          // The zone is the process's, so this project keeps processes of its own (forks), each serving
          // file after file without importing the rules again.
          pool: 'forks',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // One migrated database of each engine for the run, which each file's database is a copy of.
          globalSetup: ['src/testing/server/migrated-templates.ts'],
          // New passwords hashed at a low scrypt cost in the tests' process (0.65 s of a core each at
          // OWASP's): accounts, resets and refused unknown addresses by the hundred.
          setupFiles: ['src/testing/server/setup.ts'],
          // Each worker keeps its modules from one file to the next instead of importing the app again for
          // every file: no server test mocks a module, and each opens and closes its own database and app.
          // 102 files on 2 cores: 556 s isolated, 457 s shared (the imports alone 124 s → 12 s).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Three real server processes on one PostgreSQL (skipped without TEST_DATABASE_URL, failing under
        // CI=true). Every wait in it has its own limit and says what it waited for; these are the last resort.
        test: {
          name: 'multi-server',
          include: ['tests/multi-server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The web build's own modules (scripts/build): the prerender's edits, the lock, the checks; and
        // the bench's own arithmetic (bench/*.test.ts).
        test: {
          name: 'build',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file in a fresh VM context of a worker kept from file to file, not a fresh process: jsdom
          // and the test libraries are set up once a worker instead of once a file. 65 files on two cores:
          // 192 s → 78 s, the environments' 115 s → 7 s (docs/decisions/065). The light pages' project
          // below cannot: its inlined CommonJS packages do not load in a VM context.
          pool: 'vmForks',
          setupFiles: ['src/testing/web/setup.ts'],
        },
      },
      {
        // The light pages ship on Preact's React-compatible layer (docs/decisions/027): their tests (and
        // those of the parts they share) run a second time on that runtime, Testing Library's Preact flavour in place of React's.
        plugins: [react()],
        resolve: {
          alias: [
            ...PREACT_ALIASES,
            { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
            // Its ES module, which imports `react` (meeting the aliases), not the CommonJS build Node's
            // condition picks, whose `require('react')` would bring React DOM's elements into Preact's tree.
            { find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' },
          ],
        },
        test: {
          name: 'web-light-preact',
          // Every component test of src/web/light (a new light page's included), and the contact form's.
          include: ['src/web/light/**/*.test.tsx', 'src/web/features/contact/ContactForm.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/testing/web/setup-preact.ts'],
          // Packages that import React are bundled by Vitest, so that the aliases reach their imports too.
          server: { deps: { inline: [/lucide-react/, /react-hook-form/] } },
        },
      },
    ],
  },
});
