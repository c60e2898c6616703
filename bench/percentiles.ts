/** Times `run` `iterations` times after a warm-up and returns p50/p95/p99 in milliseconds. */
export async function measure(
  run: () => Promise<unknown>,
  iterations: number,
): Promise<{ p50: number; p95: number; p99: number }> {
  for (let i = 0; i < Math.min(50, iterations); i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

export function printRow(name: string, figures: { p50: number; p95: number; p99: number }): void {
  const ms = (value: number) => `${value.toFixed(2).padStart(8)} ms`;
  console.log(`${name.padEnd(48)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}`);
}
