import { describe, expect, it } from 'vitest';
import { bookingsCsvQuerySchema, MANIFEST_DATE_MESSAGE, manifestQuerySchema } from './manifest';

describe('the manifest query', () => {
  it('takes a real calendar date, or none at all', () => {
    expect(manifestQuerySchema.parse({ date: '2028-02-29' })).toEqual({ date: '2028-02-29' });
    expect(manifestQuerySchema.parse({})).toEqual({});
  });

  it.each(['2026-02-30', '2026-3-1', 'tomorrow', '', '2026-03-10T00:00:00Z'])(
    'refuses %j with one clear message',
    (date) => {
      const result = manifestQuerySchema.safeParse({ date });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([MANIFEST_DATE_MESSAGE]);
    },
  );
});

describe('the bookings CSV query', () => {
  it('is the list query without a page: a status and a cleaned search', () => {
    expect(bookingsCsvQuerySchema.parse({ status: 'paid', search: ' lopez\u0000 ', page: '3' })).toEqual({
      status: 'paid',
      search: 'lopez',
    });
    expect(bookingsCsvQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
  });
});
