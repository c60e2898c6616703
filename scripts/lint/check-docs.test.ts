import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { architectureProblems, featureLayers, generatedSections, withSections } from './architecture-doc';
import { type Decision, decisionProblems } from './decisions';
import { anchorOf, brokenLinks, issueMentions } from './doc-links';
import type { ImportEdge } from './import-graph';

const record = (
  file: string,
  lines: number,
  sections = ['Context', 'Decision', 'Consequences'],
): Decision => {
  const body = sections.map((section) => `## ${section}\n\ntext`).join('\n\n');
  const filler = Array.from({ length: Math.max(0, lines - body.split('\n').length - 2) }, () => 'more');
  return { file, text: `# ${file.slice(0, 3)}: A title\n\n${body}\n${filler.join('\n')}\n` };
};

describe('the decisions check', () => {
  const index = '| 001 | [A title](001-a.md) | Accepted |\n| 002 | [B](002-b.md) | Amended by 003 |\n';

  it('passes short, listed records with their three sections', () => {
    expect(decisionProblems([record('001-a.md', 80), record('002-b.md', 120)], index)).toEqual([]);
  });

  it('refuses a record over 120 lines, one without a section, and one the index lacks', () => {
    const problems = decisionProblems(
      [record('001-a.md', 121), record('002-b.md', 30, ['Context', 'Decision']), record('003-c.md', 20)],
      index,
    );
    expect(problems).toEqual([
      expect.stringContaining('docs/decisions/001-a.md is 121 lines, over 120'),
      "docs/decisions/002-b.md has no section '## Consequences'.",
      'docs/decisions/README.md has no line for 003-c.md; paste:\n    | 003 | [A title](003-c.md) | Accepted |',
    ]);
  });

  it('refuses an index line whose record does not exist', () => {
    expect(decisionProblems([record('001-a.md', 10)], index)).toEqual([
      'docs/decisions/README.md links 002-b.md, which does not exist.',
    ]);
  });
});

describe('the server features in layers', () => {
  const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to, typeOnly: false });

  it('puts a feature one layer above the highest feature it imports, tests and shared layers left out', () => {
    const layers = featureLayers(
      ['mail', 'bookings', 'payments', 'prices'],
      [
        edge('src/server/payments/pay.ts', 'src/server/bookings/index.ts'),
        edge('src/server/bookings/book.ts', 'src/server/mail/index.ts'),
        edge('src/server/bookings/book.ts', 'src/server/prices/index.ts'),
        edge('src/server/bookings/book.ts', 'src/server/db/client.ts'),
        edge('src/server/mail/mail.test.ts', 'src/server/payments/index.ts'),
      ],
    );
    expect(layers).toEqual([['mail', 'prices'], ['bookings'], ['payments']]);
  });
});

describe('docs/architecture.md', () => {
  const repo = process.cwd();

  it('has its generated sections as their sources write them', () => {
    expect(architectureProblems(repo)).toEqual([]);
  });

  it('lists every server feature folder and every prerendered page', () => {
    const sections = generatedSections(repo);
    expect(sections['server-folders']).toMatch(/`bookings\/`/);
    expect(sections['server-folders']).toMatch(/`flights\/`/);
    expect(sections['prerendered-pages']).toMatch(/\| `home` \| `\/` \| `light\/entry-home.tsx` \| 20 KB/);
  });

  it('rewrites only what lies between a section’s markers, and names missing markers', () => {
    const doc =
      'before\n<!-- begin generated: pages (scripts/lint/architecture-doc.ts --write) -->\nold\n<!-- end generated: pages -->\nafter\n';
    expect(withSections(doc, { pages: 'new', other: 'x' })).toEqual({
      text: 'before\n<!-- begin generated: pages (scripts/lint/architecture-doc.ts --write) -->\nnew\n<!-- end generated: pages -->\nafter\n',
      missing: ['other'],
    });
  });
});

describe('the docs’ links and wording', () => {
  let repo: string;
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  };

  it('finds a missing file, a missing heading, and an issue named outside the decisions', () => {
    repo = mkdtempSync(path.join(tmpdir(), 'docs-'));
    write('README.md', '[ops](docs/ops.md#going-live) [gone](docs/gone.md) [web](https://example.com)\n');
    write(
      'docs/ops.md',
      '# Ops\n\n## Going live\n\n[back](../README.md#nowhere) `[not a link](x.md)`\nAs issue 31 says.\n',
    );
    write('docs/decisions/001-a.md', 'Status: Accepted (issue 31)\n');
    const files = ['README.md', 'docs/ops.md', 'docs/decisions/001-a.md'];
    expect(brokenLinks(repo, files)).toEqual([
      'README.md links docs/gone.md: docs/gone.md does not exist.',
      'docs/ops.md links ../README.md#nowhere: README.md has no heading #nowhere.',
    ]);
    expect(issueMentions(repo, files)).toEqual(['docs/ops.md:6 names an issue: As issue 31 says.']);
  });

  it('writes anchors as GitHub does', () => {
    expect(anchorOf('Backups and restore')).toBe('backups-and-restore');
    expect(anchorOf('The provider’s page: `/provider/rides`')).toBe('the-providers-page-providerrides');
  });
});
