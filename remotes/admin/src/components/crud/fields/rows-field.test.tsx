import { screen, within } from '@testing-library/react';
import { db } from '../../../testing/db.ts';
import { make } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// docs/adding-a-field.md: a `rows` field shows its parts' labels as column names above its rows, and each
// input keeps a label of its own, with its row's number, for a phone's stacked rows and for assistive technology.
/** Each part's input: a choice, a number, a text with suggestions (a combobox too), a text. */
const ROLES: Record<string, string> = {
  Fibre: 'combobox',
  Percent: 'spinbutton',
  Label: 'combobox',
  Value: 'textbox',
  Unit: 'textbox',
};

describe('The rows of a form', () => {
  it('name their columns from the declared parts, each input still labelled by its part and row', async () => {
    db.products.push(
      make.product({
        title: 'Poplin',
        fibres: [
          { fibre: 'cotton', percent: 60 },
          { fibre: 'polyester', percent: 40 },
        ],
        specs: [
          { label: 'GSM', value: '120', unit: 'g/m²' },
          { label: 'Width', value: '150', unit: 'cm' },
        ],
      }),
    );
    const { user } = await renderApp('/admin/product');
    await user.click(await screen.findByRole('button', { name: 'Edit Poplin' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Product' });
    const declared: [string, string[]][] = [
      ['Fibre content', ['Fibre', 'Percent']],
      ['Specification', ['Label', 'Value', 'Unit']],
    ];
    for (const [legend, parts] of declared) {
      const group = within(dialog).getByRole('group', { name: legend });
      const rows = within(group).getByRole('list');
      for (const part of parts) {
        // The column's name: once, before the rows, and no input's own label.
        const [column] = within(group).getAllByText(part, { ignore: 'script, style, option' });
        expect(column!.closest('label')).toBeNull();
        expect(column!.compareDocumentPosition(rows) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        for (const row of [1, 2]) {
          // Named with its row's number; its own label, which a phone shows above it, reads the part.
          const input = within(group).getByRole(ROLES[part]!, { name: `${part} ${row}` });
          expect([...(input as HTMLInputElement).labels!].map((label) => label.textContent)).toEqual([part]);
        }
      }
    }
  });
});
