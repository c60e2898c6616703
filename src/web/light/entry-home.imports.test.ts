import { describe, expect, it } from 'vitest';
import { packagesReachedFrom } from '../../testing/web/importGraph';

describe("the home page's own entry", () => {
  const packages = packagesReachedFrom('src/web/light/entry-home.tsx');

  it('hydrates with plain React', () => {
    expect(packages.has('react-dom/client')).toBe(true);
  });

  // docs/decisions/008 and 027: any of these alone would take much of the home page's 60 KiB budget.
  it.each(['react-router', 'react-router/dom', '@tanstack/react-query', 'zod', 'react-hook-form'])(
    'does not pull in %s',
    (heavy) => {
      expect(packages.has(heavy)).toBe(false);
    },
  );

  it('reaches no package whose name starts like one of the heavy ones either', () => {
    const heavy = [...packages].filter((name) =>
      /^(react-router|@tanstack|zod|react-hook-form|@hookform)/.test(name),
    );
    expect(heavy).toEqual([]);
  });
});

describe("the confirmation page's own entry", () => {
  const packages = packagesReachedFrom('src/web/light/entry-confirmation.tsx');

  // docs/decisions/029: the booking is parsed with its schema (zod), but nothing of the app's journey
  // screens comes along.
  it('reaches no router, query client or form library', () => {
    const heavy = [...packages].filter((name) =>
      /^(react-router|@tanstack|react-hook-form|@hookform)/.test(name),
    );
    expect(packages.has('react-dom/client')).toBe(true);
    expect(heavy).toEqual([]);
  });

  // docs/decisions/039: the prerender renders its islands apart with the server renderer, which the
  // browser must never download (an island's wrapper reading the prerender's context once pulled it in).
  it('reaches no server renderer', () => {
    expect(packages.has('react-dom/server')).toBe(false);
  });
});

describe.each([
  'src/web/light/entry-home.tsx',
  'src/web/light/entry-confirmation.tsx',
  'src/web/app/main.tsx',
])('%s', (entry) => {
  it('reaches no server renderer', () => {
    expect(packagesReachedFrom(entry).has('react-dom/server')).toBe(false);
  });
});

describe("the legal pages' and Page Not Found's own entry", () => {
  const packages = packagesReachedFrom('src/web/light/entry-static-page.tsx');

  // docs/decisions/030: pages to read need none of the app's machinery.
  it('reaches no router, query client, schema or form library', () => {
    const heavy = [...packages].filter((name) =>
      /^(react-router|@tanstack|zod|react-hook-form|@hookform)/.test(name),
    );
    expect(packages.has('react-dom/client')).toBe(true);
    expect(heavy).toEqual([]);
  });
});

describe("the booking step's own entry", () => {
  const packages = packagesReachedFrom('src/web/light/entry-booking.tsx');

  // docs/decisions/039: a light page of islands; its form's checks (zod) come at the first check, which the
  // build's budget for the page (scripts/build/js-budget.ts) holds to, as this walk follows lazy imports too.
  it('reaches no router, query client or server renderer', () => {
    const heavy = [...packages].filter((name) => /^(react-router|@tanstack)/.test(name));
    expect(packages.has('react-dom/client')).toBe(true);
    expect(packages.has('react-dom/server')).toBe(false);
    expect(heavy).toEqual([]);
  });
});
