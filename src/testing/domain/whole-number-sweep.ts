/**
 * The whole numbers a hand-written number format is held to `Intl` over (decision 082): every one to
 * 100,000, a spread of larger ones up to 2^53 - 1, and the negative of each but 0.
 */
export function wholeNumberSweep(): number[] {
  const values: number[] = [];
  for (let value = 0; value <= 100_000; value += 1) values.push(value);
  for (let value = 100_001; value < Number.MAX_SAFE_INTEGER / 7; value = value * 7 + 3) values.push(value);
  values.push(Number.MAX_SAFE_INTEGER);
  return [...values, ...values.filter((value) => value !== 0).map((value) => -value)];
}
