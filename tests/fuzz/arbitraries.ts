/**
 * fast-check arbitraries for the API fuzzer: hostile strings, values driven by the OpenAPI
 * document's JSON schemas (valid-looking, so requests get past the first check), mutations of
 * them (wrong types, missing and extra keys, injection shapes) and raw, malformed bodies.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  default?: unknown;
}

/** Values the generators may use where a real id gets a request further (served questions, a user). */
export interface Known {
  questionIds: string[];
  userIds: string[];
}

// ---------------------------------------------------------------------------------------------
// Hostile strings
// ---------------------------------------------------------------------------------------------

const unicode = [
  '\u202Eevil\u202C', // right-to-left override
  '\u202D\u2066\u2067\u2068\u2069',
  '\u0000',
  'a\u0000b',
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'x\uDBFF\uD800y', // surrogates in the wrong order
  `a${'\u0301'.repeat(300)}`, // stacked combining marks
  `क${'\u094D'.repeat(50)}`, // a Devanagari virama run
  'Z̸̢̛̤͉͔̲̞͓̜͎̙̥̞̱̈́̄͐̀̑̔̈́̕͝a̶̡̳͙̼̱̻̅̓̋̏͌l̴̪̠̯̖̭̺̹͆g̵̢̧͚̜̩̩̾̊̌ơ̴̧̻̞̪̈́̓̈́',
  '👩‍👩‍👧‍👦', // ZWJ sequence
  '\u200D\u200C\u200B\uFEFF', // joiners, zero-width space, BOM
  'हिन्दी\u200Dहिंदी\u200C',
  '\u2028\u2029',
  '\r\n\r\nX-Injected: 1',
  '\u0007\u001b[31mred\u001b[0m',
  '\uFFFD\uFFFE\uFFFF',
  'ｆｕｌｌｗｉｄｔｈ',
  'аdmin@example.com', // Cyrillic а
  '𝕳𝖊𝖑𝖑𝖔',
  '١٢٣', // Arabic-Indic digits
  '१२३', // Devanagari digits
  '\u0301', // a combining mark alone
  '',
  ' ',
  '\t\n',
];

const injection = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '1; DROP TABLE users; --',
  "1' UNION SELECT password_hash, email FROM users --",
  "%' OR email LIKE '%",
  "\\'; select pg_sleep(0); --",
  '$$; delete from questions; $$',
  "E'\\x00'",
  '{"$ne": null}',
  '{"$gt": ""}',
  '$where',
  '[$ne]=1',
  '__proto__',
  'constructor',
  'prototype',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.json',
  '%2e%2e%2f',
  '....//....//',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '$' + '{7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  'javascript:alert(1)',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '99999999999999999999999999999',
  '0x10',
  ' 1',
  '1 ',
  '1.5',
  '-0',
  'a@b',
  '"quoted"@example.com',
  'x@[127.0.0.1]',
  'A@B.CO ',
  'é@ü.de',
];

/** A hostile string: a known nasty one, random code units (lone surrogates included), or a mix. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...unicode, ...injection) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      maxLength: 20,
    }),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...unicode, ...injection, 'शब्द', 'abc', '1'), { minLength: 2, maxLength: 5 })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.constantFrom(300, 1_000, 20_000).map((n) => 'क'.repeat(n)) },
);

/** A value of the wrong type, or an injection-shaped object. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    [],
    {},
    [null],
    [[[[[]]]]],
    { $ne: null },
    { $gt: '' },
    { $where: 'sleep(1000)' },
    { $regex: '.*' },
    { toString: 'x' },
    { valueOf: 1 },
    Object.fromEntries([['__proto__', { admin: true }]]),
    Object.fromEntries([['constructor', { prototype: { admin: true } }]]),
  ),
  fc.integer(),
  fc.double(),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Extra keys: prototype pollution, NoSQL operators, and random ones. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '$where',
    '$ne',
    '$gt',
    'admin',
    'pro',
    'isCorrect',
    '_id',
    'id',
    'user_id',
  ),
  hostileString,
);

// ---------------------------------------------------------------------------------------------
// Schema-driven values
// ---------------------------------------------------------------------------------------------

function patternArb(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.string({ maxLength: 20 });
  }
}

/**
 * A value for a schema: valid (known ids where a field or parameter is an id), or with `hostile`,
 * now and then hostile text where strings go.
 */
export function fromSchema(
  schema: JsonSchema | undefined,
  known: Known,
  name = '',
  hostile = true,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length)
    return fc.oneof(...variants.map((s) => fromSchema(s, known, name, hostile, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], known, name, hostile, depth + 1);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      const isId = /id$/i.test(name) && known.questionIds.length > 0;
      const base =
        schema.format === 'uuid'
          ? fc.oneof(fc.uuid(), fc.constantFrom(...known.userIds))
          : schema.format === 'email'
            ? fc.emailAddress()
            : schema.pattern
              ? isId
                ? fc.oneof(fc.constantFrom(...known.questionIds), patternArb(schema.pattern))
                : patternArb(schema.pattern)
              : fc.string({
                  minLength: schema.minLength ?? 0,
                  maxLength: Math.min(schema.maxLength ?? 30, 30),
                });
      if (!hostile) return base;
      return fc.oneof(
        { weight: 5, arbitrary: base },
        { weight: 2, arbitrary: hostileString },
        { weight: 2, arbitrary: fc.tuple(base, hostileString).map(([a, b]) => `${a}${b}`) },
      );
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1_000_000;
      const max = schema.maximum ?? 1_000_000;
      return type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(fromSchema(schema.items, known, name, hostile, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object': {
      const props = schema.properties ?? {};
      const keys = Object.keys(props);
      if (!keys.length)
        return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const k of keys) record[k] = fromSchema(props[k], known, k, hostile, depth + 1);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => keys.includes(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Only the required fields, each valid: the smallest request a handler has to cope with. */
export function minimalValid(schema: JsonSchema | undefined, known: Known): fc.Arbitrary<unknown> {
  const props = schema?.properties;
  if (!props) return fromSchema(schema, known, '', false);
  const required = (schema.required ?? []).filter((k) => k in props);
  return fc.record(Object.fromEntries(required.map((k) => [k, fromSchema(props[k], known, k, false)])));
}

/** A schema-valid-looking object with one or more things made wrong. */
export function mutated(schema: JsonSchema | undefined, known: Known): fc.Arbitrary<unknown> {
  const base = fromSchema(schema, known);
  const keys = Object.keys(schema?.properties ?? {});
  const asObject = (v: unknown): Record<string, unknown> =>
    v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Record<string, unknown>) } : { value: v };
  const mutations: fc.Arbitrary<unknown>[] = [
    // A field with a wrong type or an injection-shaped value.
    fc
      .tuple(base, keys.length ? fc.constantFrom(...keys) : extraKey, wrongValue)
      .map(([v, k, bad]) =>
        Object.fromEntries([...Object.entries(asObject(v)).filter(([key]) => key !== k), [k, bad]]),
      ),
    // A required field missing.
    fc
      .tuple(base, keys.length ? fc.constantFrom(...keys) : fc.constant('x'))
      .map(([v, k]) => Object.fromEntries(Object.entries(asObject(v)).filter(([key]) => key !== k))),
    // Extra keys, prototype pollution among them (Object.fromEntries makes `__proto__` an own key).
    fc
      .tuple(base, fc.array(fc.tuple(extraKey, wrongValue), { minLength: 1, maxLength: 3 }))
      .map(([v, extra]) => Object.fromEntries([...Object.entries(asObject(v)), ...extra])),
    // The right fields, each a hostile string.
    fc
      .tuple(base, fc.array(hostileString, { minLength: keys.length, maxLength: keys.length }))
      .map(([v, strings]) => Object.fromEntries(keys.map((k, i) => [k, strings[i] ?? asObject(v)[k]]))),
    // Not an object at all.
    fc.oneof(
      base.map((v) => [v]),
      base.map((v) => JSON.stringify(v)),
      wrongValue,
    ),
  ];
  return fc.oneof(...mutations);
}

// ---------------------------------------------------------------------------------------------
// Bodies on the wire
// ---------------------------------------------------------------------------------------------

export interface RawBody {
  payload?: string;
  contentType?: string;
  /** What this body is, for the report. */
  kind: string;
}

const malformedJson = [
  '{',
  '}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":NaN}',
  '{"a":undefined}',
  '"unterminated',
  '[1,2',
  '{"a":"\\x00"}',
  '{"a":"\\u12"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":{"__proto__":{"pro":true}}}',
  '\u0000',
  '\uFEFF{}',
  'null',
  '0',
  '""',
  '[]',
  'true',
  `${'['.repeat(5000)}`,
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  'a=1&b=2',
  '<xml>&xxe;</xml>',
];

const sizes = [1_100_000, 1_500_000, 1_900_000];

/** A request body: JSON of a (mutated or hostile) value, malformed JSON, another content type, or oversized. */
export function rawBody(schema: JsonSchema | undefined, known: Known): fc.Arbitrary<RawBody> {
  const json =
    (kind: string) =>
    (v: unknown): RawBody => ({
      payload: JSON.stringify(v) ?? 'null',
      contentType: 'application/json',
      kind,
    });
  return fc.oneof(
    { weight: 25, arbitrary: mutated(schema, known).map(json('mutated')) },
    { weight: 15, arbitrary: fromSchema(schema, known).map(json('schema-shaped, hostile text')) },
    { weight: 12, arbitrary: fromSchema(schema, known, '', false).map(json('schema-valid')) },
    { weight: 8, arbitrary: minimalValid(schema, known).map(json('schema-valid, required fields only')) },
    { weight: 5, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json('random json')) },
    {
      weight: 8,
      arbitrary: fc.constantFrom(...malformedJson).map((payload) => ({
        payload,
        contentType: 'application/json',
        kind: 'malformed json',
      })),
    },
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'text/csv',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=xyz',
            'application/xml',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'application/vnd.api+json',
            'application/octet-stream',
            '',
          ),
          fc.oneof(
            hostileString,
            fc.constantFrom(...malformedJson),
            mutated(schema, known).map((v) => JSON.stringify(v) ?? ''),
          ),
        )
        .map(([contentType, payload]) => ({
          payload,
          contentType: contentType || undefined,
          kind: `content-type ${contentType || 'none'}`,
        })),
    },
    { weight: 3, arbitrary: fc.constant<RawBody>({ kind: 'no body' }) },
    {
      weight: 2,
      arbitrary: fc.constant<RawBody>({ payload: '', contentType: 'application/json', kind: 'empty json' }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...sizes), fc.constantFrom('json', 'csv')).map(([size, type]) => {
        const filler = 'अ'.repeat(Math.floor(size / 3));
        return type === 'json'
          ? {
              payload: JSON.stringify({ answer: filler, question: filler }),
              contentType: 'application/json',
              kind: `oversized json ${size}`,
            }
          : {
              payload: `question,answers\n${filler},x`,
              contentType: 'text/csv',
              kind: `oversized csv ${size}`,
            };
      }),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Query strings and path parameters
// ---------------------------------------------------------------------------------------------

/** Percent-encodes; a lone surrogate has no UTF-8 form, so it goes as U+FFFD, as a browser sends it. */
const enc = (s: string) =>
  encodeURIComponent(
    s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

/** Raw, deliberately malformed percent-encodings (ASCII only, so the request line stays valid). */
const badEscapes = ['%', '%zz', '%E0%A4', '%C0%AF', '%ED%A0%80', '%00', '%ff%fe', '%25', '%2F', '%5B%5D'];

export interface QueryParam {
  name: string;
  schema?: JsonSchema;
}

export function queryString(params: QueryParam[], known: Known): fc.Arbitrary<string> {
  const valueFor = (p?: QueryParam): fc.Arbitrary<string> =>
    fc
      .oneof(
        fromSchema(p?.schema, known, p?.name ?? '').map((v) =>
          typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
        ),
        hostileString,
      )
      .map(enc);
  const known_ = params.map((p) => fc.tuple(fc.constant(enc(p.name)), valueFor(p)));
  const pair = fc.oneof(
    ...(known_.length ? [{ weight: 4, arbitrary: fc.oneof(...known_) }] : []),
    { weight: 2, arbitrary: fc.tuple(extraKey.map(enc), valueFor()) },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constantFrom(
          '__proto__[admin]',
          'constructor[prototype][admin]',
          'q[$ne]',
          'page[]',
          'a[b][c][d]',
          ...params.map((p) => `${p.name}[]`),
        ),
        valueFor(),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constantFrom(...params.map((p) => p.name), 'q', 'x'),
        fc.constantFrom(...badEscapes),
      ),
    },
  );
  return fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
}

export function pathParam(schema: JsonSchema | undefined, known: Known, name: string): fc.Arbitrary<string> {
  const text = (v: unknown) => enc(typeof v === 'string' ? v : String(v));
  return fc.oneof(
    { weight: 4, arbitrary: fromSchema(schema, known, name, false).map(text) },
    { weight: 2, arbitrary: fromSchema(schema, known, name).map(text) },
    { weight: 2, arbitrary: hostileString.map(enc) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ...badEscapes,
        '..',
        '.',
        '..%2F..%2Fadmin',
        '%2e%2e',
        'a'.repeat(500),
        '9'.repeat(40),
      ),
    },
  );
}
