/**
 * Prints a CI run's summary (scripts/ci/summary.ts) from the folder `.ci/run` fills: `phases.tsv` (a phase's
 * name and seconds per line), `vitest-<project>.json` and `playwright.json`. A report missing (a phase that
 * failed before writing it) is left out, and the summary says which.
 *
 *   tsx scripts/ci-report.ts DIR [WALL_SECONDS]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type FileTime,
  type PlaywrightReport,
  playwrightCounts,
  playwrightFileTimes,
  playwrightProjectSpans,
  summaryLines,
  type TestCount,
  type VitestReport,
  vitestCounts,
  vitestFileTimes,
} from './ci/summary';

const [dir, wall] = process.argv.slice(2);
if (!dir) throw new Error('usage: tsx scripts/ci-report.ts DIR [WALL_SECONDS]');
const root = process.cwd();

const phasesFile = path.join(dir, 'phases.tsv');
const phases = existsSync(phasesFile)
  ? readFileSync(phasesFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name = '', seconds = '0'] = line.split('\t');
        return { name, seconds: Number(seconds) };
      })
  : [];

const files: FileTime[] = [];
const counts: TestCount[] = [];
for (const name of readdirSync(dir).sort()) {
  const match = /^vitest-(.+)\.json$/.exec(name);
  if (!match?.[1]) continue;
  const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as VitestReport;
  files.push(...vitestFileTimes(match[1], report, root));
  counts.push(...vitestCounts(match[1], report));
}
const playwrightFile = path.join(dir, 'playwright.json');
if (existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, 'utf8')) as PlaywrightReport;
  phases.push(...playwrightProjectSpans(report));
  files.push(...playwrightFileTimes(report));
  counts.push(...playwrightCounts(report));
} else {
  console.log('ci: no Playwright report (the browser tests did not finish)');
}

for (const line of summaryLines(phases, files, counts, Number(wall ?? 0))) console.log(line);
