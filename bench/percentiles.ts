/** The value at quantile `q` (0.5 for p50) of `values`, in any order; 0 when there are none. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * Times `run` `iterations` times after a warm-up (then calls `afterWarmUp`) and returns p50/p95/p99 and the
 * slowest, in milliseconds.
 */
export async function measure(
  run: () => Promise<unknown>,
  iterations: number,
  afterWarmUp: () => void = () => {},
): Promise<{ p50: number; p95: number; p99: number; max: number; cpuMean: number }> {
  for (let i = 0; i < Math.min(50, iterations); i++) await run();
  afterWarmUp();
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const cpu = process.cpuUsage(cpuBefore);
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: samples[samples.length - 1] ?? 0,
    // CPU time this process spent per run: PGlite's work and ours, whatever else the machine was doing.
    cpuMean: (cpu.user + cpu.system) / 1000 / iterations,
  };
}

const ms = (value: number) => `${value.toFixed(2).padStart(8)} ms`;

export function printRow(name: string, figures: { p50: number; p95: number; p99: number }): void {
  console.log(`${name.padEnd(48)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}`);
}

/**
 * A row with its targets beside it: p95 against the page target (none for the broad searches), and the
 * longest single statement against PGlite's ceiling.
 */
export function printTargetRow(
  name: string,
  /** cpuMean: this process's CPU per run, left out when the work is done by other processes. */
  figures: { p50: number; p95: number; longestStatement: number; cpuMean?: number },
  target: { p95?: number; max?: number },
): void {
  const ratio = (value: number, limit: number) =>
    `${(value / limit).toFixed(2)}× ${value <= limit ? 'ok' : 'OVER'}`;
  const p95 =
    target.p95 === undefined
      ? `${ms(figures.p95)}${' '.repeat(19)}`
      : `${ms(figures.p95)} / ${target.p95} ms ${ratio(figures.p95, target.p95)}`;
  const ceiling =
    target.max === undefined
      ? ''
      : `  longest statement ${ms(figures.longestStatement)} / ${target.max} ms ${ratio(figures.longestStatement, target.max)}`;
  console.log(
    `${name.padEnd(30)} p50 ${ms(figures.p50)}  p95 ${p95}${ceiling}${figures.cpuMean === undefined ? '' : `  cpu/run ${ms(figures.cpuMean)}`}`,
  );
}

/**
 * A twin's row: the same answer with none of the work the measured case adds, timed in the same run, and
 * how many times the twin's p50 and p95 the case's are (the case's cost on this machine, in its twin's
 * units).
 */
export function printTwinRow(
  name: string,
  twin: { p50: number; p95: number },
  measured: { p50: number; p95: number },
): void {
  const times = (value: number, of: number) => `${(value / of).toFixed(1)}×`;
  console.log(
    `${name.padEnd(30)} p50 ${ms(twin.p50)}  p95 ${ms(twin.p95)}  the view: ${times(measured.p50, twin.p50)} its p50, ${times(measured.p95, twin.p95)} its p95`,
  );
}
