import { groupDigits, isPlainWholeNumber } from './grouped-digits';

/**
 * Prices are whole US dollars on screen (SPEC section 9); refunds are exact cents, so both formats exist.
 * Whole amounts, which is every amount the product keeps, are written here as `Intl` writes them for
 * en-US ('$1,194', '-$46.55'): a browser's first `Intl` format loads its locale data, about 20 ms on a
 * desktop and four times that on Lighthouse's slow phone, in the task that renders the booking form
 * (decision 082). Anything else (a fraction of a dollar or cent, an amount past 2^53, cents past 15
 * digits, -0) goes to `Intl`, made at its first use.
 */
let wholeDollars: Intl.NumberFormat | undefined;
let dollarsAndCents: Intl.NumberFormat | undefined;

/** Cents up to 15 digits: `Intl` writes the dollars they divide into, exact only to 15 digits. */
const MAX_CENTS_BY_HAND = 1e15;

/** '$49', '$1,194'. */
export function formatUsd(dollars: number): string {
  if (isPlainWholeNumber(dollars))
    return `${dollars < 0 ? '-' : ''}$${groupDigits(String(Math.abs(dollars)))}`;
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
  if (isPlainWholeNumber(cents) && Math.abs(cents) < MAX_CENTS_BY_HAND) {
    const digits = String(Math.abs(cents)).padStart(3, '0');
    return `${cents < 0 ? '-' : ''}$${groupDigits(digits.slice(0, -2))}.${digits.slice(-2)}`;
  }
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
