import { describe, expect, it } from 'vitest';

// Every source file of the app and domain, as text, so the test can follow the quick form's imports.
const sources = import.meta.glob<string>(['../../../**/*.{ts,tsx}', '!../../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const IMPORT = /^import\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm;

/** A path with its '.' and '..' segments applied. */
function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

// Glob keys are relative to this folder; file paths from src/ make imports easy to follow.
const HERE = 'src/web/features/booking';
const files = new Map(Object.entries(sources).map(([key, text]) => [normalise(`${HERE}/${key}`), text]));

function resolve(from: string, specifier: string): string | null {
  const path = normalise(`${from.split('/').slice(0, -1).join('/')}/${specifier}`);
  return [`${path}.ts`, `${path}.tsx`].find((candidate) => files.has(candidate)) ?? null;
}

/** The packages the file and everything it imports at run time pull in. */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of (files.get(file) ?? '').matchAll(IMPORT)) {
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

describe('the quick form on the home page', () => {
  it('keeps zod, react-hook-form and TanStack Query out of the home bundle', () => {
    const packages = packagesReachedFrom(`${HERE}/QuickBookingForm.tsx`);
    // The walk reaches the domain (date-fns through the draft's pickup rules) and the router.
    expect(packages.has('react-router')).toBe(true);
    expect(packages.has('date-fns')).toBe(true);
    for (const heavy of ['zod', 'react-hook-form', '@hookform/resolvers/zod', '@tanstack/react-query']) {
      expect(packages.has(heavy), heavy).toBe(false);
    }
  });
});
