import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors';

describe('field errors', () => {
  it('keeps the first message of each field, by dotted path', () => {
    const schema = z
      .object({
        a: z.string().min(1, 'a first').min(2, 'a second'),
        b: z.object({ c: z.number('c number') }),
      })
      .superRefine((_value, ctx) => {
        ctx.addIssue({ code: 'custom', message: 'whole', path: [] });
      });
    const result = schema.safeParse({ a: '', b: { c: 'x' } });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ a: 'a first', 'b.c': 'c number' });
  });

  it('reports object-level issues under the empty key', () => {
    const schema = z.object({ a: z.string() }).superRefine((_value, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'whole', path: [] });
    });
    const result = schema.safeParse({ a: 'ok' });
    if (result.success) throw new Error('expected a failure');
    expect(fieldErrors(result.error)).toEqual({ '': 'whole' });
  });
});
