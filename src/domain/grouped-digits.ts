/**
 * Whole numbers as en-US writes them ('1,194'), written here rather than by `Intl`: a browser's first
 * `Intl` format loads its locale data, about 10-20 ms on a desktop and four times that on a slow phone,
 * in whatever task asks first (decision 082).
 */

/** '1,194' for '1194': a string of digits in groups of three. */
export function groupDigits(digits: string): string {
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) text += `,${digits.slice(at, at + 3)}`;
  return text;
}

/** A number `Intl` writes with no fraction and no sign of its own: a safe integer, and not -0. */
export function isPlainWholeNumber(value: number): boolean {
  return Number.isSafeInteger(value) && !Object.is(value, -0);
}

/** '1,194', '-12,000': as `toLocaleString('en-US')` writes it, which anything else is left to. */
export function formatWholeNumber(value: number): string {
  if (!isPlainWholeNumber(value)) return value.toLocaleString('en-US');
  return `${value < 0 ? '-' : ''}${groupDigits(String(Math.abs(value)))}`;
}
