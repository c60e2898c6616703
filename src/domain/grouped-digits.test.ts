import { describe, expect, it } from 'vitest';
import { wholeNumberSweep } from '../testing/domain/whole-number-sweep';
import { formatWholeNumber, groupDigits } from './grouped-digits';
import { textTooLongMessage } from './messages';

describe('whole numbers written as en-US writes them', () => {
  it('writes every number to 100,000, a spread to 2^53 and their negatives as toLocaleString does', () => {
    const all = wholeNumberSweep();
    expect(all.map(formatWholeNumber)).toEqual(all.map((value) => value.toLocaleString('en-US')));
  });

  it.each([-0, 12.5, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY])('leaves %d to Intl', (value) => {
    expect(formatWholeNumber(value)).toBe(value.toLocaleString('en-US'));
  });

  it('groups a string of digits by three from the right', () => {
    expect(['7', '49', '194', '1194', '120000', '1234567'].map(groupDigits)).toEqual([
      '7',
      '49',
      '194',
      '1,194',
      '120,000',
      '1,234,567',
    ]);
  });

  it("writes a limit into a text's too-long message", () => {
    expect(textTooLongMessage('Special Instructions', 1000)).toBe(
      'Special Instructions must be at most 1,000 characters',
    );
  });
});
