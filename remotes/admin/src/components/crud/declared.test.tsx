import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineFields } from '@texbridge/shared/resources/fields';
import { createSchemaOf } from '@texbridge/shared/resources/field-schemas';
import { declaredColumns } from './declared-columns.tsx';
import { declaredForm } from './declared.tsx';

/** A declared number field (a minimum order, say) and a text field, as a resource would declare them. */
const fields = defineFields({
  title: { kind: 'text', label: 'Title', max: 100, required: 'create', column: {}, example: 'Viscose yarn' },
  moq: { kind: 'number', label: 'Minimum Order', min: 1, max: 100, required: 'create', column: {}, example: 12 },
});
const form = declaredForm<{ _id: string; title: string; moq: number }, unknown>('create', {
  title: 'Add Product',
  fields,
  body: createSchemaOf(fields),
});

function setup() {
  const onSubmit = vi.fn(async () => {});
  const user = userEvent.setup();
  render(form.render({ pending: false, progress: null, onSubmit, onCancel: () => {}, onSaved: () => {} }));
  const submitted = () =>
    (onSubmit.mock.calls.at(-1) as unknown as [{ toBody: (url?: string) => unknown }])[0].toBody();
  return { user, onSubmit, submitted };
}

describe('a declared number field', () => {
  it('is a numeric input that says in words what it needs, and sends a number', async () => {
    const { user, onSubmit, submitted } = setup();
    const input = screen.getByRole('spinbutton', { name: /Minimum Order/ });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Viscose yarn');

    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Minimum Order is required: a whole number from 1 to 100')).toBeInTheDocument();
    await user.type(input, '250');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Minimum Order must be 100 or less')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(submitted()).toEqual({ title: 'Viscose yarn', moq: 12 });
  });

  it('is a column of its own', () => {
    render(
      <table>
        <tbody>
          <tr>
            {declaredColumns<{ _id: string; title: string; moq: number }>(fields).map((column) => (
              <td key={column.header}>{column.cell({ _id: '1', title: 'Viscose yarn', moq: 12 })}</td>
            ))}
          </tr>
        </tbody>
      </table>,
    );
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Viscose yarn', '12']);
  });

  it('sits beside a yes-or-no box and a declared default, each starting on its default', async () => {
    const more = defineFields({
      grade: { kind: 'text', label: 'Grade', max: 5, required: 'never', default: 'A', example: 'B' },
      certified: { kind: 'boolean', label: 'GOTS certified', required: 'never', column: {}, example: true },
    });
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    const add = declaredForm<{ _id: string; grade: string; certified: boolean }, unknown>('create', {
      title: 'Add Product',
      fields: more,
      body: createSchemaOf(more),
    });
    render(add.render({ pending: false, progress: null, onSubmit, onCancel: () => {}, onSaved: () => {} }));
    expect(screen.getByRole('textbox', { name: 'Grade' })).toHaveValue('A');
    const box = screen.getByRole('checkbox', { name: 'GOTS certified' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [{ toBody }] = onSubmit.mock.calls.at(-1) as unknown as [{ toBody: () => unknown }];
    expect(toBody()).toEqual({ grade: 'A', certified: true });

    const [column] = declaredColumns<{ _id: string; grade: string; certified: boolean }>(more);
    render(<p>{column!.cell({ _id: '1', grade: 'A', certified: false })}</p>);
    expect(screen.getByText('No')).toBeInTheDocument();
  });
});
