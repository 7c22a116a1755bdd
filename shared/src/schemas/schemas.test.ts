import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PRODUCT_CATEGORIES, RATING_MAX } from '../constants.ts';
import { aboutCreate, aboutUpdate } from '../resources/about.ts';
import { idParams, pageQuery } from './common.ts';
import { EMAIL_PATTERN, problems } from './field-rules.ts';
import { contactCreate, contactUpdate } from '../resources/contacts.ts';
import { enquiryCreate, enquiryUpdate } from '../resources/enquiries.ts';
import { newsCreate, newsUpdate } from '../resources/news.ts';
import { privacyCreate, privacyUpdate } from '../resources/privacy.ts';
import { followUpUpdate } from '../resources/pipeline.ts';
import { productCreate, productListQuery, productUpdate } from '../resources/products.ts';
import { reviewCreate } from '../resources/reviews.ts';
import { rfqCreate } from '../resources/rfqs.ts';
import { sliderCreate, sliderUpdate } from '../resources/sliders.ts';
import { adminCheckParams } from '../resources/users.ts';

/**
 * The input schemas the API, the site and the dashboard share, tested here rather than only through
 * the server: every create and update schema refuses unknown fields (at every level), over-long text,
 * values outside its enums, malformed e-mails, NUL characters and halves of surrogate pairs, and takes a
 * complete body.
 */

const IMAGE = '/uploads/0123456789abcdef0123456789abcdef.webp';

/** Every field filled, the optional ones included, so that every string is walked below. */
const full = {
  sliderCreate: { title: 'Yarn week', caption: 'Counts from audited spinners', link: '/event', sliderImage: IMAGE },
  aboutCreate: { title: 'Who we are', paragraph: 'A sourcing agency in Dhaka.', AboutImage: IMAGE },
  newsCreate: { title: 'Mill visit', content: 'Report.', day: 5, month: 0, year: 2026, newsImage: IMAGE },
  contactCreate: {
    add1: { addT1: 'Head office', add1: 'House 12, Road 7, Gulshan, Dhaka' },
    add2: { addT2: 'Port office', add2: 'Agrabad, Chattogram' },
    add3: { addT3: 'Mill desk', add3: 'Narayanganj' },
    add4: { addT4: 'Europe desk', add4: 'Hamburg' },
    HR: { hrt: '+8801711000001', hre: 'hr@texbridge.example' },
    bd: { bdt: '+8801711000002', bde: 'bd@texbridge.example' },
    marketing: { marketingT: '+8801711000003', marketingE: 'marketing@texbridge.example' },
    supplyChain: '+8801711000004',
    rnd: '(02) 987-654',
    commercial: '+8801711000006',
    map: 'https://www.google.com/maps/embed?pb=dhaka',
    QR: 'https://res.cloudinary.com/demo/qr.png',
  },
  productCreate: {
    title: 'Combed cotton yarn',
    desc: 'For knitting.',
    feature: ['Low hairiness'],
    composition: ['100% Cotton'],
    endUse: 'Single jersey',
    background: 'Spun in Narayanganj.',
    category: 'yarn',
    productImage: IMAGE,
  },
  privacyCreate: { title: 'Privacy', caption: 'Yours', privacy: 'Kept a year.', policy: 'Audited.', why: 'Trust.' },
  reviewCreate: { name: 'A buyer', comment: 'Consistent.', rate: 5, date: '5 - 1 - 2026', photo: IMAGE },
  enquiryCreate: { user_name: 'Buyer', user_email: 'buyer@example.com', user_phone: '+880 1711', message: 'Quote?' },
};

const SCHEMAS: [string, z.ZodType, Record<string, unknown>][] = [
  ['sliderCreate', sliderCreate, full.sliderCreate],
  ['sliderUpdate', sliderUpdate, { title: 'New', caption: 'New caption', link: 'https://example.com/fair' }],
  ['aboutCreate', aboutCreate, full.aboutCreate],
  ['aboutUpdate', aboutUpdate, full.aboutCreate],
  ['newsCreate', newsCreate, full.newsCreate],
  ['newsUpdate', newsUpdate, { title: 'Mill visit', content: 'Report.', newsImage: IMAGE }],
  ['contactCreate', contactCreate, full.contactCreate],
  ['contactUpdate', contactUpdate, full.contactCreate],
  ['productCreate', productCreate, full.productCreate],
  ['productUpdate', productUpdate, full.productCreate],
  ['privacyCreate', privacyCreate, full.privacyCreate],
  ['privacyUpdate', privacyUpdate, full.privacyCreate],
  ['reviewCreate', reviewCreate, full.reviewCreate],
  ['enquiryCreate', enquiryCreate, full.enquiryCreate],
  ['enquiryUpdate', enquiryUpdate, { handled: false }],
  ['idParams', idParams, { id: '6b03572918a504d4ade09f5d' }],
  ['adminCheckParams', adminCheckParams, { email: 'someone@texbridge.test' }],
];
const byName = Object.fromEntries(SCHEMAS.map(([name, schema, body]) => [name, { schema, body }]));

type Path = (string | number)[];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Paths to every object (for unknown keys) and every string (for characters) inside a body. */
function walk(value: unknown, path: Path = []): { objects: Path[]; strings: Path[] } {
  if (typeof value === 'string') return { objects: [], strings: [path] };
  const found: { objects: Path[]; strings: Path[] } = { objects: [], strings: [] };
  if (value && typeof value === 'object') {
    if (!Array.isArray(value)) found.objects.push(path);
    for (const [key, item] of Object.entries(value)) {
      const inner = walk(item, [...path, Array.isArray(value) ? Number(key) : key]);
      found.objects.push(...inner.objects);
      found.strings.push(...inner.strings);
    }
  }
  return found;
}

function edit(body: Record<string, unknown>, path: Path, change: (value: unknown) => unknown) {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  node[last] = change(node[last]);
  return copy;
}

function without(body: Record<string, unknown>, path: Path) {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  delete node[path.at(-1)!];
  return copy;
}

/** The issues of a refused parse, as `path: message` lines. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success, `expected a refusal of ${JSON.stringify(input).slice(0, 200)}`).toBe(false);
  return result.error!.issues.map((issue) => {
    // A union ('' or an e-mail) reports each branch's complaint.
    const message =
      issue.code === 'invalid_union'
        ? issue.errors
            .flat()
            .map((inner) => inner.message)
            .join(' | ')
        : issue.message;
    return `${issue.path.join('.')}: ${issue.code}: ${message}`;
  });
}

describe('a complete body', () => {
  it.each(SCHEMAS)('%s takes it', (_name, schema, body) => {
    expect(schema.safeParse(body).error?.issues).toBeUndefined();
  });
});

describe('unknown fields', () => {
  const cases = SCHEMAS.flatMap(([name, schema, body]) =>
    walk(body).objects.flatMap((path) =>
      ['_id', 'role', 'createdAt', 'extra'].map(
        (key) => [name, [...path, key].join('.'), schema, body, path, key] as const,
      ),
    ),
  );
  it.each(cases)('%s refuses %s', (_name, _label, schema, body, path, key) => {
    const input =
      path.length === 0 ? { ...body, [key]: 'x' } : edit(body, path, (node) => ({ ...(node as object), [key]: 'x' }));
    expect(issues(schema, input)).toContainEqual(expect.stringMatching(/: unrecognized_keys: /));
  });
});

describe.each([
  ['NUL characters', '\u0000', 'must not contain a NUL character'],
  ['halves of a surrogate pair', '\udfff', 'must not contain a broken character (half of a UTF-16 surrogate pair)'],
])('%s', (_characters, bad, problem) => {
  const cases = SCHEMAS.flatMap(([name, schema, body]) =>
    walk(body)
      // An enum refuses every value outside its list, NUL or not (see 'enums').
      .strings.filter((path) => path[0] !== 'category')
      .map((path) => [name, path.join('.'), schema, body, path] as const),
  );
  it.each(cases)('%s refuses one in %s, and says so once', (_name, label, schema, body, path) => {
    const input = edit(body, path, (value) => `${String(value).slice(0, 3)}${bad}${String(value).slice(3)}`);
    const found = issues(schema, input);
    expect(found).toEqual([
      expect.stringMatching(new RegExp(`^${escape(label)}: (custom: |invalid_union: .* \\| )${escape(problem)}$`)),
    ]);
  });
});

/**
 * The text written in lines, written out: every other string of the contract is one line (a name, a
 * company, a title), so that nothing a buyer types starts a line of its own in the staff's e-mail or a
 * CSV row. Moving a field from one list to the other is a decision this table records.
 */
const MULTILINE: Record<string, readonly string[]> = {
  aboutCreate: ['paragraph'],
  aboutUpdate: ['paragraph'],
  newsCreate: ['content'],
  newsUpdate: ['content'],
  contactCreate: ['add1.add1', 'add2.add2', 'add3.add3', 'add4.add4'],
  contactUpdate: ['add1.add1', 'add2.add2', 'add3.add3', 'add4.add4'],
  productCreate: ['desc', 'background'],
  productUpdate: ['desc', 'background'],
  privacyCreate: ['caption', 'privacy', 'policy', 'why'],
  privacyUpdate: ['caption', 'privacy', 'policy', 'why'],
  reviewCreate: ['comment'],
  sliderCreate: ['caption'],
  sliderUpdate: ['caption'],
  enquiryCreate: ['message'],
  rfqCreate: ['message'],
  followUpUpdate: ['note'],
};

/** A request for quotation with every text field filled (its enums, date and honeypot are not text). */
const RFQ = {
  company: 'Dhaka Knit Composite Ltd',
  name: 'Rahim Uddin',
  email: 'rahim@buyer.example',
  phone: '+880 1711-000000',
  country: 'BD',
  destination: 'Chattogram',
  message: 'Please quote FOB.',
  lines: [{ productId: '6b03572918a504d4ade09f5d', title: 'Combed cotton yarn', quantity: 5000, unit: 'kg' }],
  startToken: 'a-start-token',
};
/** Every string of these is text a person types, or an id: none is an enum's. */
const TEXT_SCHEMAS: [string, z.ZodType, Record<string, unknown>][] = [
  ...SCHEMAS,
  ['rfqCreate', rfqCreate, RFQ],
  ['followUpUpdate', followUpUpdate, { assignee: 'ops@texbridge.example', note: 'Called back.' }],
];

describe('control characters', () => {
  const cases = TEXT_SCHEMAS.flatMap(([name, schema, body]) =>
    walk(body)
      // Enums refuse every value outside their lists (see 'enums').
      .strings.filter((path) => !['category', 'country', 'unit'].includes(String(path.at(-1))))
      .map((path) => {
        const label = path.join('.');
        const lines = MULTILINE[name]?.includes(label) ? 'many' : 'one';
        return [name, label, lines, schema, body, path] as const;
      }),
  );
  const insert = (body: Record<string, unknown>, path: Path, bad: string) =>
    edit(body, path, (value) => `${String(value).slice(0, 3)}${bad}${String(value).slice(3)}`);
  const refusal = (label: string, problem: string) =>
    new RegExp(`^${escape(label)}: (custom: |invalid_union: .* \\| )${escape(problem)}$`);

  it('are checked in every field the table names', () => {
    for (const [name, fields] of Object.entries(MULTILINE)) {
      const labels = cases.filter(([schema]) => schema === name).map(([, label]) => label);
      for (const field of fields) expect(labels, `${name}.${field}`).toContain(field);
    }
  });

  it.each(cases)(
    '%s.%s (%s line) refuses line breaks only where it is one line, and other controls everywhere',
    (_name, label, lines, schema, body, path) => {
      // A forged header line, as a buyer would write it into a company's name; a tab; Unicode's separator.
      for (const breaking of ['\r\nSubject: x', '\nFrom: ceo@texbridge.example', '\t', '\u2028']) {
        const input = insert(body, path, breaking);
        if (lines === 'many') expect(schema.safeParse(input).error?.issues).toBeUndefined();
        else expect(issues(schema, input)).toEqual([expect.stringMatching(refusal(label, problems.notOneLine))]);
      }
      // An escape (a terminal's colours), a bell, DEL, and NEL (a C1 control some readers break lines at).
      for (const control of ['\u001b[31m', '\u0007', '\u007f', '\u0085']) {
        const problem = lines === 'many' ? problems.controlCharacter : problems.notOneLine;
        expect(issues(schema, insert(body, path, control))).toEqual([expect.stringMatching(refusal(label, problem))]);
      }
    },
  );
});

/** Caps, written out: raising or dropping one is a decision this table records. */
const CAPS: [schema: string, field: string, max: number][] = [
  ['sliderCreate', 'title', 200],
  ['sliderCreate', 'caption', 500],
  ['sliderCreate', 'link', 2048],
  ['sliderCreate', 'sliderImage', 2048],
  ['sliderUpdate', 'title', 200],
  ['sliderUpdate', 'caption', 500],
  ['aboutCreate', 'title', 200],
  ['aboutCreate', 'paragraph', 10_000],
  ['aboutUpdate', 'paragraph', 10_000],
  ['newsCreate', 'title', 300],
  ['newsCreate', 'content', 50_000],
  ['newsUpdate', 'content', 50_000],
  ['contactCreate', 'add1.addT1', 200],
  ['contactCreate', 'add1.add1', 1000],
  ['contactCreate', 'add2.addT2', 200],
  ['contactCreate', 'add4.add4', 1000],
  ['contactCreate', 'HR.hrt', 40],
  ['contactCreate', 'rnd', 40],
  ['contactCreate', 'map', 2048],
  ['contactCreate', 'QR', 2048],
  ['contactUpdate', 'add3.addT3', 200],
  ['productCreate', 'title', 200],
  ['productCreate', 'desc', 10_000],
  ['productCreate', 'feature.0', 300],
  ['productCreate', 'endUse', 2000],
  ['productCreate', 'background', 10_000],
  ['productUpdate', 'composition.0', 300],
  ['privacyCreate', 'title', 300],
  ['privacyCreate', 'caption', 2000],
  ['privacyCreate', 'why', 10_000],
  ['privacyUpdate', 'policy', 10_000],
  ['reviewCreate', 'name', 200],
  ['reviewCreate', 'comment', 5000],
  ['reviewCreate', 'date', 40],
  ['enquiryCreate', 'user_name', 120],
  ['enquiryCreate', 'user_email', 320],
  ['enquiryCreate', 'user_phone', 40],
  ['enquiryCreate', 'message', 5000],
  ['idParams', 'id', 128],
  ['adminCheckParams', 'email', 320],
];

/** The body's value stretched to `length` characters without leaving its format. */
function stretch(value: string, length: number) {
  if (value.includes('@')) return 'a'.repeat(length - value.length) + value;
  // A phone number grows by dashes: more digits would break its 6-to-20-digit rule before its length cap.
  const filler = /^[+()\d\s-]+$/.test(value) ? '-' : 'x';
  return value + filler.repeat(length - value.length);
}

describe('caps', () => {
  it.each(CAPS)('%s.%s takes %i characters and refuses one more', (name, field, max) => {
    const { schema, body } = byName[name]!;
    const path = field.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step));
    const at = (length: number) => edit(body, path, (value) => stretch(String(value), length));
    expect(schema.safeParse(at(max)).error?.issues).toBeUndefined();
    expect(issues(schema, at(max + 1))).toEqual([expect.stringMatching(new RegExp(`^${escape(field)}: too_big: `))]);
  });

  it('a product takes 40 features and refuses 41', () => {
    const body = (n: number) => ({ ...full.productCreate, feature: Array.from({ length: n }, (_, i) => `F${i}`) });
    expect(productCreate.safeParse(body(40)).success).toBe(true);
    expect(issues(productCreate, body(41))).toEqual([expect.stringMatching(/^feature: too_big: /)]);
  });

  it.each([
    ['newsCreate', 'day', 1, 31],
    ['newsCreate', 'month', 0, 11],
    ['newsCreate', 'year', 1970, 9999],
    ['reviewCreate', 'rate', 1, RATING_MAX],
  ] as const)('%s.%s takes %i to %i, whole numbers only', (name, field, min, max) => {
    const { schema, body } = byName[name]!;
    for (const good of [min, max]) expect(schema.safeParse({ ...body, [field]: good }).success).toBe(true);
    for (const bad of [min - 1, max + 1, min + 0.5, String(min)]) {
      expect(issues(schema, { ...body, [field]: bad })).toContainEqual(
        expect.stringMatching(new RegExp(`^${field}: `)),
      );
    }
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '100001' }, 'page'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '1.5' }, 'limit'],
    [{ page: 'abc' }, 'page'],
  ])('the page query refuses %j', (query, field) => {
    expect(issues(pageQuery, query)).toEqual([expect.stringMatching(new RegExp(`^${field}: `))]);
  });
});

describe('required fields', () => {
  const REQUIRED: [string, string][] = [
    ['sliderCreate', 'title'],
    ['sliderCreate', 'caption'],
    ['sliderCreate', 'sliderImage'],
    ['aboutCreate', 'title'],
    ['aboutCreate', 'paragraph'],
    ['aboutCreate', 'AboutImage'],
    ['newsCreate', 'title'],
    ['newsCreate', 'content'],
    ['newsCreate', 'newsImage'],
    ['contactCreate', 'add1'],
    ['contactCreate', 'add1.addT1'],
    ['contactCreate', 'add1.add1'],
    ['contactCreate', 'QR'],
    ['productCreate', 'title'],
    ['productCreate', 'desc'],
    ['productCreate', 'endUse'],
    ['productCreate', 'background'],
    ['productCreate', 'category'],
    ['productCreate', 'productImage'],
    ['privacyCreate', 'title'],
    ['privacyCreate', 'caption'],
    ['privacyCreate', 'privacy'],
    ['privacyCreate', 'policy'],
    ['privacyCreate', 'why'],
    ['reviewCreate', 'rate'],
    ['reviewCreate', 'photo'],
    ['enquiryCreate', 'user_name'],
    ['enquiryCreate', 'user_email'],
    ['enquiryCreate', 'message'],
  ];
  it.each(REQUIRED)('%s needs %s', (name, field) => {
    const { schema, body } = byName[name]!;
    expect(issues(schema, without(body, field.split('.')))).toContainEqual(
      expect.stringMatching(new RegExp(`^${escape(field)}: `)),
    );
  });

  it.each(['title', 'desc', 'endUse'])('text that is only spaces counts as missing (productCreate.%s)', (field) => {
    expect(issues(productCreate, { ...full.productCreate, [field]: '   ' })).toEqual([
      `${field}: too_small: is required`,
    ]);
  });

  it.each(['sliderUpdate', 'aboutUpdate', 'newsUpdate', 'privacyUpdate', 'productUpdate', 'contactUpdate'])(
    '%s takes an empty edit but not a blanked title',
    (name) => {
      const { schema } = byName[name]!;
      expect(schema.safeParse({}).success).toBe(true);
      if (name !== 'contactUpdate') expect(issues(schema, { title: ' ' })).toEqual(['title: too_small: is required']);
    },
  );
});

describe('enums', () => {
  it.each(PRODUCT_CATEGORIES)('a product may be in %s', (category) => {
    expect(productCreate.safeParse({ ...full.productCreate, category }).success).toBe(true);
    expect(productListQuery.parse({ category })).toEqual({ category });
  });

  it.each(['silk', 'Select', 'YARN', '', 'yarn\u0000'])('a product may not be in %j', (category) => {
    expect(issues(productCreate, { ...full.productCreate, category })).toEqual([
      `category: invalid_value: must be one of ${PRODUCT_CATEGORIES.join(', ')}`,
    ]);
    expect(productListQuery.safeParse({ category }).success).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each(['+880 1711-000000', '(02) 9876.5432', '+880 1711', '88017110000001234567', ''])(
    'the enquiry form keeps the phone %j as typed',
    (phone) => {
      expect(enquiryCreate.parse({ ...full.enquiryCreate, user_phone: phone }).user_phone).toBe(phone);
    },
  );

  it.each(['12345', '+880 1711-0000-0000-0000-00', '+1 (2) 3-4'])(
    'the enquiry form refuses %j: fewer than 6 or more than 20 digits',
    (phone) => {
      expect(issues(enquiryCreate, { ...full.enquiryCreate, user_phone: phone })).toEqual([
        'user_phone: custom: must have 6 to 20 digits',
      ]);
    },
  );

  it('the enquiry form refuses letters in a phone number', () => {
    expect(issues(enquiryCreate, { ...full.enquiryCreate, user_phone: '+880 CALL ME' })).toEqual([
      'user_phone: invalid_format: must contain only digits, spaces and + ( ) - .',
    ]);
  });
});

describe('e-mails and URLs', () => {
  it("takes zod's own e-mail pattern, copied where a form without zod reads it", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each(['buyer@', 'buyer', '@example.com', 'buyer@example', 'a b@example.com', ''])(
    'the enquiry form refuses the e-mail %j',
    (email) => {
      expect(issues(enquiryCreate, { ...full.enquiryCreate, user_email: email })).toEqual([
        'user_email: invalid_format: must be an e-mail address',
      ]);
    },
  );

  it.each(['HR.hre', 'bd.bde', 'marketing.marketingE'])(
    'a contact %s may be empty or an e-mail, nothing else',
    (field) => {
      const path = field.split('.');
      expect(contactCreate.safeParse(edit(full.contactCreate, path, () => '')).success).toBe(true);
      expect(
        issues(
          contactCreate,
          edit(full.contactCreate, path, () => 'hr at texbridge'),
        ),
      ).toEqual([`${field}: invalid_format: must be an e-mail address`]);
    },
  );

  it.each([
    ['map', 'http://www.google.com/maps/embed?pb=x', 'must be an https URL'],
    ['map', 'javascript:alert(1)', 'must be an https URL'],
    ['QR', 'javascript:alert(1)//.png', 'must be an http(s) URL or an /uploads/ path'],
    ['QR', 'data:image/svg+xml,<svg onload=alert(1)>', 'must be an http(s) URL or an /uploads/ path'],
    ['QR', '/uploads/..', 'must be an http(s) URL or an /uploads/ path'],
    ['QR', '/uploads/.secret', 'must be an http(s) URL or an /uploads/ path'],
    ['rnd', 'call me', 'must contain only digits, spaces and + ( ) - .'],
  ])('a contact %s of %j is refused', (field, value, message) => {
    expect(issues(contactCreate, { ...full.contactCreate, [field]: value })).toEqual([
      expect.stringMatching(new RegExp(`^${field}: \\w+: ${escape(message)}$`)),
    ]);
  });

  it.each(['javascript:alert(1)', '//evil.example', '/\\evil.example'])('a slide link of %j is refused', (link) => {
    expect(issues(sliderCreate, { ...full.sliderCreate, link })).toEqual([
      'link: invalid_format: must be a path such as /event or an http(s) URL',
    ]);
  });
});
