// Every source file under src/, as text, so tests can follow a file's imports without a bundler.
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// Static imports, side-effect imports and lazy `import('./x')` (what a boot module loads after the paint).
const IMPORT =
  /^import\s+(?!type\b)[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm;

/** A path with its '.' and '..' segments applied. */
function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

// Glob keys are relative to this folder (src/testing/web); paths from the repository root read better.
const files = new Map(
  Object.entries(sources).map(([key, text]) => [normalise(`src/testing/web/${key}`), text]),
);

function resolve(from: string, specifier: string): string | null {
  const path = normalise(`${from.split('/').slice(0, -1).join('/')}/${specifier}`);
  return [`${path}.ts`, `${path}.tsx`].find((candidate) => files.has(candidate)) ?? null;
}

/**
 * The packages a file (a path from the repository root, e.g. 'src/web/light/entry-home.tsx') and everything it
 * imports at run time pull in. Type-only imports do not count: they leave nothing in the bundle.
 */
export function packagesReachedFrom(entry: string): Set<string> {
  if (!files.has(entry)) throw new Error(`${entry} is not a source file`);
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, fromSpecifier, bareSpecifier, lazySpecifier] of (files.get(file) ?? '').matchAll(IMPORT)) {
      const specifier = fromSpecifier ?? bareSpecifier ?? lazySpecifier;
      if (!specifier) continue;
      if (specifier.startsWith('.')) {
        const next = resolve(file, specifier);
        if (next) queue.push(next);
      } else {
        packages.add(specifier);
      }
    }
  }
  return packages;
}
