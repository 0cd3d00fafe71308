import { ApiError } from '@torget/contract/browser';
import type { ProductDto } from '@torget/contract';
import { ProductForm, errorMessage, type ProductField, type ProductFormValues } from '@torget/ui';
import { useState } from 'react';
import { updateProduct, uploadImage } from '../api/products';

type Errors = { field: Partial<Record<ProductField, string>>; form: string | null };

/** The kit's product form (shared with the seller's screen) wired to the admin's calls. */
export function AdminProductForm({ product, onSaved }: { product: ProductDto; onSaved: () => void }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({ field: {}, form: null });

  const save = async (values: ProductFormValues) => {
    setBusy(true);
    setErrors({ field: {}, form: null });
    try {
      await updateProduct(product._id, { _id: product._id, ...values });
      onSaved();
    } catch (failure) {
      // The server names the offending field when it can: its message goes beside that field.
      const field = failure instanceof ApiError ? (failure.field as ProductField | undefined) : undefined;
      const message = errorMessage(failure);
      setErrors(
        field && field in product
          ? { field: { [field]: message }, form: null }
          : { field: {}, form: message },
      );
      setBusy(false);
    }
  };

  return (
    <ProductForm
      product={product}
      onSubmit={save}
      upload={uploadImage}
      errors={errors.field}
      formError={errors.form}
      busy={busy}
    />
  );
}
