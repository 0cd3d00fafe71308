import type { ProductDto } from '@torget/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { TextAreaField, TextField } from './field';
import { ImageUpload } from './image-upload';
import { MessageBox } from './message-box';
import { useUiT } from '../i18n/ui-messages';

/** The product fields of PUT /api/products/{id} (docs/product.md §7) as the form holds them: numbers as typed text. */
export interface ProductFormValues {
  name: string;
  price: string;
  image: string;
  category: string;
  brand: string;
  countInStock: string;
  description: string;
  shipping_price: string;
  shipping_info: string;
}
export type ProductField = keyof ProductFormValues;

export const productFormValues = (product: ProductDto): ProductFormValues => ({
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

const Pair = styled.div`
  display: grid;
  align-items: start;
  gap: 0 ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface ProductFormProps {
  product: ProductDto;
  onSubmit: (values: ProductFormValues) => void;
  /** Sends an image file, answers its path (see ImageUpload). */
  upload: (file: File) => Promise<string>;
  /** Messages beside fields, by field name (the server's `field`). */
  errors?: Partial<Record<ProductField, string>>;
  /** A message for the whole form (no field named). */
  formError?: string | null;
  busy?: boolean;
  submitLabel?: string;
  /** Existing categories, offered while typing. */
  categories?: string[];
  /** Extra buttons beside Update (Cancel, Back…). */
  actions?: ReactNode;
  /** Called on every edit (e.g. to know the form is dirty). */
  onEdit?: () => void;
}

/**
 * docs/product.md §2 product edit form: every field of the update call. Props in, values out — no API — so the storefront's
 * seller screen and the admin app share it; the server checks the values and its messages come back in `errors`.
 */
export function ProductForm({
  product,
  onSubmit,
  upload,
  errors = {},
  formError,
  busy = false,
  submitLabel,
  categories = [],
  actions,
  onEdit,
}: ProductFormProps) {
  const { t } = useUiT();
  const listId = useId();
  const [values, setValues] = useState(() => productFormValues(product));
  const [uploading, setUploading] = useState(false);
  const set = (name: ProductField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    onEdit?.();
  };
  const text = (name: ProductField, label: string) => ({
    label,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('product.form.label')}>
      <TextField {...text('name', t('product.form.name'))} autoComplete="off" />
      <Pair>
        <TextField {...text('price', t('product.form.price'))} inputMode="decimal" />
        <TextField {...text('countInStock', t('product.form.countInStock'))} inputMode="numeric" />
      </Pair>
      <ImageUpload
        label={t('product.form.image')}
        value={values.image}
        onChange={(path) => set('image', path)}
        upload={upload}
        error={errors.image}
        hint={t('product.form.imageHint')}
        onBusyChange={setUploading}
      />
      <Pair>
        <TextField {...text('category', t('product.form.category'))} list={listId} autoComplete="off" />
        <TextField {...text('brand', t('product.form.brand'))} />
      </Pair>
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <TextAreaField {...text('description', t('product.form.description'))} rows={5} />
      <Pair>
        <TextField
          {...text('shipping_price', t('product.form.shippingPrice'))}
          inputMode="decimal"
          hint={t('product.form.shippingPriceHint')}
        />
        <TextField
          {...text('shipping_info', t('product.form.shippingInfo'))}
          hint={t('product.form.shippingInfoHint')}
        />
      </Pair>
      {formError && <MessageBox variant="danger">{formError}</MessageBox>}
      <Actions>
        <Button type="submit" disabled={busy || uploading}>
          {busy
            ? t('common.saving')
            : uploading
              ? t('product.form.uploadingImage')
              : (submitLabel ?? t('common.update'))}
        </Button>
        {actions}
      </Actions>
    </form>
  );
}
