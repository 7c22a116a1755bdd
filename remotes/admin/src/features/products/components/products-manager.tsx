import { productFields } from '@texbridge/shared/resources/product-fields';
import {
  productCreate,
  productUpdate,
  type Product,
  type ProductCreate,
  type ProductUpdate,
} from '@texbridge/shared/resources/products';
import { declaredColumns } from '../../../components/crud/declared-columns.tsx';
import { declaredForm } from '../../../components/crud/declared.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { adminScreens } from '../../../config/paths.ts';
import { productsResource } from '../api/products-resource.ts';

// The forms and columns come from the fields declared in shared/src/resources/products.ts; a product is
// named by its title and category first (docs/spec.md §5), its image first in the table (§9).
const FORM_FIRST = ['title', 'category'];

const addProduct = declaredForm<Product, ProductCreate>('create', {
  title: 'Add Product',
  fields: productFields,
  body: productCreate,
  first: FORM_FIRST,
});
// A new image is optional in an edit, and replaces the old one only when chosen.
const editProduct = declaredForm<Product, ProductUpdate>('edit', {
  title: 'Update Product',
  fields: productFields,
  body: productUpdate,
  first: FORM_FIRST,
});
const columns = declaredColumns<Product>(productFields, ['productImage', 'title', 'category']);

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
