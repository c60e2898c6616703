// What the web build reads, and whether the build in dist/ is older than any of it: `npm start` must serve
// what the sources say (after a pull or an edit), and an up-to-date build is kept, so restarts stay fast.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file and folder (all it holds) the build reads, from the repository's root: the web app and the
 * domain it imports, the Vite configurations, the build's own scripts, and the packages. inputs.test.ts
 * checks that each module the build scripts and the configurations import is under one of them.
 */
export const BUILD_INPUTS = [
  'src/web',
  'src/domain',
  'vite.config.ts',
  'vite.light.config.ts',
  'vite.shared.ts',
  'scripts/build.ts',
  'scripts/build-if-missing.ts',
  'scripts/build',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Written into a build's root when it is complete: when it started reading its inputs. */
const STAMP_FILE = 'build-info.json';

export function writeBuildStamp(buildRoot: string, startedAt: number): void {
  writeFileSync(path.join(buildRoot, STAMP_FILE), `${JSON.stringify({ startedAt })}\n`);
}

function stampedStart(buildRoot: string): number | null {
  try {
    const { startedAt } = JSON.parse(readFileSync(path.join(buildRoot, STAMP_FILE), 'utf8')) as {
      startedAt?: unknown;
    };
    return typeof startedAt === 'number' ? startedAt : null;
  } catch {
    return null;
  }
}

/** The last change to the file, or to the folder and anything in it (a file added or removed too). */
function newestChange(full: string): number {
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newestChange(path.join(full, name))));
}

/**
 * Why the build in `distDir` must be made again, or null. Against the time the build started, not ended:
 * a source saved while a build ran may have been read before the change.
 */
export function staleReason(root: string, distDir: string): string | null {
  if (!existsSync(path.join(distDir, 'web', 'index.html'))) return 'No web build found';
  const startedAt = stampedStart(distDir);
  if (startedAt === null) return 'The web build has no record of when it was made';
  const changed = BUILD_INPUTS.find((input) => newestChange(path.join(root, input)) > startedAt);
  return changed ? `The web sources changed since the last build (${changed})` : null;
}
