import { describe, expect, it } from 'vitest';
import {
  engineOf,
  playwrightCounts,
  playwrightFileTimes,
  playwrightProjectSpans,
  summaryLines,
  vitestCounts,
  vitestFileTimes,
} from './summary';

const vitest = {
  testResults: [
    {
      name: '/repo/src/server/a.test.ts',
      startTime: 1_000,
      endTime: 13_500,
      assertionResults: [
        { ancestorTitles: ['the server on pglite'], status: 'passed' },
        { ancestorTitles: ['the server on postgres'], status: 'passed' },
        { ancestorTitles: ['the server on postgres'], status: 'failed' },
        { ancestorTitles: ['the server on postgres'], status: 'skipped' },
      ],
    },
    {
      name: '/repo/src/server/b.test.ts',
      startTime: 2_000,
      endTime: 2_400,
      assertionResults: [{ ancestorTitles: ['config'], status: 'passed' }],
    },
  ],
};

const playwright = {
  suites: [
    {
      file: 'booking.spec.ts',
      specs: [
        {
          tests: [
            {
              projectName: 'demo',
              results: [{ duration: 4_000, status: 'passed', startTime: '2026-11-29T00:00:00.000Z' }],
            },
          ],
        },
      ],
      suites: [
        {
          specs: [
            {
              tests: [
                {
                  projectName: 'demo',
                  results: [
                    { duration: 3_000, status: 'failed' },
                    { duration: 2_000, status: 'passed', startTime: '2026-11-29T00:00:10.000Z' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      file: 'stripe/pay.spec.ts',
      specs: [
        { tests: [{ projectName: 'stripe', results: [{ duration: 1_000, status: 'skipped' }] }] },
        { tests: [{ projectName: 'stripe', results: [{ duration: 1_500, status: 'timedOut' }] }] },
      ],
    },
  ],
};

describe('the CI summary', () => {
  it('tells the engine from the describe titles', () => {
    expect(engineOf(['the server on pglite', 'bookings'])).toBe('pglite');
    expect(engineOf(['shared counters on postgres'])).toBe('postgres');
    expect(engineOf(['config'])).toBe('none');
  });

  it('counts executed Vitest tests per engine, leaving skipped ones out', () => {
    expect(vitestCounts('server', vitest)).toEqual([
      { label: 'vitest server', executed: 1, failed: 0 },
      { label: 'vitest server on pglite', executed: 1, failed: 0 },
      { label: 'vitest server on postgres', executed: 2, failed: 1 },
    ]);
  });

  it("times each Vitest file from its start to its end, named from the repository's root", () => {
    expect(vitestFileTimes('server', vitest, '/repo')).toEqual([
      { file: 'src/server/a.test.ts (server)', seconds: 12.5 },
      { file: 'src/server/b.test.ts (server)', seconds: 0.4 },
    ]);
  });

  it('adds up the Playwright results of a file, retries included, and counts a test by its last result', () => {
    expect(playwrightFileTimes(playwright)).toEqual([
      { file: 'tests/e2e/booking.spec.ts (demo)', seconds: 9 },
      { file: 'tests/e2e/stripe/pay.spec.ts (stripe)', seconds: 2.5 },
    ]);
    expect(playwrightCounts(playwright)).toEqual([
      { label: 'playwright demo', executed: 2, failed: 0 },
      { label: 'playwright stripe', executed: 1, failed: 1 },
    ]);
  });

  it('spans each Playwright project from its first start to its last end', () => {
    expect(playwrightProjectSpans(playwright)).toEqual([
      { name: '  playwright demo (within the run)', seconds: 12 },
    ]);
  });

  it('prints the phases, the slowest files first, and the total of tests executed', () => {
    const lines = summaryLines(
      [
        { name: 'install', seconds: 30.2 },
        { name: 'vitest server', seconds: 300 },
      ],
      [
        { file: 'fast.test.ts', seconds: 1 },
        { file: 'slow.test.ts', seconds: 20 },
      ],
      vitestCounts('server', vitest),
      400,
    );
    expect(lines).toContain('     30 s  install');
    expect(lines).toContain('    400 s  the whole run (phases marked beside ran at once with others)');
    expect(lines.indexOf('    20.0 s  slow.test.ts')).toBeLessThan(lines.indexOf('     1.0 s  fast.test.ts'));
    expect(lines.at(-1)).toBe('      4  in all');
  });
});
