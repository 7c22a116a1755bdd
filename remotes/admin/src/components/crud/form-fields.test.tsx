import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productCreate } from '@texbridge/shared/resources/products';
import { reviewCreate } from '@texbridge/shared/resources/reviews';
import { describeForm } from './crud-form.tsx';

/** A form of the kinds the later managers need: a select with a placeholder, a list, and stars. */
const form = describeForm({
  title: 'Add Product',
  schema: productCreate.pick({ title: true, category: true, feature: true }).extend({ rate: reviewCreate.shape.rate }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      options: [
        { value: 'yarn', label: 'Yarn' },
        { value: 'fabrics', label: 'Fabric' },
      ],
    },
    { name: 'feature', label: 'Product Feature', kind: 'list', itemLabel: 'Feature' },
    { name: 'rate', label: 'Ratings', kind: 'rating' },
  ],
  defaults: () => ({ title: '', category: '' as never, feature: ['Low hairiness'], rate: undefined as never }),
  toBody: (values) => values,
});

function setup() {
  const onSubmit = vi.fn(async () => {});
  const user = userEvent.setup();
  render(form.render({ pending: false, progress: null, onSubmit, onCancel: () => {}, onSaved: () => {} }));
  const submitted = () =>
    (onSubmit.mock.calls.at(-1) as unknown as [{ toBody: (url?: string) => unknown }])[0].toBody();
  return { user, onSubmit, submitted };
}

describe('form fields', () => {
  it('starts the select on a disabled "Select" placeholder and requires a choice', async () => {
    const { user, onSubmit } = setup();
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Select' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(/^Category must be one of fibres, yarn/)).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rates with five star radio buttons', async () => {
    const { user } = setup();
    const group = screen.getByRole('radiogroup', { name: 'Ratings' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('adds, edits, reorders and removes list entries, and submits them in order', async () => {
    const { user, submitted } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Combed yarn');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'yarn');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    expect(screen.getByRole('textbox', { name: 'Feature 2' })).toHaveFocus();
    await user.keyboard('Even count');
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    await user.keyboard('Waxed');
    await user.click(screen.getByRole('button', { name: 'Move Feature 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Feature 1' }));
    const first = screen.getByRole('textbox', { name: 'Feature 1' });
    await user.clear(first);
    await user.type(first, 'Waxed cones');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await vi.waitFor(() =>
      expect(submitted()).toEqual({
        title: 'Combed yarn',
        category: 'yarn',
        feature: ['Waxed cones', 'Even count'],
        rate: 5,
      }),
    );
  });

  it('flags an empty list entry by its own name', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Feature 2 is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Feature 2' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
