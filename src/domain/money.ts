/**
 * Prices are whole US dollars on screen (SPEC section 9); refunds are exact cents, so both formats exist.
 * Each format is made at its first use, not when the module is loaded: making one loads the locale's
 * currency data, several milliseconds on this machine and four times that on Lighthouse's slow phone,
 * which every page importing this module would otherwise pay in the one task that evaluates its script.
 */
let wholeDollars: Intl.NumberFormat | undefined;
let dollarsAndCents: Intl.NumberFormat | undefined;

/** '$49', '$1,194'. */
export function formatUsd(dollars: number): string {
  wholeDollars ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return wholeDollars.format(dollars);
}

/** '$46.55' for 4655 cents. */
export function formatUsdCents(cents: number): string {
  dollarsAndCents ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return dollarsAndCents.format(cents / 100);
}

/** Whole cents for the card provider, rounded so 0.1 + 0.2 style errors never cost a cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
