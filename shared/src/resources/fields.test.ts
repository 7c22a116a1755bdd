import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSchemaOf, defineFields, exampleOf, optionLabel, updateSchemaOf } from './fields.ts';
import { productCreate, productFields, productUpdate } from './products.ts';

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
