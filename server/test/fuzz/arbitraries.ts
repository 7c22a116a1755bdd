import fc from 'fast-check';

/**
 * fast-check arbitraries for the API's inputs, drawn from the JSON schemas of its OpenAPI document:
 * values that fit a schema, and the same values corrupted.
 */

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

const HUGE = 'x'.repeat(100_000);

/** Values that have broken servers somewhere: wrong types, NUL, lone surrogates, giant numbers, prototype keys. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 2,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    '\uffff',
    '\u202e',
    '😀'.repeat(500),
    HUGE,
    '<script>alert(1)</script>',
    "'; drop table sliders; --",
    '$where',
    '../../etc/passwd',
    '/uploads/..',
    'javascript:alert(1)',
    '1e3',
    'NaN',
    'null',
    [],
    [null],
    {},
    JSON.parse('{"__proto__": {"role": "admin"}}') as unknown,
    { constructor: { prototype: { role: 'admin' } } },
    Array.from({ length: 2000 }, (_, i) => i),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Known-good strings for patterns fast-check cannot draw from (lookaheads) or draws badly (URLs). */
function samplesFor(schema: JsonSchema): string[] {
  const pattern = schema.pattern ?? '';
  if (schema.format === 'email') return ['buyer@example.com', 'Mixed.Case+tag@Example.CO'];
  if (schema.format === 'uri') return ['https://www.google.com/maps/embed?pb=dhaka'];
  if (pattern.includes('uploads'))
    return ['/uploads/0123456789abcdef0123456789abcdef.webp', 'https://res.cloudinary.com/demo/x.jpg'];
  if (pattern.includes('?!')) return ['', '/event', 'https://example.com/fair'];
  if (pattern.includes('\\d')) return ['+8801711000000', '(02) 987-654'];
  return [];
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 60);
  const samples = samplesFor(schema);
  const drawn: fc.Arbitrary<string>[] = [];
  if (schema.pattern && !schema.pattern.includes('?!')) {
    drawn.push(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? Infinity)));
  }
  if (!schema.pattern && !schema.format) {
    drawn.push(
      fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(max, 1), unit: 'grapheme' }),
      fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(max, 1), unit: 'binary' }),
      fc.constantFrom('Combed cotton yarn', 'Ünïcödé — 漢字 ✓', '  padded  '),
    );
  }
  if (samples.length > 0) drawn.push(fc.constantFrom(...samples));
  return fc.oneof(...drawn);
}

/** A value that fits the schema (up to what JSON Schema can say: trims and refinements are zod's). */
export function fromSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(fromSchema));
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? fromSchema(schema.items) : nastyValue, {
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fromSchema(value)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return nastyValue;
  }
}

type Path = (string | number)[];

/** Every path to a value inside a JSON value, the root included. */
function paths(value: unknown, prefix: Path = []): Path[] {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(...value.map((item, i) => paths(item, [...prefix, i])));
  if (value && typeof value === 'object')
    return here.concat(...Object.entries(value).map(([key, item]) => paths(item, [...prefix, key])));
  return here;
}

function setAt(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove && !Array.isArray(node)) delete node[last];
  else node[last] = replacement;
  return copy;
}

const extraKey = fc.constantFrom('_id', 'role', 'createdAt', 'updatedAt', 'seq', 'uid', '__proto__', 'constructor', '');

/** One corruption of a valid value: a field replaced, removed or added, or the whole value replaced. */
export function corrupt(valid: unknown): fc.Arbitrary<unknown> {
  const all = paths(valid);
  const at = fc.constantFrom(...all);
  return fc.oneof(
    fc.tuple(at, nastyValue).map(([path, bad]) => setAt(valid, path, bad)),
    fc.tuple(at).map(([path]) => (path.length === 0 ? undefined : setAt(valid, path, undefined, true))),
    fc
      .tuple(fc.oneof(extraKey, fc.string({ maxLength: 8 })), nastyValue)
      .map(([key, bad]) =>
        valid && typeof valid === 'object' && !Array.isArray(valid)
          ? Object.defineProperty(structuredClone(valid), key, { value: bad, enumerable: true })
          : bad,
      ),
    nastyValue,
  );
}

/** A path or query value as sent: usually fine, sometimes odd, sometimes hostile. */
export const oddSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '%',
    '%zz',
    '%c0%af',
    '%ED%A0%80',
    '%FF',
    '..',
    '%2e%2e',
    '%2F',
    '%20',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '000000000000000000000000',
    "'%20OR%201=1--",
    'x'.repeat(129),
    'x'.repeat(321),
    'x'.repeat(5000),
    '%F0%9F%98%80',
    '-1',
    '1e309',
    '99999999999999999999999',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeLoosely),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeLoosely),
);

/** encodeURIComponent, except that a lone surrogate is sent as the (invalid) UTF-8 bytes of its code unit. */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else out += encodeURIComponent(char);
  }
  return out;
}
