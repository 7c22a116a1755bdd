import { render, screen, within } from '@testing-library/react';
import { contactFields } from '@texbridge/shared/resources/contacts';
import { productFields } from '@texbridge/shared/resources/product-fields';
import { loadRuntimeConfig } from '../../config/runtime.ts';
import { API } from '../../testing/constants.ts';
import { make } from '../../testing/fixtures.ts';
import { RevisionDiff } from './revision-diff-view.tsx';

// docs/history.md: a version is compared with another field by field, and only what changed is shown.
const changeOf = (list: HTMLElement, label: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: label }))!;
const sides = (change: HTMLElement) =>
  within(change)
    .getAllByRole('definition')
    .map((side) => side.textContent);
/** A table's column headers, then its rows' cells, as text. */
const tableOf = (side: HTMLElement) => [
  within(side)
    .getAllByRole('columnheader')
    .map((header) => header.textContent),
  ...within(side)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
];

describe('RevisionDiff', () => {
  it('shows only the changed fields, by their labels, with lists, rows and groups readable', () => {
    const before = make.product({
      title: 'Poplin',
      certifications: ['GOTS'],
      fibres: [{ fibre: 'cotton', percent: 100 }],
      moq: { value: 500, unit: 'kg' },
      sampleAvailable: true,
    });
    const after = {
      ...before,
      title: 'Organic poplin',
      certifications: ['GOTS', 'OEKO-TEX Standard 100'],
      fibres: [
        { fibre: 'organic-cotton', percent: 95 },
        { fibre: 'elastane', percent: 5 },
      ],
      moq: { value: 2, unit: 't' },
      sampleAvailable: false,
    };
    render(<RevisionDiff before={before} after={after} fields={productFields} label="Changes from one to two" />);
    const list = screen.getByRole('list', { name: 'Changes from one to two' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Title', 'Minimum order (MOQ)', 'Samples available', 'Certifications', 'Fibre content']);
    expect(sides(changeOf(list, 'Title'))).toEqual(['Poplin', 'Organic poplin']);
    // A group whose parts are an amount and its unit reads as the form shows them together.
    expect(sides(changeOf(list, 'Minimum order (MOQ)'))).toEqual(['500 kg', '2 t (tonnes)']);
    expect(sides(changeOf(list, 'Samples available'))).toEqual(['Yes', 'No']);
    // Rows: a table under the form's column labels, a select part by its option's label.
    const [wasFibres, nowFibres] = within(changeOf(list, 'Fibre content')).getAllByRole('definition');
    expect(within(wasFibres!).getByRole('table', { name: 'Fibre content' })).toBeInTheDocument();
    expect(tableOf(nowFibres!)).toEqual([
      ['Fibre', 'Percent'],
      ['Organic cotton', '95'],
      ['Elastane', '5'],
    ]);
    expect(within(list).queryByRole('heading', { name: 'Description' })).not.toBeInTheDocument();
  });

  it('shows an image as a thumbnail from the API, selects by their labels and a specification as a table', async () => {
    await loadRuntimeConfig();
    const before = make.product({
      productImage: '/uploads/0123456789abcdef0123456789abcdef.webp',
      category: 'yarn',
      origin: 'BD',
      specs: [{ label: 'Count', value: 'Ne 30/1' }],
    });
    const after = {
      ...before,
      productImage: '/uploads/fedcba9876543210fedcba9876543210.webp',
      category: 'fabrics',
      origin: 'IN',
      specs: [
        { label: 'GSM', value: '120', unit: 'g/m²' },
        { label: 'Width', value: '150', unit: 'cm' },
      ],
    };
    render(<RevisionDiff before={before} after={after} fields={productFields} label="Changes" />);
    const list = screen.getByRole('list', { name: 'Changes' });
    const [was, now] = within(changeOf(list, 'Product Image')).getAllByRole('definition');
    expect(within(was!).getByRole('img', { name: 'Product Image' })).toHaveAttribute(
      'src',
      `${API}/uploads/0123456789abcdef0123456789abcdef.webp`,
    );
    expect(within(now!).getByRole('img', { name: 'Product Image' })).toHaveAttribute(
      'src',
      `${API}/uploads/fedcba9876543210fedcba9876543210.webp`,
    );
    expect(list).not.toHaveTextContent('/uploads/');
    expect(sides(changeOf(list, 'Category'))).toEqual(['Yarn', 'Fabric']);
    expect(sides(changeOf(list, 'Country of origin'))).toEqual(['Bangladesh', 'India']);
    const [wasSpecs, nowSpecs] = within(changeOf(list, 'Specification')).getAllByRole('definition');
    expect(tableOf(wasSpecs!)).toEqual([
      ['Label', 'Value', 'Unit'],
      ['Count', 'Ne 30/1', ''],
    ]);
    expect(tableOf(nowSpecs!)).toEqual([
      ['Label', 'Value', 'Unit'],
      ['GSM', '120', 'g/m²'],
      ['Width', '150', 'cm'],
    ]);
    expect(list).not.toHaveTextContent('Unit:');
  });

  it('names a field that was emptied, and shows everything of a first version against nothing', () => {
    const contact = make.contact();
    const { unmount } = render(
      <RevisionDiff
        before={contact}
        after={{ ...contact, whatsapp: '', add1: { ...contact.add1, addT1: 'Head office' } }}
        fields={contactFields}
        label="Changes"
      />,
    );
    const list = screen.getByRole('list', { name: 'Changes' });
    expect(sides(changeOf(list, 'Address 1 › Address 1 Title'))).toEqual([contact.add1.addT1, 'Head office']);
    expect(sides(changeOf(list, 'WhatsApp Number'))).toEqual([contact.whatsapp, 'Empty']);
    expect(within(list).getAllByRole('heading')).toHaveLength(2);
    unmount();

    const slide = make.slider({ title: 'Yarn week', caption: 'All counts', link: '' });
    render(<RevisionDiff before={undefined} after={slide} fields={{}} label="Everything" />);
    const first = screen.getByRole('list', { name: 'Everything' });
    expect(sides(changeOf(first, 'title'))).toEqual(['Empty', 'Yarn week']);
    expect(within(first).queryByRole('heading', { name: 'link' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('heading', { name: '_id' })).not.toBeInTheDocument();
  });

  it('says so when two versions hold the same', () => {
    const about = make.about();
    render(<RevisionDiff before={about} after={{ ...about }} label="Changes" />);
    expect(screen.getByRole('status')).toHaveTextContent('No field differs between these two versions.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
