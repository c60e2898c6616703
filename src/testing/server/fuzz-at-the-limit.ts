/**
 * Valid requests with one text at its documented limit: for each text field of a route's body
 * that takes plain letters, the route's valid request again with that field as long as the OpenAPI
 * document allows, in a letter of two UTF-8 bytes ('é'). The schemas take it, so the database must too: a
 * CHECK constraint that counts otherwise (characters, bytes) or a column narrower than the schema makes the
 * error handler log 'the database refused a value', which fails the fuzz test. Generated requests reach
 * a limit only by chance; these reach each one.
 */
import type { JsonSchema } from './fuzz-values';
import type { FuzzRequest } from './openapi-fuzz';

/** Where a text sits in the body (['changes', 'hotelName']) and its documented limit. */
export interface TextAtTheLimit {
  path: string[];
  maxLength: number;
}

const LETTER = 'é';

function takesLetters(schema: JsonSchema): boolean {
  if (schema.format !== undefined || schema.enum !== undefined) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern).test(LETTER.repeat(3));
}

/** The texts of a body schema (nested objects too) that a run of letters up to their limit satisfies. */
export function textsWithALimit(schema: JsonSchema | undefined, path: string[] = []): TextAtTheLimit[] {
  if (!schema) return [];
  const variant = (schema.anyOf ?? schema.oneOf)?.find((option) => option.type !== 'null') ?? schema;
  if (variant.properties) {
    return Object.entries(variant.properties).flatMap(([name, property]) =>
      textsWithALimit(property, [...path, name]),
    );
  }
  const isText =
    variant.type === 'string' || (Array.isArray(variant.type) && variant.type.includes('string'));
  return isText && variant.maxLength !== undefined && path.length > 0 && takesLetters(variant)
    ? [{ path, maxLength: variant.maxLength }]
    : [];
}

/** The request with that text at its limit (added when the valid request left it out). */
export function withTextAtTheLimit(request: FuzzRequest, text: TextAtTheLimit): FuzzRequest {
  const body = JSON.parse(request.payload ?? '{}') as Record<string, unknown>;
  let at = body;
  for (const key of text.path.slice(0, -1)) {
    const next = at[key];
    at[key] = typeof next === 'object' && next !== null ? next : {};
    at = at[key] as Record<string, unknown>;
  }
  at[text.path.at(-1) as string] = LETTER.repeat(text.maxLength);
  return {
    ...request,
    headers: { ...request.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  };
}
