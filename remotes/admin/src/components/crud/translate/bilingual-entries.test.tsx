import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { withTranslations } from '@texbridge/shared/testing/fake-locales';
import { db, writes } from '../../../testing/db.ts';
import { make } from '../../../testing/fixtures.ts';
import { API, apiError } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// docs/adding-a-language.md, "The dashboard": lists, rows and groups in two languages. A list's and rows'
// entries sit beside the English entries of the same place and move with them; a group's parts are sent alone.

type Stored = { translations?: unknown };

async function editProduct() {
  db.products.push(
    withTranslations(
      make.product({
        title: 'Combed yarn',
        feature: ['Low hairiness', 'Even count'],
        specs: [
          { label: 'Count', value: 'Ne 30/1' },
          { label: 'Twist', value: 'Z' },
        ],
      }),
      { zh: { title: '精梳纱', specs: [{ label: '支数' }, { label: '捻向' }] } },
    ),
  );
  const app = await renderApp('/admin/product');
  await app.user.click(await screen.findByRole('button', { name: 'Edit Combed yarn' }));
  const dialog = screen.getByRole('dialog', { name: 'Update Product' });
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Title 中文' })).toHaveValue('精梳纱'));
  return { ...app, dialog };
}

describe('lists and rows in two languages', () => {
  it('puts each entry beside its English one, and sends the list without blanks and the rows whole', async () => {
    const { dialog, user } = await editProduct();
    const features = within(dialog).getByRole('group', { name: 'Product Feature 中文' });
    const [first, second] = within(features).getAllByRole('textbox');
    expect(first).toHaveAccessibleName('Feature 1 中文');
    expect(first).toHaveAttribute('placeholder', 'Low hairiness');
    expect(second).toHaveAttribute('placeholder', 'Even count');
    const rows = within(dialog).getByRole('group', { name: 'Specification 中文' });
    expect(within(rows).getByRole('textbox', { name: 'Label 1 中文' })).toHaveValue('支数');
    expect(within(rows).getByRole('textbox', { name: 'Value 1 中文' })).toHaveAttribute('placeholder', 'Ne 30/1');
    // The unit is the same in every language.
    expect(within(rows).queryByRole('textbox', { name: /^Unit/ })).not.toBeInTheDocument();

    await user.type(first!, '低毛羽');
    await user.type(within(rows).getByRole('textbox', { name: 'Value 2 中文' }), 'Z 捻');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      expect.objectContaining({
        search: '?locale=zh',
        body: {
          feature: ['低毛羽'],
          specs: [
            { label: '支数', value: '' },
            { label: '捻向', value: 'Z 捻' },
          ],
        },
      }),
    ]);
    expect((db.products[0] as Stored).translations).toEqual({
      zh: {
        title: '精梳纱',
        feature: ['低毛羽'],
        specs: [{ label: '支数' }, { label: '捻向', value: 'Z 捻' }],
      },
    });
  });

  it('moves a row’s 中文 with its English row, and sends both languages', async () => {
    const { dialog, user } = await editProduct();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Row 1' }));
    const rows = within(dialog).getByRole('group', { name: 'Specification 中文' });
    expect(within(rows).getAllByRole('textbox', { name: /^Label \d 中文$/ })).toHaveLength(1);
    expect(within(rows).getByRole('textbox', { name: 'Label 1 中文' })).toHaveValue('捻向');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [english, chinese] = writes();
    expect(english).toMatchObject({
      method: 'PUT',
      body: expect.objectContaining({ specs: [{ label: 'Twist', value: 'Z' }] }),
    });
    expect(chinese).toMatchObject({ search: '?locale=zh', body: { specs: [{ label: '捻向', value: '' }] } });
  });

  it('holds back the 中文 rows that moved with English rows the API refused, and says so', async () => {
    server.use(
      http.put(`${API}/product/:id`, ({ request }) =>
        new URL(request.url).searchParams.has('locale')
          ? undefined
          : apiError(503, 'Service Unavailable', 'The database is restarting.'),
      ),
    );
    const { dialog, user } = await editProduct();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Row 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(
      await within(dialog).findByText(/^Nothing was saved\. English was not saved: The database is restarting\./),
    ).toHaveTextContent(
      '中文 waits for the English: its entries moved with the English ones, which are not saved yet.',
    );
    expect(writes().filter((request) => request.search === '?locale=zh')).toEqual([]);
    expect((db.products[0] as Stored).translations).toEqual({
      zh: { title: '精梳纱', specs: [{ label: '支数' }, { label: '捻向' }] },
    });
  });

  it('copies the English into the blank entries and row parts, each marked', async () => {
    const { dialog, user } = await editProduct();
    await user.click(within(dialog).getByRole('button', { name: 'Copy the English: Specification' }));
    const rows = within(dialog).getByRole('group', { name: 'Specification 中文' });
    expect(within(rows).getByRole('textbox', { name: 'Label 1 中文' })).not.toHaveAttribute('data-copied');
    const value = within(rows).getByRole('textbox', { name: 'Value 1 中文' });
    expect(value).toHaveValue('Ne 30/1');
    expect(value).toHaveAttribute('data-copied');
    await waitFor(() => expect(value).toHaveFocus());
  });
});

describe('an address in two languages', () => {
  it('translates each part beside its English part, and sends only the parts that changed', async () => {
    db.contacts.push(
      withTranslations(
        make.contact({
          add1: { addT1: 'Head Office', add1: 'Gulshan, Dhaka' },
          add2: { addT2: 'Port', add2: 'Agrabad' },
        }),
        { zh: { add1: { addT1: '总部', add1: '达卡古尔山' } } },
      ),
    );
    const { user } = await renderApp('/admin/contact');
    await user.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Contact' });
    const port = within(dialog).getByRole('textbox', { name: 'Address 2 Title 中文' });
    await waitFor(() => expect(port).toBeEnabled());
    expect(within(dialog).getByRole('textbox', { name: 'Address 1 Title 中文' })).toHaveValue('总部');
    // A desk's phone and e-mail are the same in every language.
    expect(within(dialog).queryByRole('textbox', { name: /HR E-mail 中文/ })).not.toBeInTheDocument();
    await user.type(port, '港口办事处');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      expect.objectContaining({ search: '?locale=zh', body: { add2: { addT2: '港口办事处' } } }),
    ]);
  });
});
