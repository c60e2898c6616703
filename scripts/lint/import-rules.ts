/**
 * Every import rule of the house, in one table (decision 035). Two tools hold them:
 * - Biome (`noRestrictedImports`) holds the zones below: scripts/lint/biome-rules.ts turns this table into
 *   biome.json's overrides, and check-imports.ts fails when the committed biome.json differs;
 * - check-imports.ts holds what Biome cannot see: the server's folder borders and import cycles.
 */

/** What the browser cannot run and the web app never imports. */
const SERVER_STACK = [
  '**/server/**',
  'fastify',
  'drizzle-orm',
  'drizzle-orm/**',
  'pg',
  '@electric-sql/pglite',
  'node:*',
];

/** The web app's shared parts a web feature may import. */
export const WEB_SHARED_FOLDERS = ['components', 'shared', 'api', 'site', 'navigation'];

export type Ban = { group: string[]; message: string };
export type Zone = {
  /** Files of the zone (a Biome glob); a zone inside another keeps the outer zone's bans too. */
  files: string;
  /** What its files may not import; every file but a test may not import src/testing either (TESTING_BAN). */
  bans: Ban[];
  /** For its tests (`*.test.ts(x)`), when they differ: other bans, or `'free'` for none at all. */
  testBans?: Ban[] | 'free';
};

/** src/testing is test support: only tests and the test servers under scripts/ import it. */
export const TESTING_BAN: Ban = {
  group: ['**/testing/**'],
  message: 'src/testing is test support: only tests (and the test servers under scripts/) may import it.',
};

const WEB_IS_NOT_SERVER: Ban = {
  group: SERVER_STACK,
  message: 'The web app talks to the server through the API and imports src/domain, never server code.',
};

/** A web feature's imports: its own folder and the shared parts, `depth` folders below the feature folder. */
function webFeatureBan(depth: 1 | 2, inTests: boolean): Ban {
  const up = (n: number) => '../'.repeat(n);
  return {
    group: [
      `${up(depth)}**`,
      ...WEB_SHARED_FOLDERS.map((folder) => `!${up(depth + 1)}${folder}/**`),
      `!${up(depth + 2)}domain/**`,
      ...(inTests ? [`!${up(depth + 2)}testing/web/**`] : []),
    ],
    message: `A feature imports its own folder, the shared web parts (${WEB_SHARED_FOLDERS.join(', ')}) and src/domain: never another feature, a page or the shell, which compose features.`,
  };
}

export const ZONES: Zone[] = [
  {
    files: 'src/domain/**',
    testBans: 'free',
    bans: [
      {
        group: [
          '**/server/**',
          '**/web/**',
          'react',
          'react-dom',
          'react-router',
          'fastify',
          'drizzle-orm',
          'drizzle-orm/**',
          'node:*',
          '**/testing/**',
        ],
        message: 'src/domain holds pure rules: no I/O, no React, no server, nothing of ours outside it.',
      },
    ],
  },
  {
    files: 'src/server/**',
    bans: [
      {
        group: ['**/web/**', 'react', 'react-dom', 'react-router'],
        message: 'The server imports src/domain, never the web app.',
      },
    ],
  },
  {
    files: 'src/web/**',
    bans: [
      WEB_IS_NOT_SERVER,
      {
        group: ['**/domain/password-guessability'],
        message:
          "The password-guessability check's dictionaries weigh about 1.5 MB: the web app shows the server's answer instead.",
      },
    ],
  },
  {
    files: 'src/web/app/**',
    bans: [
      {
        group: ['**/light/**'],
        message:
          'src/web/app is the React app and src/web/light the Preact pages: neither imports the other; what both use lives in src/web/shared or src/web/components.',
      },
    ],
  },
  {
    files: 'src/web/light/**',
    bans: [
      {
        group: ['**/app/**'],
        message:
          'src/web/app is the React app and src/web/light the Preact pages: neither imports the other; what both use lives in src/web/shared or src/web/components.',
      },
    ],
  },
  {
    files: 'src/web/features/*/*',
    bans: [webFeatureBan(1, false)],
    testBans: [webFeatureBan(1, true)],
  },
  {
    files: 'src/web/features/*/*/**',
    bans: [webFeatureBan(2, false)],
    testBans: [webFeatureBan(2, true)],
  },
  {
    files: 'src/web/components/**',
    bans: [
      {
        group: ['**/features/**', '**/pages/**', '**/shell/**', '**/app/**', '**/light/**'],
        message:
          'src/web/components holds parts shared by features and pages: it imports no feature, page, shell or runtime (app/, light/); a page or the shell hands a feature in (as children or a prop).',
      },
    ],
  },
];

/**
 * The server's folders (decision 035). Base files and shared folders may be imported by any server file
 * (a file of a shared folder only by what sits above it: base ← db ← limits ← http); every other folder is
 * a feature, reached from outside only through its public module `index.ts`. The composition (app.ts,
 * start-server.ts, main.ts, stop-on-signals.ts and cli/) wires the features together through those modules.
 */
export const SERVER = {
  root: 'src/server',
  /** Settings and error types every layer reads; they import no server folder. */
  baseFiles: ['config.ts', 'errors.ts', 'secret-links.ts', 'trust-proxy-setting.ts'],
  /** Shared layers, lowest first: each imports only base files and the layers before it. */
  sharedFolders: ['db', 'limits', 'http'],
  /** Folders that compose features (like the root files not in baseFiles), imported by no feature. */
  compositionFolders: ['cli'],
  publicModule: 'index.ts',
  /** Migrations are SQL and drizzle's snapshots, not code. */
  ignoredFolders: ['db/migrations'],
};

/** Tests may reach inside any folder: they test its parts. */
export const TEST_FILE = /\.test\.tsx?$/;
