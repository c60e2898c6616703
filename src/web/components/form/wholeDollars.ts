/**
 * What a whole-dollar input holds, for react-hook-form's `setValueAs`: only digits are an amount. '1e3' or
 * '12.5' become NaN, which the shared schemas refuse with their own message, rather than a number the
 * typist did not mean.
 */
export function wholeDollars(typed: unknown): number {
  const text = String(typed ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** The same, for an amount that may be left empty (a provider without a cost for a route): undefined. */
export function optionalWholeDollars(typed: unknown): number | undefined {
  return String(typed ?? '').trim() === '' ? undefined : wholeDollars(typed);
}
