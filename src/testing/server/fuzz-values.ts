/**
 * The values the API fuzz test (openapi-fuzz.ts) sends: plausible ones, built from a field's JSON Schema
 * and, for the fields this API knows by name, from what a traveller or an admin really types, so that
 * many requests get past validation and reach the handlers and the database; and hostile ones, which a
 * careless client or an attacker sends: wrong types, boundary numbers, huge, empty, unicode and control
 * characters.
 */
import fc from 'fast-check';

/** The part of JSON Schema the API's zod schemas turn into (fastify-type-provider-zod). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

/** What the fuzzed app already holds, so that some requests name real bookings and travellers. */
export interface FuzzContext {
  bookingIds: string[];
  emails: string[];
  lastNames: string[];
  /**
   * Bodies our own pages send, by route ('POST /api/bookings'): a start from which one changed field at a
   * time reaches the handlers and the database far more often than fields drawn each on its own.
   */
  exampleBodies: Record<string, Record<string, unknown>[]>;
}

const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u000b',
  '\f',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
];
const ODD_UNICODE = [
  '\u200b',
  '\u200e',
  '\u202e',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ufffd',
  '\ud800',
  '\udfff',
  'e\u0301',
  '🌴',
  '北京',
  'ß',
  'İ',
  'ﬀ',
];

/** Texts that have broken programs before: quotes, markup, SQL, paths, formats, escapes. */
const NASTY_TEXTS = [
  "' OR '1'='1",
  '"; drop table bookings; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '%00',
  '%s%s%n',
  '../../../../etc/passwd',
  '\\u0000',
  '=HYPERLINK("http://evil.example")',
  'x;=1+1',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  'toString',
  '0x1F',
  '1e400',
  '-0',
  '２０２６-０３-１０',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '24:00',
  '23:60',
];

/** A string of one of the sizes that matter: empty, small, at and past every limit, past the body limit. */
const sizedText = fc
  .constantFrom(
    0,
    1,
    2,
    29,
    30,
    31,
    99,
    100,
    101,
    254,
    255,
    299,
    300,
    301,
    1999,
    2000,
    2001,
    4999,
    5000,
    5001,
    70_000,
  )
  .chain((length) =>
    fc
      .constantFrom('x', ' ', 'é', '🌴', '\u0000', 'ab')
      .map((unit) => unit.repeat(length).slice(0, length * 2)),
  );

/** A word a person could type with one character nobody types (or a rare one) somewhere in it. */
const oddText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(
      '',
      'Ana',
      'López',
      'Hotel Riu',
      'AM 512',
      'ana@example.com',
      '+52 998 123 4567',
      '2026-06-10',
    ),
    fc.nat(),
    fc.constantFrom(...CONTROL_CHARACTERS, ...CONTROL_CHARACTERS, ...ODD_UNICODE),
  )
  .map(([text, at, odd]) => {
    const index = text.length ? at % (text.length + 1) : 0;
    return `${text.slice(0, index)}${odd}${text.slice(index)}`;
  });

const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(...NASTY_TEXTS),
  sizedText,
  oddText,
);

const boundaryNumber = fc.constantFrom(
  0,
  -0,
  1,
  -1,
  1.5,
  2,
  24,
  25,
  99,
  100,
  101,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  1_000_000,
  1_000_001,
);

/** Any JSON value a client could send where one field was expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 3, arbitrary: boundaryNumber },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileText, boundaryNumber), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      {},
      { toString: 'x' },
      { valueOf: 1 },
      { length: 1e9 },
      [[[[]]]],
      { $gt: '' },
      { constructor: { prototype: { admin: true } } },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Dates around the fixed NOW of the server tests (March 2026): past, soon, far, and past 18 months. */
const calendarDate = fc
  .date({ min: new Date('2025-12-01T00:00:00Z'), max: new Date('2028-06-30T00:00:00Z'), noInvalidDate: true })
  .map(isoDate);
const clockTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${pad(h)}:${pad(m)}`);
const words = fc
  .array(
    fc.constantFrom(
      'Ana',
      'López',
      'Hotel',
      'Riu',
      'Palace',
      'Tulum',
      'Ñandú',
      'O’Brien',
      'van der Berg',
      'AM',
      '512',
    ),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .map((parts) => parts.join(' '));
const token = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);

/** What real people and our own pages send for the fields this API knows by name. */
function knownField(name: string, context: FuzzContext): fc.Arbitrary<unknown> | undefined {
  const known: Record<string, fc.Arbitrary<unknown>> = {
    email: fc.oneof(fc.constantFrom('ana@example.com', ...context.emails), fc.emailAddress()),
    lastName: fc.oneof(fc.constantFrom('López', ...context.lastNames), words),
    firstName: words,
    name: words,
    reservationName: fc.oneof(fc.constant(''), words),
    hotelName: words,
    flightNumber: fc.stringMatching(/^[A-Z]{2} ?[0-9]{1,4}$/),
    flightAirline: words,
    specialInstructions: fc.oneof(fc.constant(''), fc.string({ maxLength: 60 })),
    adminNotes: fc.option(fc.string({ maxLength: 60 })),
    driverName: fc.option(words),
    driverCompany: fc.option(words),
    message: fc.string({ minLength: 1, maxLength: 80 }),
    website: fc.constantFrom('', '', '', 'https://spam.example'),
    phone: fc.stringMatching(/^\+?[0-9]{2,3} [0-9]{3} [0-9]{3} [0-9]{4}$/),
    flightDate: calendarDate,
    flightTime: clockTime,
    date: calendarDate,
    passengers: fc.integer({ min: 1, max: 110 }),
    pickupHours: fc.constantFrom(2, 3, 4, 5),
    page: fc.integer({ min: 1, max: 3 }),
    search: fc.oneof(words, fc.string({ maxLength: 5 })),
    sessionId: fc.oneof(fc.stringMatching(/^cs_demo_[0-9a-f]{24}$/), fc.string({ maxLength: 20 })),
    accessToken: token,
    refreshToken: token,
    password: fc.oneof(fc.constant('Sunny#Cancun26'), fc.string({ maxLength: 20 })),
    id: fc.oneof(
      fc.constantFrom(...(context.bookingIds.length ? context.bookingIds : ['K7M2Q9XH4T'])),
      fc.stringMatching(/^[0-9A-Z]{10}$/),
    ),
  };
  return known[name];
}

/** A value the schema takes (or nearly: strings may run past their limit now and then). */
export function plausibleValue(schema: JsonSchema, context: FuzzContext, name = ''): fc.Arbitrary<unknown> {
  const byName = name ? knownField(name, context) : undefined;
  if (byName) return byName;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => plausibleValue(variant, context, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1000, 1000) });
    case 'number':
      return fc.double({ noNaN: true, min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausibleValue(schema.items ?? {}, context), { maxLength: 3 });
    case 'object':
      return plausibleObject(schema, context);
    default:
      return hostileValue;
  }
}

/** An object of the schema's properties: every required one and some of the others. */
export function plausibleObject(
  schema: JsonSchema,
  context: FuzzContext,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const shape = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, plausibleValue(property, context, name)]),
  );
  const requiredKeys = Object.keys(properties).filter((name) => required.has(name));
  return fc.record(shape, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

/** One of the route's example bodies with one field drawn afresh (or none), good or bad. */
export function exampleObject(
  schema: JsonSchema,
  context: FuzzContext,
  examples: Record<string, unknown>[],
): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema.properties ?? {});
  const change = names.length
    ? fc.option(
        fc
          .constantFrom(...names)
          .chain((name) =>
            fieldValue(schema.properties?.[name] ?? {}, context, name).map((value) => [name, value] as const),
          ),
      )
    : fc.constant(null);
  return fc
    .tuple(fc.constantFrom(...examples), change)
    .map(([example, changed]) => (changed ? { ...example, [changed[0]]: changed[1] } : { ...example }));
}

/** An object with one to three things wrong: a field hostile, missing, or one field too many. */
export function mutatedObject(
  schema: JsonSchema,
  context: FuzzContext,
  base: fc.Arbitrary<Record<string, unknown>> = plausibleObject(schema, context),
): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema.properties ?? {});
  const mutation = fc.oneof(
    ...(names.length
      ? [
          fc.tuple(fc.constant('replace' as const), fc.constantFrom(...names), hostileValue),
          fc.tuple(fc.constant('drop' as const), fc.constantFrom(...names), fc.constant(undefined)),
        ]
      : []),
    fc.tuple(
      fc.constant('add' as const),
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'id', 'status', 'totalPrice', 'role'),
      ),
      hostileValue,
    ),
  );
  return fc.tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([object, mutations]) => {
    const result: Record<string, unknown> = { ...object };
    for (const [kind, name, value] of mutations) {
      if (kind === 'drop') delete result[name];
      else
        Object.defineProperty(result, name, {
          value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
    }
    return result;
  });
}

/** A value for a path parameter, query parameter or header: what a schema or the context suggests, or not. */
export function textValue(schema: JsonSchema, context: FuzzContext, name: string): fc.Arbitrary<string> {
  return fieldValue(schema, context, name).map((value) =>
    typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  );
}

/**
 * One field's value where the rest of the request is good: mostly plausible, often a text with a
 * character nobody types or of a size past its limit, sometimes anything at all. One bad field in an
 * otherwise good request is what reaches the deepest code.
 */
function fieldValue(schema: JsonSchema, context: FuzzContext, name: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: plausibleValue(schema, context, name) },
    { weight: 3, arbitrary: oddText },
    { weight: 1, arbitrary: sizedText },
    ...(schema.maxLength === undefined ? [] : [{ weight: 2, arbitrary: atTheLimit(schema.maxLength) }]),
    { weight: 2, arbitrary: hostileValue },
  );
}

/**
 * A text as long as the documented limit allows, or one character longer, of characters a person types
 * (one of them two UTF-16 units, one a letter and a combining accent): where the schemas and the
 * database's CHECK constraints must agree on what a length is.
 */
function atTheLimit(maxLength: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(maxLength, maxLength + 1), fc.constantFrom('x', 'é', '🌴', 'e\u0301'))
    .map(([length, unit]) => unit.repeat(length).slice(0, length));
}
