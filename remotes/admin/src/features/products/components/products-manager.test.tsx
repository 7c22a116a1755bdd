import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Field } from '@texbridge/shared/resources/fields';
import { productFields } from '@texbridge/shared/resources/product-fields';
import { db, requests, writes } from '../../../testing/db.ts';
import { imageFile, make, many } from '../../../testing/fixtures.ts';
import { API, apiError, uploads } from '../../../testing/handlers.ts';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows, cellTexts, openAddDialog } from '../../../testing/table.ts';

const openAdd = () => openAddDialog('/admin/product', 'Add Product');

/**
 * What the add form posts for each declared field left blank: an empty text, no items or rows, an unticked box;
 * a choice, a number or a group is not given. By kind, so that a new field needs no edit here.
 */
const BLANK: Partial<Record<Field['kind'], unknown>> = {
  text: '',
  textarea: '',
  list: [],
  multiselect: [],
  rows: [],
  boolean: false,
};
const leftBlank = () =>
  Object.fromEntries(
    Object.entries(productFields).flatMap(([name, field]) => (field.kind in BLANK ? [[name, BLANK[field.kind]]] : [])),
  );

describe('Products manager', () => {
  it('lists products under its nine columns, with the truncations of docs/spec.md §9', async () => {
    db.products.push(
      make.product({
        title: 'Organic combed cotton yarn 30s',
        desc: 'Ring-spun organic combed cotton yarn for fine single jersey knits.',
        feature: ['Low hairiness', 'Even', 'Contamination controlled'],
        composition: ['100% organic cotton'],
        endUse: 'T-shirts, polo shirts and babywear',
        background: 'Spun in Narayanganj from GOTS-certified fibre.',
        category: 'dyes',
      }),
      make.product({ title: 'Loom-state poplin', feature: [], composition: [], category: 'other' }),
    );
    await renderApp('/admin/product');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Image',
      'Title',
      'Category',
      'Description',
      'Features',
      'Composition',
      'End Use',
      'Background',
      '中文',
      'Action',
    ]);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    const [first, second] = await bodyRows();
    expect(cellTexts(first!)).toEqual([
      '',
      'Organic combed cotto…',
      'Dyes & Chemical',
      'Ring-spun organic combed cotton yarn for…',
      'Low h…, Even, Conta…',
      '100%…',
      'T-shirts, polo shirt…',
      'Spun in Narayanganj…',
      '○ Missing',
      '',
    ]);
    // The whole text stays at hand as a tooltip.
    expect(within(first!).getByText('Low h…, Even, Conta…')).toHaveAttribute(
      'title',
      'Low hairiness, Even, Contamination controlled',
    );
    expect(first!.querySelector('img')).toHaveAttribute('src', `${API}${db.products[0]!.productImage}`);
    expect(cellTexts(second!).slice(1, 3)).toEqual(['Loom-state poplin', 'Other']);
    expect(cellTexts(second!).slice(4, 6)).toEqual(['—', '—']);
    expect(screen.getByText('2 products, newest first')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Products | Dashboard'));
  });

  it("starts the category on the disabled 'Select' placeholder, with readable category names", async () => {
    const { dialog } = await openAdd();
    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    expect(category).toHaveValue('');
    const placeholder = within(category).getByRole<HTMLOptionElement>('option', { name: 'Select' });
    expect(placeholder).toBeDisabled();
    expect(placeholder.selected).toBe(true);
    expect(
      within(category)
        .getAllByRole<HTMLOptionElement>('option')
        .map((option) => [option.value, option.textContent]),
    ).toEqual([
      ['', 'Select'],
      ['fibres', 'Fibre'],
      ['yarn', 'Yarn'],
      ['fabrics', 'Fabric'],
      ['dyes', 'Dyes & Chemical'],
      ['garments', 'Garments'],
      ['other', 'Other'],
    ]);
    expect(category).toHaveAttribute('aria-required', 'true');
  });

  it('adds a product: uploads the image, then posts every field with the returned URL', async () => {
    const { user, dialog } = await openAdd();
    expect(within(dialog).getByText(/The image must be wide\./)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Viscose slub fabric');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Fabric');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'A soft slub for summer tops.');
    await user.click(within(dialog).getByRole('button', { name: 'Add feature' }));
    await user.keyboard('Soft hand');
    await user.click(within(dialog).getByRole('button', { name: 'Add feature' }));
    await user.keyboard('Breathable');
    await user.click(within(dialog).getByRole('button', { name: 'Add composition' }));
    await user.keyboard('100% viscose');
    await user.type(within(dialog).getByRole('textbox', { name: 'End Use' }), 'Summer tops');
    await user.type(within(dialog).getByRole('textbox', { name: 'Background' }), 'Woven in Gazipur.');
    await user.upload(within(dialog).getByLabelText(/^Product Image/), imageFile('slub.jpg', 'image/jpeg', 4096));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Product Successfully Added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url] = [...uploads.keys()];
    expect(uploads.get(url!)).toMatchObject({ type: 'image/jpeg', size: 4096 });
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/uploads', authorization: `Bearer ${TEST_TOKEN}` }),
      {
        method: 'POST',
        path: '/add-products',
        authorization: `Bearer ${TEST_TOKEN}`,
        body: {
          // The specification left blank: no names, rows or digits, and no samples ticked.
          ...leftBlank(),
          title: 'Viscose slub fabric',
          desc: 'A soft slub for summer tops.',
          category: 'fabrics',
          feature: ['Soft hand', 'Breathable'],
          composition: ['100% viscose'],
          endUse: 'Summer tops',
          background: 'Woven in Gazipur.',
          productImage: url,
        },
      },
    ]);
    expect(await screen.findByText('Viscose slub fabric')).toBeInTheDocument();
    expect(db.products).toHaveLength(1);
  });

  it('says what is missing, and sends nothing, when Post is pressed on an empty form', async () => {
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    for (const message of [
      'Category is required: choose one',
      'Description is required',
      'End Use is required',
      'Background is required',
      'Product Image is required: choose an image to upload.',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'End Use' })).toHaveAttribute('aria-required', 'true');
    expect(writes()).toEqual([]);
    expect(db.products).toEqual([]);
  });

  it('will not add an empty feature, and names it', async () => {
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Add feature' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Feature 1 is required')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("shows the server's sentence when the add fails, and keeps what was typed", async () => {
    server.use(
      http.post(`${API}/add-products`, () => apiError(409, 'Conflict', 'A product with this title already exists.')),
    );
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Twice');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'garments');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Kept');
    await user.click(within(dialog).getByRole('button', { name: 'Add feature' }));
    await user.keyboard('Kept feature');
    await user.type(within(dialog).getByRole('textbox', { name: 'End Use' }), 'Kept use');
    await user.type(within(dialog).getByRole('textbox', { name: 'Background' }), 'Kept background');
    await user.upload(within(dialog).getByLabelText(/^Product Image/), imageFile());
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('A product with this title already exists.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Twice');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('garments');
    expect(within(dialog).getByRole('textbox', { name: 'Feature 1' })).toHaveValue('Kept feature');
    expect(within(dialog).getByRole('textbox', { name: 'Background' })).toHaveValue('Kept background');
    expect(within(dialog).getByRole('button', { name: 'Post' })).toBeEnabled();
    expect(screen.queryByText('Product Successfully Added')).not.toBeInTheDocument();
    expect(db.products).toEqual([]);
  });

  it('edits every field: changes the category, removes and reorders features, edits a composition', async () => {
    const melange = make.product({
      title: 'Melange yarn',
      desc: 'Grey melange.',
      category: 'yarn',
      feature: ['Low hairiness', 'Even count', 'Waxed'],
      composition: ['85% cotton', '15% viscose'],
      endUse: 'Sweatshirts',
      background: 'Spun in Narayanganj.',
    });
    db.products.push(make.product({ title: 'Newest' }), melange);
    const { user } = await renderApp('/admin/product');
    await user.click(await screen.findByRole('button', { name: 'Edit Melange yarn' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Product' });
    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    expect(category).toHaveValue('yarn');
    expect(within(dialog).getByRole('textbox', { name: 'Feature 3' })).toHaveValue('Waxed');
    await user.selectOptions(category, 'fabrics');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Feature 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Feature 2 up' }));
    const composition = within(dialog).getByRole('textbox', { name: 'Composition 2' });
    await user.clear(composition);
    await user.type(composition, '15% modal');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Melange yarn is updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Every field as stored but the image, which is sent only when a new one is chosen, with the edits.
    const { _id, productImage: _image, ...stored } = melange;
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: `/product/${_id}`,
        authorization: `Bearer ${TEST_TOKEN}`,
        body: {
          ...stored,
          category: 'fabrics',
          feature: ['Waxed', 'Even count'],
          composition: ['85% cotton', '15% modal'],
        },
      },
    ]);
    const row = (await screen.findByText('Waxed, Even…')).closest('tr')!;
    expect(within(row).getByText('Fabric')).toBeInTheDocument();
  });

  it("edits the specification: MOQ, origin, certifications, fibres that add up to 100, rows with the category's labels, and clears the lead time", async () => {
    db.products.push(
      make.product({
        title: 'Poplin',
        category: 'fabrics',
        moq: { value: 500, unit: 'm' },
        leadTimeDays: 30,
        origin: 'BD',
        certifications: ['GOTS'],
        fibres: [{ fibre: 'organic-cotton', percent: 100 }],
        specs: [],
      }),
    );
    const { user } = await renderApp('/admin/product');
    await user.click(await screen.findByRole('button', { name: 'Edit Poplin' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Product' });
    const specification = within(dialog).getByRole('group', { name: 'Sourcing and specification' });
    expect(within(specification).getByRole('spinbutton', { name: 'Minimum order' })).toHaveValue(500);
    expect(within(specification).getByRole('combobox', { name: 'Country of origin' })).toHaveValue('BD');
    expect(within(specification).getByRole('option', { name: 'Bangladesh' })).toBeInTheDocument();
    expect(within(specification).getByRole('checkbox', { name: 'GOTS' })).toBeChecked();

    await user.clear(within(specification).getByRole('spinbutton', { name: 'Lead time (days)' }));
    await user.selectOptions(within(specification).getByRole('combobox', { name: 'Country of origin' }), 'India');
    await user.click(within(specification).getByRole('checkbox', { name: 'OEKO-TEX Standard 100' }));
    await user.click(within(specification).getByRole('checkbox', { name: 'GOTS' }));
    // Two fibres that add up to 90: said, and nothing sent.
    const percent1 = within(specification).getByRole('spinbutton', { name: 'Percent 1' });
    await user.clear(percent1);
    await user.type(percent1, '60');
    await user.click(within(specification).getByRole('button', { name: 'Add fibre' }));
    await user.selectOptions(within(specification).getByRole('combobox', { name: 'Fibre 2' }), 'Recycled polyester');
    await user.type(within(specification).getByRole('spinbutton', { name: 'Percent 2' }), '30');
    // A row's label is offered from the fabric buyer's list.
    await user.click(within(specification).getByRole('button', { name: 'Add row' }));
    const label = within(specification).getByRole('combobox', { name: 'Label 1' });
    const offered = document.getElementById(label.getAttribute('list')!)!;
    expect([...offered.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'GSM',
      'Width',
      'Construction',
      'Weave/knit',
      'Finish',
    ]);
    await user.type(label, 'GSM');
    await user.type(within(specification).getByRole('textbox', { name: 'Value 1' }), '120');
    await user.type(within(specification).getByRole('textbox', { name: 'Unit 1' }), 'g/m²');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(
      await within(dialog).findByText('Fibre content must add up to 100% (they add up to 90%)'),
    ).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.clear(within(specification).getByRole('spinbutton', { name: 'Percent 2' }));
    await user.type(within(specification).getByRole('spinbutton', { name: 'Percent 2' }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Poplin is updated')).toBeInTheDocument();
    expect(writes()[0]!.body).toMatchObject({
      moq: { value: 500, unit: 'm' },
      leadTimeDays: null,
      origin: 'IN',
      certifications: ['OEKO-TEX Standard 100'],
      fibres: [
        { fibre: 'organic-cotton', percent: 60 },
        { fibre: 'recycled-polyester', percent: 40 },
      ],
      specs: [{ label: 'GSM', value: '120', unit: 'g/m²' }],
    });
    expect(db.products[0]).not.toHaveProperty('leadTimeDays');
  });

  it("replaces the image and title on edit, and says '{title} is updated' with the new title", async () => {
    db.products.push(make.product({ title: 'Old name' }));
    const { user } = await renderApp('/admin/product');
    await user.click(await screen.findByRole('button', { name: 'Edit Old name' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Product' });
    const picker = within(dialog).getByLabelText(/^Product Image/);
    expect(picker).not.toHaveAttribute('aria-required');
    // The record's image is shown, with a way to replace it.
    expect(within(dialog).getByRole('img', { name: 'Currently saved' })).toHaveAttribute(
      'src',
      `${API}${db.products[0]!.productImage}`,
    );
    const clicks = vi.fn();
    picker.addEventListener('click', clicks);
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(clicks).toHaveBeenCalled();
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'New name');
    await user.upload(picker, imageFile('new.png'));
    expect(await within(dialog).findByRole('img', { name: 'Preview of new.png' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Currently saved' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('New name is updated')).toBeInTheDocument();
    const [url] = [...uploads.keys()];
    expect(writes().at(-1)).toMatchObject({
      method: 'PUT',
      body: expect.objectContaining({ title: 'New name', productImage: url }),
    });
    expect(db.products[0]).toMatchObject({ title: 'New name', productImage: url });
  });

  it("keeps the edit open with the server's sentence when the update is refused", async () => {
    db.products.push(make.product({ title: 'Stays open' }));
    server.use(http.put(`${API}/product/:id`, () => apiError(403, 'Forbidden', 'Only admins may change products.')));
    const { user } = await renderApp('/admin/product');
    await user.click(await screen.findByRole('button', { name: 'Edit Stays open' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Product' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' (edited)');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Only admins may change products.')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Stays open (edited)',
    );
    expect(screen.queryByText(/is updated$/)).not.toBeInTheDocument();
    expect(db.products[0]!.title).toBe('Stays open');
  });

  it("deletes a product after 'Are You Sure to Delete This Product ?'", async () => {
    db.products.push(make.product({ title: 'Keep' }), make.product({ title: 'Remove me' }));
    const { user } = await renderApp('/admin/product');
    await user.click(await screen.findByRole('button', { name: 'Delete Remove me' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('Are You Sure to Delete This Product ?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Product Deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Remove me')).not.toBeInTheDocument());
    expect(db.products.map((row) => row.title)).toEqual(['Keep']);
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: expect.stringMatching(/^\/delete-products\//) }),
    ]);
  });

  it('shows no page buttons for 18 products', async () => {
    db.products.push(...many(18, (n) => make.product({ title: `Product ${n}` })));
    await renderApp('/admin/product');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(18));
    expect(screen.queryByRole('navigation', { name: 'Products pages' })).not.toBeInTheDocument();
  });

  it('shows 20 a page, with no lone page button for 20 products (above 18, but one page)', async () => {
    db.products.push(...many(20, (n) => make.product({ title: `Product ${n}` })));
    await renderApp('/admin/product');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20));
    expect(screen.queryByRole('navigation', { name: 'Products pages' })).not.toBeInTheDocument();
  });

  it('pages 21 products by 20, with the page in the URL', async () => {
    db.products.push(...many(21, (n) => make.product({ title: `Product ${n}` })));
    const { user, router } = await renderApp('/admin/product');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20));
    const pages = screen.getByRole('navigation', { name: 'Products pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('Product 21')).toBeInTheDocument();
    expect(screen.getByText('21 products, newest first · page 2 of 2')).toBeInTheDocument();
  });

  it('searches the products: the words go to the URL, the list narrows (page links keep them), and Clear shows them all', async () => {
    db.products.push(
      make.product({ title: 'Organic poplin', desc: 'Plain weave.' }),
      ...many(21, (n) => make.product({ title: `Twill lot ${n}`, desc: 'Cotton twill.' })),
    );
    const { user, router } = await renderApp('/admin/product');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20));
    const search = screen.getByRole('search', { name: 'Search products' });
    await user.type(within(search).getByRole('searchbox', { name: 'Search products' }), 'twil{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=twil'));
    expect(await screen.findByText('21 products matching “twil”, newest first · page 1 of 2')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Products pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/admin/product?q=twil&page=2');
    expect(requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/products',
      search: '?page=1&limit=20&q=twil&fallback=none',
    });

    await user.clear(within(search).getByRole('searchbox'));
    await user.type(within(search).getByRole('searchbox'), 'velvet{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('No products match “velvet”.');
    await user.click(screen.getByRole('button', { name: 'Show them all' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('22 products, newest first · page 1 of 2')).toBeInTheDocument();
    expect(within(search).queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });
});
