/** Prices are whole US dollars on screen (SPEC section 9); refunds are exact cents, so both formats exist. */
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$49', '$1,194'. */
export function formatUsd(dollars: number): string {
  return wholeDollars.format(dollars);
}

/** '$46.55' for 4655 cents. */
export function formatUsdCents(cents: number): string {
  return dollarsAndCents.format(cents / 100);
}

/** Whole cents for the card provider, rounded so 0.1 + 0.2 style errors never cost a cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
