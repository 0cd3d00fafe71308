import type { ProductDto } from '@torget/contract';
import { vatRates } from '@torget/contract/browser';
import { useId, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from './button';
import { GalleryField } from './product-form/gallery-field';
import { OptionsField } from './product-form/options-field';
import { VariantGrid } from './product-form/variant-grid';
import { usableOptions, type OptionValue, type VariantRow } from './product-form/variant-rows';
import { Form, FormError } from '../forms/form';
import { FormSelectField, FormTextAreaField, FormTextField } from '../forms/form-fields';
import { useApiForm } from '../forms/use-api-form';
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
  /** Per cent, as the select holds it ('25'). */
  vat_rate: string;
  /** The gallery, cover first (`image` is set from it on save). */
  images: string[];
  /** Sizes, colours…: with usable options, price and stock are per variant. */
  options: OptionValue[];
  variants: VariantRow[];
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
  vat_rate: String(product.vat_rate),
  images: product.images.length ? [...product.images] : product.image ? [product.image] : [],
  options: product.options.map((option) => ({ name: option.name, values: [...option.values] })),
  variants: product.variants.map((variant) => ({
    _id: variant._id,
    options: { ...variant.options },
    sku: variant.sku,
    gtin: variant.gtin,
    price: String(variant.price),
    countInStock: String(variant.countInStock),
    image: variant.image,
  })),
});

/** What the update call is sent: the cover is the gallery's first photo; options without values are left out. */
const toSaved = (values: ProductFormValues): ProductFormValues => ({
  ...values,
  image: values.images[0] ?? '',
  options: usableOptions(values.options),
});

const Pair = styled.div`
  display: grid;
  align-items: start;
  gap: 0 ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: 1fr 1fr;
  }
`;

const VariantNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

const VatNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface ProductFormProps {
  product: ProductDto;
  /**
   * Saves the values (the update call). A rejection is shown by the form: the server's message beside the
   * field it names, or once above the buttons.
   */
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
  /** Sends an image file, answers its path (see ImageUpload). */
  upload: (file: File) => Promise<string>;
  /**
   * Offer every VAT rate (the admin, who can correct any product's). Otherwise a product at 0 % belongs to
   * a shop that is not VAT-registered, and its rate is shown as a fixed note; others choose 25, 12 or 6 %.
   */
  allVatRates?: boolean;
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
  allVatRates = false,
  submitLabel,
  categories = [],
  actions,
  onEdit,
}: ProductFormProps) {
  const { t } = useUiT();
  const listId = useId();
  const form = useApiForm<ProductFormValues>({ defaultValues: productFormValues(product) });
  const [uploading, setUploading] = useState(false);
  const fixedVat = !allVatRates && product.vat_rate === 0;
  const offered = allVatRates ? vatRates : vatRates.filter((rate) => rate !== 0);
  const options = (useWatch({ control: form.control, name: 'options' }) ?? []) as OptionValue[];
  const hasVariants = usableOptions(options).length > 0;
  // A new row starts at the product's price, with nothing in stock.
  const defaults = () => ({ price: form.getValues('price') || '0', countInStock: '0' });

  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(toSaved(values))}
      onChange={onEdit}
      noValidate
      aria-label={t('product.form.label')}
    >
      <FormTextField name="name" label={t('product.form.name')} autoComplete="off" />
      {hasVariants ? (
        <VariantNote>{t('product.form.perVariant')}</VariantNote>
      ) : (
        <Pair>
          <FormTextField name="price" label={t('product.form.price')} inputMode="decimal" />
          <FormTextField name="countInStock" label={t('product.form.countInStock')} inputMode="numeric" />
        </Pair>
      )}
      <GalleryField upload={upload} onBusyChange={setUploading} />
      <OptionsField defaults={defaults} />
      <VariantGrid defaults={defaults} />
      <Pair>
        <FormTextField name="category" label={t('product.form.category')} list={listId} autoComplete="off" />
        <FormTextField name="brand" label={t('product.form.brand')} />
      </Pair>
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <FormTextAreaField name="description" label={t('product.form.description')} rows={5} />
      <Pair>
        <FormTextField
          name="shipping_price"
          label={t('product.form.shippingPrice')}
          inputMode="decimal"
          hint={t('product.form.shippingPriceHint')}
        />
        <FormTextField
          name="shipping_info"
          label={t('product.form.shippingInfo')}
          hint={t('product.form.shippingInfoHint')}
        />
      </Pair>
      {fixedVat ? (
        <VatNote>
          <strong>{t('product.form.vatRate')}</strong> {t('product.form.vatNotRegistered')}
        </VatNote>
      ) : (
        <FormSelectField name="vat_rate" label={t('product.form.vatRate')} hint={t('product.form.vatHint')}>
          {offered.map((rate) => (
            <option key={rate} value={rate}>
              {t('product.form.vatRateOption', { rate })}
            </option>
          ))}
        </FormSelectField>
      )}
      <FormError />
      <Actions>
        <Button type="submit" disabled={form.sending || uploading}>
          {form.sending
            ? t('common.saving')
            : uploading
              ? t('product.form.uploadingImage')
              : (submitLabel ?? t('common.update'))}
        </Button>
        {actions}
      </Actions>
    </Form>
  );
}
