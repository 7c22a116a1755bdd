import { render, screen, within } from '@testing-library/react';
import { contactFields } from '@texbridge/shared/resources/contacts';
import { productFields } from '@texbridge/shared/resources/products';
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
    ).toEqual([
      'Title',
      'Minimum order (MOQ) › Minimum order',
      'Minimum order (MOQ) › MOQ unit',
      'Samples available',
      'Certifications',
      'Fibre content',
    ]);
    expect(sides(changeOf(list, 'Title'))).toEqual(['Poplin', 'Organic poplin']);
    expect(sides(changeOf(list, 'Minimum order (MOQ) › MOQ unit'))).toEqual(['kg', 't (tonnes)']);
    expect(sides(changeOf(list, 'Samples available'))).toEqual(['Yes', 'No']);
    const fibres = changeOf(list, 'Fibre content');
    const [, afterSide] = within(fibres).getAllByRole('definition');
    expect(
      within(afterSide!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fibre: Organic cotton, Percent: 95', 'Fibre: Elastane, Percent: 5']);
    expect(within(list).queryByRole('heading', { name: 'Description' })).not.toBeInTheDocument();
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
