import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '../../src/domain/prerendered-pages.ts';
import { BUILD_INPUTS, staleReason, writeBuildStamp } from './inputs.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The build's own starting points: its two commands, the two Vite configurations, and the entries of the
 * pages it prerenders, which the light build takes from the page table.
 */
const BUILD_ENTRIES = [
  'scripts/build.ts',
  'scripts/build-if-missing.ts',
  'vite.config.ts',
  'vite.light.config.ts',
  ...prerenderedPages().map(({ page }) => `src/web/${page.entry}`),
];

// Relative imports (static, type-only and lazy alike), and the files the Vite configurations name.
const REFERENCE = /(?:from\s+|import\(\s*)'(\.{1,2}\/[^']+)'|fromRoot\('\.\/([^']+)'\)/g;

function resolved(fromFile: string, specifier: string): string {
  const base = path.join(path.dirname(fromFile), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`].find((candidate) => {
    const full = path.join(root, candidate);
    return existsSync(full) && statSync(full).isFile();
  });
  if (!found) throw new Error(`${fromFile} imports ${specifier}, which is not there`);
  return found;
}

/** Every file of ours the build's entries reach, from the repository's root. */
function filesTheBuildReads(): Set<string> {
  const seen = new Set<string>();
  const queue = [...BUILD_ENTRIES];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const [, relative, fromRoot] of readFileSync(path.join(root, file), 'utf8').matchAll(REFERENCE)) {
      const next = relative ? resolved(file, relative) : (fromRoot as string);
      // Packages are watched through package-lock.json; dist/ is what the build writes.
      if (!/^(node_modules|dist)(\/|$)/.test(next)) queue.push(next);
    }
  }
  return seen;
}

const isWatched = (file: string) =>
  BUILD_INPUTS.some((input) => file === input || file.startsWith(`${input}/`));

describe('what the build reads', () => {
  it('is all watched by build-if-missing', () => {
    const files = filesTheBuildReads();
    expect(files).toContain('src/web/light/entry-home.tsx');
    expect(files).toContain('src/domain/prerendered-pages.ts');
    expect(files).toContain('scripts/build/vite-manifest.ts');
    expect([...files].filter((file) => !isWatched(file))).toEqual([]);
  });
});

describe('whether the build is fresh', () => {
  /** A repository of the build's inputs, all last changed at `at`, and a dist/ folder. */
  function repository(at: Date): { root: string; dist: string } {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
    for (const input of BUILD_INPUTS) {
      const full = path.join(dir, input);
      mkdirSync(path.dirname(full), { recursive: true });
      if (path.extname(input)) writeFileSync(full, '');
      else mkdirSync(full);
      utimesSync(full, at, at);
    }
    return { root: dir, dist: path.join(dir, 'dist') };
  }
  const built = (dist: string) => {
    mkdirSync(path.join(dist, 'web'), { recursive: true });
    writeFileSync(path.join(dist, 'web', 'index.html'), '');
  };
  const anHourAgo = new Date(Date.now() - 3600_000);

  it('wants a build when there is none', () => {
    const { root: repo, dist } = repository(anHourAgo);
    expect(staleReason(repo, dist)).toBe('No web build found');
  });

  it('wants one when the build does not say when it started (a build older than the stamp)', () => {
    const { root: repo, dist } = repository(anHourAgo);
    built(dist);
    expect(staleReason(repo, dist)).toBe('The web build has no record of when it was made');
  });

  it('keeps a build that started after every input last changed', () => {
    const { root: repo, dist } = repository(anHourAgo);
    built(dist);
    writeBuildStamp(dist, Date.now() - 60_000);
    expect(staleReason(repo, dist)).toBeNull();
  });

  it('wants a new one when an input changed since the build started, even while it ran', () => {
    const { root: repo, dist } = repository(anHourAgo);
    built(dist);
    writeBuildStamp(dist, Date.now() - 60_000);
    const edited = path.join(repo, 'src/domain/prices.ts');
    writeFileSync(edited, '');
    const whileBuilding = new Date(Date.now() - 30_000);
    utimesSync(edited, whileBuilding, whileBuilding);
    expect(staleReason(repo, dist)).toBe('The web sources changed since the last build (src/domain)');
  });
});
