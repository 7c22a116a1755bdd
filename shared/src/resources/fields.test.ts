import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineFields, exampleOf, optionLabel } from './fields.ts';
import { problems } from '../schemas/field-rules.ts';
import { createSchemaOf, localizedRecordOf, translationSchemaOf, updateSchemaOf } from './field-schemas.ts';
import { productFields } from './product-fields.ts';
import { productCreate, productExample, productUpdate } from './products.ts';

/** One field of each kind, as a resource declares them. */
const fields = defineFields({
  name: { kind: 'text', label: 'Name', max: 10, required: 'create', example: 'Poplin' },
  note: { kind: 'textarea', label: 'Note', hint: 'For the buyer.', max: 20, required: 'never', example: 'Soft' },
  tags: { kind: 'list', label: 'Tags', itemLabel: 'Tag', max: 5, items: 2, required: 'never', example: ['a'] },
  grade: {
    kind: 'select',
    label: 'Grade',
    options: [
      { value: 'a', label: 'Grade A' },
      { value: 'b', label: 'Grade B' },
    ],
    required: 'create',
    editable: false,
    example: 'a',
  },
  photo: { kind: 'image', label: 'Photo', required: 'create', example: '/uploads/photo.webp' },
});

describe('declared fields', () => {
  it("make the add call's schema: required fields required, lists and optional text defaulted, the limits kept", () => {
    const create = createSchemaOf(fields);
    expect(create.parse({ name: ' Poplin ', grade: 'b', photo: 'https://cdn.example/p.jpg' })).toEqual({
      name: 'Poplin',
      note: '',
      tags: [],
      grade: 'b',
      photo: 'https://cdn.example/p.jpg',
    });
    const refused = create.safeParse({ name: '', tags: ['a', 'b', 'c'], grade: 'c', photo: 'x', extra: 1 });
    expect(refused.success).toBe(false);
    const paths = refused.error!.issues.map((issue) => issue.path.join('.') || issue.code);
    expect(paths).toEqual(expect.arrayContaining(['name', 'tags', 'grade', 'photo', 'unrecognized_keys']));
    expect(create.safeParse({ name: 'x'.repeat(11), grade: 'a', photo: '/uploads/p.webp' }).success).toBe(false);
  });

  it("make the edit call's schema: each field optional, a required one not blanked, an uneditable one refused", () => {
    const update = updateSchemaOf(fields);
    expect(update.parse({})).toEqual({});
    expect(update.parse({ note: '' })).toEqual({ note: '' });
    expect(update.safeParse({ name: '' }).success).toBe(false);
    expect(update.safeParse({ grade: 'b' }).success).toBe(false);
  });

  it('check a link, a rating and a field the server fills as the calls did before them', () => {
    const more = createSchemaOf(
      defineFields({
        link: { kind: 'link', label: 'Link', required: 'never', example: '/event' },
        stars: { kind: 'rating', label: 'Stars', max: 5, required: 'create', example: 4 },
        day: { kind: 'text', label: 'Day', max: 10, required: 'never', filled: 'server', example: '1' },
      }),
    );
    expect(more.parse({ stars: 5 })).toEqual({ stars: 5 });
    expect(more.parse({ link: 'https://mill.example/x', stars: 1, day: '2' })).toMatchObject({ day: '2' });
    for (const wrong of [{ stars: 0 }, { stars: 6 }, { stars: 2.5 }, { stars: 3, link: 'javascript:alert(1)' }]) {
      expect(more.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
  });

  it('check a number, an e-mail, a phone, an https URL, a yes-or-no and a group, and fill declared defaults', () => {
    const desk = defineFields({
      moq: { kind: 'number', label: 'MOQ', min: 1, max: 100, required: 'never', example: 10 },
      mail: { kind: 'email', label: 'E-mail', required: 'never', example: 'hr@mill.example' },
      phone: { kind: 'tel', label: 'Phone', required: 'never', example: '+880 1711-000101' },
      map: { kind: 'url', label: 'Map', required: 'never', example: 'https://maps.example/embed' },
      certified: { kind: 'boolean', label: 'Certified', required: 'never', default: false, example: true },
      grade: { kind: 'text', label: 'Grade', max: 5, required: 'never', default: 'A', example: 'B' },
      office: {
        kind: 'group',
        label: 'Office',
        required: 'always',
        fields: {
          title: { kind: 'text', label: 'Title', max: 10, required: 'always', example: 'Dhaka' },
          note: { kind: 'text', label: 'Note', max: 10, required: 'never', example: 'Gulshan' },
        },
      },
    });
    const create = createSchemaOf(desk);
    // Left out: the yes-or-no is no, the text its default, a group's optional part stays out.
    expect(create.parse({ office: { title: 'Dhaka' } })).toEqual({
      certified: false,
      grade: 'A',
      office: { title: 'Dhaka' },
    });
    expect(create.parse(exampleOf(desk))).toEqual(exampleOf(desk));
    for (const wrong of [
      { office: {} },
      { office: { title: 'Dhaka', extra: 1 } },
      { office: { title: 'Dhaka' }, moq: 0 },
      { office: { title: 'Dhaka' }, mail: 'hr at mill' },
      { office: { title: 'Dhaka' }, phone: '+880 17' },
      { office: { title: 'Dhaka' }, map: 'http://maps.example/embed' },
      { office: { title: 'Dhaka' }, certified: 'yes' },
    ]) {
      expect(create.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
    // An edit may leave the required group out, but not send it without its required part.
    const update = updateSchemaOf(desk);
    expect(update.parse({})).toEqual({});
    expect(update.safeParse({ office: { note: 'Banani' } }).success).toBe(false);
    expect(update.parse({ certified: true })).toEqual({ certified: true });
  });

  it('check a choice of many, rows with a rule of their own, a pattern, and an optional choice that an edit clears with null', () => {
    const spec = defineFields({
      certs: {
        kind: 'multiselect',
        label: 'Certifications',
        options: [
          { value: 'GOTS', label: 'GOTS' },
          { value: 'GRS', label: 'GRS' },
        ],
        required: 'never',
        example: ['GOTS'],
      },
      fibres: {
        kind: 'rows',
        label: 'Fibres',
        itemLabel: 'Fibre',
        items: 3,
        fields: {
          fibre: { kind: 'text', label: 'Fibre', max: 20, required: 'always', example: 'cotton' },
          percent: { kind: 'number', label: 'Percent', min: 1, max: 100, required: 'always', example: 100 },
        },
        check: (rows) =>
          rows.length === 0 || rows.reduce((sum, row) => sum + Number(row.percent), 0) === 100 ? undefined : 'not 100',
        required: 'never',
        example: [{ fibre: 'cotton', percent: 100 }],
      },
      hs: {
        kind: 'text',
        label: 'HS',
        max: 10,
        pattern: { regex: /\d{6,10}/, message: 'must be 6 to 10 digits' },
        required: 'never',
        example: '520524',
      },
      origin: {
        kind: 'select',
        label: 'Origin',
        options: [{ value: 'BD', label: 'Bangladesh' }],
        required: 'never',
        example: 'BD',
      },
      sample: { kind: 'boolean', label: 'Sample', required: 'never', example: true },
      lead: { kind: 'number', label: 'Lead', min: 1, max: 365, required: 'never', example: 30 },
    });
    const create = createSchemaOf(spec);
    // Left out: no names, no rows, no digits; the choice, the yes-or-no and the number are not said.
    expect(create.parse({})).toEqual({ certs: [], fibres: [], hs: '' });
    expect(create.parse(exampleOf(spec))).toEqual(exampleOf(spec));
    const messages = (body: object) => create.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ certs: ['GOTS', 'Oekotex', 'Eco'] })).toEqual([
      'has unknown names: Oekotex, Eco (choose from GOTS, GRS)',
    ]);
    expect(messages({ certs: ['GRS', 'GRS'] })).toEqual(['names GRS twice']);
    expect(messages({ fibres: [{ fibre: 'cotton', percent: 60 }] })).toEqual(['not 100']);
    expect(messages({ hs: '5205.24' })).toEqual(['must be 6 to 10 digits']);
    expect(messages({ hs: 'HS520524' })).toEqual(['must be 6 to 10 digits']);
    for (const wrong of [
      { fibres: [{ fibre: 'cotton', percent: 50 }, { fibre: 'wool', percent: 50 }, {}, {}] },
      { fibres: [{ fibre: 'cotton' }] },
      { hs: '12345678901' },
      { origin: 'XX' },
      { lead: 0 },
    ]) {
      expect(create.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
    const update = updateSchemaOf(spec);
    expect(update.parse({ origin: null, lead: null, sample: null, certs: [], fibres: [] })).toEqual({
      origin: null,
      lead: null,
      sample: null,
      certs: [],
      fibres: [],
    });
    expect(update.safeParse({ certs: null }).success).toBe(false);
    expect(update.safeParse({ fibres: [{ fibre: 'cotton', percent: 90 }] }).success).toBe(false);
  });

  it('carry each label and hint into the OpenAPI document', () => {
    const schema = z.toJSONSchema(createSchemaOf(fields), { io: 'input' }) as {
      properties: Record<string, { description?: string }>;
    };
    expect(schema.properties.name!.description).toBe('Name');
    expect(schema.properties.note!.description).toBe('Note. For the buyer.');
  });

  it("give a complete record from the examples, each list a copy of its own, and a select value's label", () => {
    const one = exampleOf(fields);
    expect(one).toEqual({ name: 'Poplin', note: 'Soft', tags: ['a'], grade: 'a', photo: '/uploads/photo.webp' });
    one.tags.push('b');
    expect(exampleOf(fields).tags).toEqual(['a']);
    expect(optionLabel(fields.grade, 'b')).toBe('Grade B');
    expect(optionLabel(fields.grade, 'z')).toBe('z');
  });

  it("are the products' contract: its examples make a valid product, and every field is in both calls", () => {
    expect(productCreate.parse(exampleOf(productFields))).toEqual(exampleOf(productFields));
    expect(Object.keys(productCreate.shape)).toEqual(Object.keys(productFields));
    expect(Object.keys(productUpdate.shape)).toEqual(Object.keys(productFields));
    expect(optionLabel(productFields.category, 'dyes')).toBe('Dyes & Chemical');
  });
});

describe('translationSchemaOf', () => {
  const zh = translationSchemaOf(productFields);

  it('takes the localized fields with their own limits, each optional and emptiable, as typed', () => {
    expect(zh.parse({})).toEqual({});
    expect(zh.parse({ title: '  精梳棉纱 🧵  ', desc: '', specs: [{ label: '支数' }] })).toEqual({
      title: '精梳棉纱 🧵',
      desc: '',
      specs: [{ label: '支数' }],
    });
    const tooLong = zh.safeParse({ title: '纱'.repeat(201) });
    expect(tooLong.error?.issues).toMatchObject([{ code: 'too_big', path: ['title'], maximum: 200 }]);
  });

  it('refuses a field, or a row part, that is the same in every language, by name', () => {
    const issues = zh.safeParse({ category: 'yarn', specs: [{ unit: 'tex' }], sliderImage: 'x' }).error?.issues;
    expect(issues).toMatchObject([
      { path: ['category'], message: problems.notTranslated },
      { path: ['specs', 0, 'unit'], message: problems.notTranslated },
      { code: 'unrecognized_keys', keys: ['sliderImage'] },
    ]);
  });
});

describe('localizedRecordOf', () => {
  it('answers a missing translation as null and says each locale’s status, in the OpenAPI document', () => {
    const record = productCreate.extend({ _id: z.string() });
    const answered = localizedRecordOf(record, productFields);
    const json = z.toJSONSchema(answered, { io: 'output' }) as { properties: Record<string, { type?: unknown }> };
    expect(json.properties.title!.type).toEqual(['string', 'null']);
    expect(json.properties.translationStatus).toBeDefined();
    expect(
      answered.safeParse({ ...productExample(), _id: 'p', title: null, translationStatus: { zh: 'missing' } }).success,
    ).toBe(true);
  });
});
