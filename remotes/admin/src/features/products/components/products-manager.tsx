import { MENU_CATEGORIES, PRODUCT_CATEGORIES, type ProductCategory } from '@texbridge/shared/constants';
import { truncate } from '@texbridge/shared/format/truncate';
import type { Product } from '@texbridge/shared/resources/products';
import { productCreate, productUpdate } from '@texbridge/shared/resources/products';
import { z } from 'zod';
import { imageColumn, textColumn, TruncatedText, type Column } from '../../../components/crud/columns.tsx';
import { describeForm } from '../../../components/crud/crud-form.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import type { FieldSpec } from '../../../components/crud/form-fields.tsx';
import { adminScreens } from '../../../config/paths.ts';
import { productsResource } from '../api/products-resource.ts';

/** docs/spec.md §3 categories, named as the public menu names them (§2), plus 'Other'. */
const categoryLabel = (category: ProductCategory) =>
  MENU_CATEGORIES.find((entry) => entry.category === category)?.label ?? 'Other';
const categoryOptions = PRODUCT_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));

/**
 * The select starts on its disabled 'Select' placeholder (docs/spec.md §5), i.e. the empty string; until
 * a category is chosen the form says so in words rather than listing the enum.
 */
const categoryChoice = z.string().pipe(z.enum(PRODUCT_CATEGORIES, { message: 'is required: choose one' }));

type ProductFormValues = {
  title: string;
  desc: string;
  category: string;
  feature: string[];
  composition: string[];
  endUse: string;
  background: string;
};

const fields = (required: boolean): readonly FieldSpec<ProductFormValues>[] => [
  { name: 'title', label: 'Title', kind: 'text', required },
  { name: 'category', label: 'Category', kind: 'select', options: categoryOptions, required },
  { name: 'desc', label: 'Description', kind: 'textarea', rows: 5, required },
  { name: 'feature', label: 'Product Feature', kind: 'list', itemLabel: 'Feature' },
  { name: 'composition', label: 'Product Composition', kind: 'list', itemLabel: 'Composition' },
  { name: 'endUse', label: 'End Use', kind: 'text', required },
  { name: 'background', label: 'Background', kind: 'textarea', rows: 4, required },
];

const defaults = (row: Product | undefined): ProductFormValues => ({
  title: row?.title ?? '',
  desc: row?.desc ?? '',
  category: row?.category ?? '',
  feature: [...(row?.feature ?? [])],
  composition: [...(row?.composition ?? [])],
  endUse: row?.endUse ?? '',
  background: row?.background ?? '',
});

const addProduct = describeForm({
  title: 'Add Product',
  schema: productCreate.omit({ productImage: true }).extend({ category: categoryChoice }),
  fields: fields(true),
  defaults,
  image: { label: 'Product Image', hint: 'The image must be wide.', required: true },
  toBody: (values, imageUrl) => ({ ...values, productImage: imageUrl ?? '' }),
});

// Edit may change every field, category and lists included (the issue's improvement on docs/spec.md §4's
// extend-only rule); a new image is optional and replaces the old one only when chosen.
const editProduct = describeForm({
  title: 'Update Product',
  schema: productUpdate.omit({ productImage: true }).extend({ category: categoryChoice }),
  fields: fields(false),
  defaults,
  image: {
    label: 'Product Image',
    hint: 'Leave empty to keep the current image. The image must be wide.',
    current: (row) => row.productImage,
  },
  toBody: (values, imageUrl) => (imageUrl ? { ...values, productImage: imageUrl } : values),
});

/** docs/spec.md §9: each entry cut to 5 characters, joined; the whole list shows on a click, and as a tooltip. */
const listColumn = (header: string, read: (row: Product) => readonly string[]): Column<Product> => ({
  header,
  className: 'min-w-32',
  cell: (row) => {
    const items = read(row);
    if (items.length === 0) return <span className="text-charcoal-500">—</span>;
    return <TruncatedText text={items.join(', ')} shortened={items.map((item) => truncate(item, 5)).join(', ')} />;
  },
});

const columns: readonly Column<Product>[] = [
  imageColumn('Image', (row) => row.productImage),
  textColumn('Title', (row) => row.title, 20),
  textColumn('Category', (row) => categoryLabel(row.category), undefined, {
    className: 'whitespace-nowrap',
  }),
  textColumn('Description', (row) => row.desc, 40, { className: 'min-w-56' }),
  listColumn('Features', (row) => row.feature),
  listColumn('Composition', (row) => row.composition),
  textColumn('End Use', (row) => row.endUse, 20),
  textColumn('Background', (row) => row.background, 20),
];

export function ProductsManager() {
  return (
    <CrudManager
      resource={productsResource}
      screen={adminScreens.product}
      intro="The catalogue's products, newest first."
      columns={columns}
      rowName={(row) => row.title}
      add={{ label: 'Add Product', form: addProduct }}
      edit={editProduct}
      confirmDelete="Are You Sure to Delete This Product ?"
    />
  );
}
