/**
 * docs/operations/monitoring.md gives the operator a scrape config, five alert rules and a Grafana
 * dashboard: every metric they name must be one /metrics serves, so a renamed metric cannot leave an
 * alert that never fires.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/server/test-app';
import { useTestDatabase } from '../../testing/server/test-database';
import { recordJobRuns } from '../scheduler/job-runs.queries';

const TOKEN = 'metrics-token-of-the-doc-tests-01';
const DOC = readFileSync(new URL('../../../docs/operations/monitoring.md', import.meta.url), 'utf8');

/** The page's fenced code blocks, by their language. */
function codeBlocks(language: string): string[] {
  return [...DOC.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map(
    (match) => match[1] ?? '',
  );
}

const METRIC_NAME = /\b(?:transfers|http|process|nodejs)_[a-z0-9_]+\b/g;

describe('the monitoring page', () => {
  // The embedded database: the one that serves the backup metric the rules name.
  const database = useTestDatabase('pglite');
  const app = useTestApp(database, { config: { metricsToken: TOKEN } });

  it('has a scrape config, five alert rules and a dashboard of valid JSON', () => {
    const [scrape, rules] = codeBlocks('yaml');
    expect(scrape).toContain('authorization:');
    expect(rules?.match(/- alert: /g)).toHaveLength(5);
    const [dashboard] = codeBlocks('json');
    expect(JSON.parse(dashboard ?? '').panels.length).toBeGreaterThan(5);
  });

  it('names only metrics that /metrics serves', async () => {
    await recordJobRuns(database().db, 'web-1', [
      { job: 'retention', at: new Date(), durationMs: 1, succeeded: true },
    ]);
    await app().inject({ method: 'GET', url: '/api/health' });
    const served = await app().inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(served.statusCode).toBe(200);
    const servedNames = new Set(
      served.body
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)?.[0]),
    );
    const named = new Set(
      [...codeBlocks('yaml'), ...codeBlocks('json')].flatMap((block) => block.match(METRIC_NAME) ?? []),
    );
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((name) => !servedNames.has(name))).toEqual([]);
  });
});
