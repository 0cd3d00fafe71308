import type { ProductDto } from '@torget/contract';
import { ProductForm, type ProductFormValues } from '@torget/ui';
import { updateProduct, uploadImage } from '../api/products';

/**
 * The kit's product form (shared with the seller's screen) wired to the admin's calls; the admin sees
 * every VAT rate and can correct a product's.
 */
export function AdminProductForm({ product, onSaved }: { product: ProductDto; onSaved: () => void }) {
  const save = async (values: ProductFormValues) => {
    await updateProduct(product._id, { _id: product._id, ...values });
    onSaved();
  };

  return <ProductForm product={product} onSubmit={save} upload={uploadImage} allVatRates />;
}
