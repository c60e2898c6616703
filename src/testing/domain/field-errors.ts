import type { z } from 'zod';

/**
 * The first message for each field of a failed parse, keyed by the dotted path ('' for the whole object).
 * One message per field is what the forms show and what a 400 response carries.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}
