/**
 * What a CI run prints at its end: the seconds of each phase, the slowest test files, and how many tests
 * ran per runner, project and engine, read from Vitest's and Playwright's JSON reports. The counts are the
 * floor a faster run must keep: a check that stops running shows here as a smaller number.
 */

/** Vitest's JSON report (the Jest-compatible shape), as far as the summary reads it. */
export interface VitestReport {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { ancestorTitles: string[]; status: string }[];
  }[];
}

/** Playwright's JSON report, as far as the summary reads it: nested suites of specs, one per file. */
interface PlaywrightSuite {
  file?: string;
  specs?: {
    tests: { projectName: string; results: { duration: number; status: string; startTime?: string }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}
export interface PlaywrightReport {
  suites: PlaywrightSuite[];
}

export interface FileTime {
  file: string;
  seconds: number;
}

/** A count of tests that ran (passed or failed; skipped and todo ones are not executed). */
export interface TestCount {
  label: string;
  executed: number;
  failed: number;
}

const EXECUTED = new Set(['passed', 'failed']);

/** The engine a server test ran on, read from its describe titles ('… on pglite', '… on postgres'). */
export function engineOf(ancestorTitles: string[]): 'pglite' | 'postgres' | 'none' {
  const titles = ancestorTitles.join(' ');
  if (/\bpostgres\b/i.test(titles)) return 'postgres';
  if (/\bpglite\b/i.test(titles)) return 'pglite';
  return 'none';
}

function relative(file: string, root: string): string {
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}

/** Each Vitest file's wall seconds, labelled with its project. */
export function vitestFileTimes(project: string, report: VitestReport, root: string): FileTime[] {
  return report.testResults.map((result) => ({
    file: `${relative(result.name, root)} (${project})`,
    seconds: Math.max(0, result.endTime - result.startTime) / 1000,
  }));
}

/** Tests executed in one Vitest project, split by engine where the project has engines. */
export function vitestCounts(project: string, report: VitestReport): TestCount[] {
  const byEngine = new Map<string, TestCount>();
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (!EXECUTED.has(test.status)) continue;
      const engine = engineOf(test.ancestorTitles);
      const label = engine === 'none' ? `vitest ${project}` : `vitest ${project} on ${engine}`;
      const count = byEngine.get(label) ?? { label, executed: 0, failed: 0 };
      count.executed += 1;
      if (test.status === 'failed') count.failed += 1;
      byEngine.set(label, count);
    }
  }
  return [...byEngine.values()].sort((a, b) => a.label.localeCompare(b.label));
}

function* playwrightTests(
  suites: PlaywrightSuite[],
  file?: string,
): Generator<{
  file: string;
  projectName: string;
  results: { duration: number; status: string; startTime?: string }[];
}> {
  for (const suite of suites) {
    const suiteFile = suite.file ?? file ?? '';
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) yield { file: suiteFile, ...test };
    }
    yield* playwrightTests(suite.suites ?? [], suiteFile);
  }
}

/** Each Playwright spec file's seconds (its tests' durations added up, every project and retry). */
export function playwrightFileTimes(report: PlaywrightReport): FileTime[] {
  const seconds = new Map<string, number>();
  for (const test of playwrightTests(report.suites)) {
    const key = `tests/e2e/${test.file} (${test.projectName})`;
    const total = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
    seconds.set(key, (seconds.get(key) ?? 0) + total);
  }
  return [...seconds].map(([file, total]) => ({ file, seconds: total }));
}

/** Tests executed per Playwright project (a test's last result decides; skipped ones are not counted). */
export function playwrightCounts(report: PlaywrightReport): TestCount[] {
  const counts = new Map<string, TestCount>();
  for (const test of playwrightTests(report.suites)) {
    const last = test.results.at(-1);
    if (!last || last.status === 'skipped') continue;
    const label = `playwright ${test.projectName}`;
    const count = counts.get(label) ?? { label, executed: 0, failed: 0 };
    count.executed += 1;
    if (last.status !== 'passed') count.failed += 1;
    counts.set(label, count);
  }
  return [...counts.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** Each Playwright project's seconds, from its first test's start to its last test's end (projects overlap). */
export function playwrightProjectSpans(report: PlaywrightReport): { name: string; seconds: number }[] {
  const spans = new Map<string, { start: number; end: number }>();
  for (const test of playwrightTests(report.suites)) {
    for (const result of test.results) {
      if (!result.startTime) continue;
      const start = Date.parse(result.startTime);
      const span = spans.get(test.projectName) ?? { start, end: start };
      span.start = Math.min(span.start, start);
      span.end = Math.max(span.end, start + result.duration);
      spans.set(test.projectName, span);
    }
  }
  return [...spans]
    .map(([project, span]) => ({
      name: `  playwright ${project} (within the run)`,
      seconds: (span.end - span.start) / 1000,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The `limit` slowest files, slowest first. */
export function slowest(files: FileTime[], limit: number): FileTime[] {
  return [...files].sort((a, b) => b.seconds - a.seconds).slice(0, limit);
}

/** The summary's lines: phases, slowest files, counts and their total. */
export function summaryLines(
  phases: { name: string; seconds: number }[],
  files: FileTime[],
  counts: TestCount[],
  wallSeconds: number,
): string[] {
  const executed = counts.reduce((sum, count) => sum + count.executed, 0);
  return [
    'ci: seconds per phase',
    ...phases.map((phase) => `  ${phase.seconds.toFixed(0).padStart(5)} s  ${phase.name}`),
    `  ${wallSeconds.toFixed(0).padStart(5)} s  the whole run (phases marked beside ran at once with others)`,
    `ci: the ${Math.min(15, files.length)} slowest test files`,
    ...slowest(files, 15).map((file) => `  ${file.seconds.toFixed(1).padStart(6)} s  ${file.file}`),
    'ci: tests executed',
    ...counts.map(
      (count) =>
        `  ${String(count.executed).padStart(5)}  ${count.label}${count.failed ? ` (${count.failed} failed)` : ''}`,
    ),
    `  ${String(executed).padStart(5)}  in all`,
  ];
}
