import { describe, expect, it } from 'vitest';
import { importProblems } from './check-imports';
import type { ImportEdge } from './import-graph';

const edge = (from: string, to: string, specifier = to): ImportEdge => ({
  from,
  to,
  specifier,
  typeOnly: false,
});

describe('the import checker', () => {
  it('lets a feature reach another through its public module and the shared layers anywhere', () => {
    expect(
      importProblems([
        edge('src/server/manage/manage.service.ts', 'src/server/bookings/index.ts'),
        edge('src/server/manage/manage.service.ts', 'src/server/db/client.ts'),
        edge('src/server/http/security.ts', 'src/server/limits/rate-limit-store.ts'),
        edge('src/server/app.ts', 'src/server/manage/index.ts'),
      ]),
    ).toEqual([]);
  });

  it('names an import that bypasses the public module', () => {
    const [problem] = importProblems([
      edge(
        'src/server/manage/manage.service.ts',
        'src/server/bookings/bookings.mapper.ts',
        '../bookings/bookings.mapper',
      ),
    ]);
    expect(problem).toContain("src/server/manage/manage.service.ts imports '../bookings/bookings.mapper'");
    expect(problem).toContain('src/server/bookings/index.ts');
  });

  it('refuses a shared layer or a base file that reaches up', () => {
    expect(
      importProblems([
        edge('src/server/config.ts', 'src/server/http/trust-proxy.ts'),
        edge('src/server/db/client.ts', 'src/server/http/security.ts'),
        edge('src/server/http/csrf.ts', 'src/server/auth/index.ts'),
      ]),
    ).toHaveLength(3);
  });

  it('names the imports of two folders that import each other', () => {
    const problems = importProblems([
      edge('src/server/bookings/bookings.service.ts', 'src/server/payments/index.ts'),
      edge('src/server/payments/payments.service.ts', 'src/server/bookings/index.ts'),
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Server folders import each other in a loop (bookings, payments)');
    expect(problems[0]).toContain('src/server/payments/payments.service.ts imports');
  });

  it('names a circle of files, and leaves tests out', () => {
    const problems = importProblems([
      edge('src/web/navigation/DocumentLink.tsx', 'src/web/navigation/NavigationContext.tsx'),
      edge('src/web/navigation/NavigationContext.tsx', 'src/web/navigation/DocumentLink.tsx'),
      edge('src/server/manage/manage.test.ts', 'src/server/bookings/bookings.mapper.ts'),
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Files import each other in a loop');
  });
});
