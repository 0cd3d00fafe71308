import type { ProductDto } from '@torget/contract';
import { Button, ImageUpload, MessageBox, TextAreaField, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/error-message';
import { updateProduct, uploadImage } from '../api/products';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  align-items: start;
  column-gap: ${({ theme }) => theme.space(4)};
`;

/** The form keeps every field as typed text; the server parses numbers and answers with a message. */
type Values = Record<
  | 'name'
  | 'price'
  | 'image'
  | 'category'
  | 'brand'
  | 'countInStock'
  | 'shipping_price'
  | 'description'
  | 'shipping_info',
  string
>;

const valuesOf = (product: ProductDto): Values => ({
  name: product.name,
  price: String(product.price),
  image: product.image,
  category: product.category,
  brand: product.brand,
  countInStock: String(product.countInStock),
  description: product.description,
  shipping_price: String(product.shipping_price),
  shipping_info: product.shipping_info,
});

/** SPEC §2 product edit: the fields of the update call; the server checks them and answers with a message. */
export function ProductForm({ product, onSaved }: { product: ProductDto; onSaved: () => void }) {
  const [values, setValues] = useState(() => valuesOf(product));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bind = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await updateProduct(product._id, { _id: product._id, ...values, countInStock: values.countInStock });
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      {error && <MessageBox variant="danger">{error}</MessageBox>}
      <Grid>
        <TextField label="Name" required {...bind('name')} />
        <TextField label="Price (kr)" inputMode="decimal" required {...bind('price')} />
        <TextField label="Image" {...bind('image')} hint="Path of an uploaded image, e.g. /uploads/…" />
        <TextField label="Category" {...bind('category')} />
        <TextField label="Brand" {...bind('brand')} />
        <TextField label="Count in stock" inputMode="numeric" required {...bind('countInStock')} />
        <TextField label="Shipping price per item (kr)" inputMode="decimal" {...bind('shipping_price')} />
        <TextField label="Shipping info" {...bind('shipping_info')} />
      </Grid>
      <ImageUpload
        label="Upload a new image"
        value={values.image}
        upload={uploadImage}
        onChange={(image) => setValues((current) => ({ ...current, image }))}
      />
      <TextAreaField label="Description" rows={6} {...bind('description')} />
      <Button type="submit" disabled={busy}>
        Update
      </Button>
    </form>
  );
}
