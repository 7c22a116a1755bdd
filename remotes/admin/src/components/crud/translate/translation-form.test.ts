import { contactFields } from '@texbridge/shared/resources/contacts';
import { productFields } from '@texbridge/shared/resources/product-fields';
import {
  changedTranslation,
  copyTheEnglish,
  fieldProblems,
  followEntries,
  slotOf,
  translationValues,
  type Slot,
} from './translation-form.ts';

const slots = (fields: Parameters<typeof slotOf>[0], names: string[]) =>
  names.flatMap((name) => slotOf(fields, name) ?? []);

describe('the translation’s slots', () => {
  it('sits beside each localized field, a group’s localized part and rows by their localized parts only', () => {
    expect(slotOf(productFields, 'title')).toEqual({
      kind: 'text',
      name: 'title',
      label: 'Title',
      max: 200,
      rows: undefined,
    });
    expect(slotOf(productFields, 'feature')).toMatchObject({ kind: 'list', itemLabel: 'Feature' });
    expect(slotOf(productFields, 'specs')).toMatchObject({
      kind: 'rows',
      parts: [
        { name: 'label', label: 'Label', max: 60 },
        { name: 'value', label: 'Value', max: 120 },
      ],
    });
    expect(slotOf(contactFields, 'add1.addT1')).toMatchObject({ kind: 'text', label: 'Address 1 Title' });
    // The same in every language: a choice, numbers, a phone, rows of choices and numbers.
    for (const name of ['category', 'moq.value', 'fibres', 'hsCode'])
      expect(slotOf(productFields, name)).toBeUndefined();
    expect(slotOf(contactFields, 'HR.hrt')).toBeUndefined();
  });
});

describe('the translation’s values and what an edit sends', () => {
  const product = slots(productFields, ['title', 'feature', 'specs']);
  const english = {
    title: 'Yarn',
    feature: ['Soft', 'Even'],
    specs: [
      { label: 'Count', value: 'Ne 30/1', unit: '' },
      { label: 'Twist', value: 'Z', unit: '' },
    ],
  };
  const read = {
    title: null,
    feature: null,
    specs: [
      { label: '支数', value: null },
      { label: null, value: null },
    ],
  };

  it('starts from a fallback=none read: a missing one empty, rows as many as the English', () => {
    expect(translationValues(product, read, english)).toEqual({
      title: '',
      feature: [],
      specs: [
        { label: '支数', value: '' },
        { label: '', value: '' },
      ],
    });
  });

  it('sends only what changed: a list without its blank entries, rows whole, a group’s changed part alone', () => {
    const before = translationValues(product, read, english);
    expect(changedTranslation(product, before, before, english)).toBeUndefined();
    const after = { ...before, feature: ['柔软', ''], specs: [{ label: '支数', value: 'Ne 30/1' }] };
    expect(changedTranslation(product, before, after, english)).toEqual({
      feature: ['柔软'],
      specs: [
        { label: '支数', value: 'Ne 30/1' },
        { label: '', value: '' },
      ],
    });
    const contact = slots(contactFields, ['add1.addT1', 'add1.add1', 'add2.addT2']);
    const was = { add1: { addT1: '总部', add1: '' }, add2: { addT2: '' } };
    const now = { add1: { addT1: '总部', add1: '达卡' }, add2: { addT2: '' } };
    expect(changedTranslation(contact, was, now, {})).toEqual({ add1: { add1: '达卡' } });
  });
});

describe('Copy the English', () => {
  it('fills the blank inputs only, and says which it filled', () => {
    const [title, feature, specs] = slots(productFields, ['title', 'feature', 'specs']) as Slot[];
    expect(copyTheEnglish(title!, 'Yarn', '')).toEqual({ value: 'Yarn', filled: ['title'] });
    expect(copyTheEnglish(title!, 'Yarn', '纱线')).toEqual({ value: '纱线', filled: [] });
    expect(copyTheEnglish(title!, '', '')).toEqual({ value: '', filled: [] });
    expect(copyTheEnglish(feature!, ['Soft', 'Even'], ['柔软'])).toEqual({
      value: ['柔软', 'Even'],
      filled: ['feature.1'],
    });
    expect(copyTheEnglish(specs!, [{ label: 'Count', value: 'Ne 30/1' }], [{ label: '支数', value: ' ' }])).toEqual({
      value: [{ label: '支数', value: 'Ne 30/1' }],
      filled: ['specs.0.value'],
    });
  });
});

describe('followEntries', () => {
  it('follows a move one step and a removal, and nothing else', () => {
    expect(followEntries(['a', 'b', 'c'], ['b', 'a', 'c'])).toEqual([1, 0, 2]);
    expect(followEntries(['a', 'b', 'c'], ['a', 'c', 'b'])).toEqual([0, 2, 1]);
    expect(followEntries(['a', 'b', 'c'], ['a', 'c'])).toEqual([0, 2]);
    expect(followEntries(['a', 'b', 'c'], ['a', 'b'])).toEqual([0, 1]);
    expect(followEntries(['a', 'b'], ['a', 'b', ''])).toBeUndefined();
    expect(followEntries(['a', 'b'], ['a', 'bb'])).toBeUndefined();
    expect(followEntries(['a', 'b'], ['a', 'b'])).toBeUndefined();
  });
});

describe('fieldProblems', () => {
  it('reads the API’s sentences by field and language, and keeps the rest', () => {
    expect(
      fieldProblems(
        'title (中文) must be at most 200 characters; specs.0.value (中文) must be at most 120 characters; body is odd',
      ),
    ).toEqual({
      fields: [
        { path: 'title', language: '中文', problem: 'must be at most 200 characters' },
        { path: 'specs.0.value', language: '中文', problem: 'must be at most 120 characters' },
        { path: 'body', language: undefined, problem: 'is odd' },
      ],
      others: [],
    });
    expect(fieldProblems('The database is restarting.')).toEqual({
      fields: [],
      others: ['The database is restarting.'],
    });
  });
});
