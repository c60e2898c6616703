/**
 * docs/configuration.md lists every variable the server reads: a variable added to config.ts without its
 * row fails here, naming the variable and the row to paste.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CONFIG_SOURCE = readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
const CONFIG_DOC = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');

/**
 * The variables a config source reads, each with its default as written (or '(unset)'): the keys of its
 * environment schema (`    NAME: …`, one level inside `z.object({`) and any `env.NAME` or `env['NAME']`.
 */
function variablesRead(source: string): Map<string, string> {
  const found = new Map<string, string>();
  const keys = [...source.matchAll(/^ {4}([A-Z][A-Z0-9_]*): /gm)];
  keys.forEach((match, index) => {
    const name = match[1] ?? '';
    const definition = source.slice(match.index, keys[index + 1]?.index ?? source.length);
    const fallback = /\.default\(([^)]*)\)/.exec(definition)?.[1];
    found.set(name, fallback === undefined ? '(unset)' : `\`${fallback.replace(/^'|'$/g, '')}\``);
  });
  for (const match of source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)\b|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)) {
    const name = match[1] ?? match[2] ?? '';
    if (!found.has(name)) found.set(name, '(unset)');
  }
  return found;
}

/** The variables a configuration doc names in the first cell of a table row. */
function variablesDocumented(doc: string): Set<string> {
  const firstCells = [...doc.matchAll(/^\|([^|\n]*)\|/gm)].map((match) => match[1] ?? '');
  return new Set(
    firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? '')),
  );
}

/** One line per variable read but not documented, with the row to paste into the doc. */
function missingRows(source: string, doc: string): string[] {
  const documented = variablesDocumented(doc);
  return [...variablesRead(source)]
    .filter(([name]) => !documented.has(name))
    .map(
      ([name, fallback]) =>
        `${name}: paste into docs/configuration.md | \`${name}\` | ${fallback} | (what it does) |`,
    );
}

describe('docs/configuration.md', () => {
  it('has a row for every variable src/server/config.ts reads', () => {
    const read = variablesRead(CONFIG_SOURCE);
    // The reading itself works: it finds the variables every installation knows.
    expect([...read.keys()]).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMTP_URL', 'TRUST_PROXY', 'FLIGHT_DATA_DAILY_CALLS']),
    );
    expect(read.size).toBeGreaterThanOrEqual(30);
    expect(missingRows(CONFIG_SOURCE, CONFIG_DOC)).toEqual([]);
  });

  it('names a variable the doc lacks, with its default in the row to paste', () => {
    const source = `const envSchema = z
  .object({
    PORT: port.default(3000),
    NEW_SETTING: z.string().default('blue'),
    OTHER_KEY: z.string().optional(),
  })
  .superRefine((env) => env.SHADOW_VARIABLE);
`;
    const doc =
      '| variable | default | meaning |\n| --- | --- | --- |\n| `PORT` | `3000` | the port; not `OTHER_KEY` |\n';
    expect(missingRows(source, doc)).toEqual([
      'NEW_SETTING: paste into docs/configuration.md | `NEW_SETTING` | `blue` | (what it does) |',
      'OTHER_KEY: paste into docs/configuration.md | `OTHER_KEY` | (unset) | (what it does) |',
      'SHADOW_VARIABLE: paste into docs/configuration.md | `SHADOW_VARIABLE` | (unset) | (what it does) |',
    ]);
  });
});
