import { allCombinations, combinationKey, SKU_MAX } from '@torget/contract/browser';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch, get } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../button';
import { Input, Select } from '../field';
import { VisuallyHidden } from '../visually-hidden';
import { useUiT } from '../../i18n/ui-messages';
import { usableOptions, type OptionValue, type VariantRow } from './variant-rows';

const Scroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space(1)};
    text-align: left;
    vertical-align: top;
  }

  td input,
  td select {
    min-width: 5.5rem;
  }

  tr[data-removed] td {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
`;

const AllRows = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(3)};

  input {
    width: 8rem;
  }
`;

const FIELDS = ['price', 'countInStock', 'sku', 'gtin'] as const;

/** One cell's input, its label for screen readers naming the row, and the server's message when it named it. */
function Cell({ at, field, label }: { at: number; field: (typeof FIELDS)[number]; label: string }) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name: `variants.${at}.${field}` });
  const message = (get(errors, `variants.${at}.${field}`) as { message?: string } | undefined)?.message;
  return (
    <td>
      <Input
        aria-label={label}
        aria-invalid={!!message || undefined}
        $invalid={!!message}
        inputMode={field === 'price' ? 'decimal' : field === 'sku' ? undefined : 'numeric'}
        maxLength={field === 'sku' ? SKU_MAX : field === 'gtin' ? 14 : undefined}
        {...register(`variants.${at}.${field}`)}
      />
      {message && <ErrorText role="alert">{message}</ErrorText>}
    </td>
  );
}

/**
 * The variant grid (docs/product.md "Sizes, colours and photos"): every combination of the options, each with
 * its price, stock, SKU, GTIN and photo; price or stock set for every row at once; a combination removed (not
 * sold) or put back.
 */
export function VariantGrid({ defaults }: { defaults: () => Pick<VariantRow, 'price' | 'countInStock'> }) {
  const { t } = useUiT();
  const { control, setValue, getValues } = useFormContext();
  const options = usableOptions((useWatch({ control, name: 'options' }) ?? []) as OptionValue[]);
  const rows = (useWatch({ control, name: 'variants' }) ?? []) as VariantRow[];
  const images = (useWatch({ control, name: 'images' }) ?? []) as string[];
  const [all, setAll] = useState({ price: '', countInStock: '' });
  if (!options.length) return null;

  const byKey = new Map(rows.map((row, at) => [combinationKey(options, row.options), at]));
  const name = (combination: Record<string, string>) =>
    options.map((option) => `${option.name} ${combination[option.name]}`).join(', ');
  const setRows = (next: VariantRow[]) => setValue('variants', next, { shouldDirty: true });
  const setForAll = (field: 'price' | 'countInStock') => {
    if (!all[field].trim()) return;
    const current = getValues('variants') as VariantRow[];
    setRows(current.map((row) => ({ ...row, [field]: all[field].trim() })));
  };

  return (
    <>
      <AllRows>
        <Input
          aria-label={t('product.form.priceForAll')}
          placeholder={t('product.form.price')}
          inputMode="decimal"
          value={all.price}
          onChange={(event) => setAll({ ...all, price: event.target.value })}
        />
        <Button type="button" $variant="secondary" onClick={() => setForAll('price')}>
          {t('product.form.setPriceForAll')}
        </Button>
        <Input
          aria-label={t('product.form.stockForAll')}
          placeholder={t('product.form.countInStock')}
          inputMode="numeric"
          value={all.countInStock}
          onChange={(event) => setAll({ ...all, countInStock: event.target.value })}
        />
        <Button type="button" $variant="secondary" onClick={() => setForAll('countInStock')}>
          {t('product.form.setStockForAll')}
        </Button>
      </AllRows>
      <Scroll>
        <Grid aria-label={t('product.form.variants')}>
          <thead>
            <tr>
              <th scope="col">{t('product.form.variant')}</th>
              <th scope="col">{t('product.form.price')}</th>
              <th scope="col">{t('product.form.countInStock')}</th>
              <th scope="col">{t('product.form.sku')}</th>
              <th scope="col">{t('product.form.gtin')}</th>
              <th scope="col">{t('product.form.variantImage')}</th>
              <th scope="col">
                <VisuallyHidden>{t('product.form.remove')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {allCombinations(options).map((combination) => {
              const key = combinationKey(options, combination);
              const at = byKey.get(key);
              const label = name(combination);
              if (at === undefined)
                return (
                  <tr key={key} data-removed="">
                    <th scope="row">{label}</th>
                    <td colSpan={5}>{t('product.form.notSold')}</td>
                    <td>
                      <Button
                        type="button"
                        $variant="ghost"
                        aria-label={t('product.form.putBack', { name: label })}
                        onClick={() =>
                          setRows([
                            ...(getValues('variants') as VariantRow[]),
                            {
                              options: combination as Record<string, string>,
                              sku: '',
                              gtin: '',
                              image: '',
                              ...defaults(),
                            },
                          ])
                        }
                      >
                        {t('product.form.putBackShort')}
                      </Button>
                    </td>
                  </tr>
                );
              return (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  {FIELDS.map((field) => (
                    <Cell
                      key={field}
                      at={at}
                      field={field}
                      label={`${t(`product.form.${field}`)}, ${label}`}
                    />
                  ))}
                  <td>
                    <Select
                      aria-label={`${t('product.form.variantImage')}, ${label}`}
                      value={rows[at]!.image}
                      onChange={(event) =>
                        setValue(`variants.${at}.image`, event.target.value, { shouldDirty: true })
                      }
                    >
                      <option value="">{t('product.form.coverImage')}</option>
                      {images.map((url, n) => (
                        <option key={url} value={url}>
                          {t('product.form.imageNumber', { n: n + 1 })}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td>
                    <Button
                      type="button"
                      $variant="ghost"
                      aria-label={t('product.form.removeVariant', { name: label })}
                      onClick={() =>
                        setRows((getValues('variants') as VariantRow[]).filter((_, i) => i !== at))
                      }
                    >
                      ×
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Grid>
      </Scroll>
    </>
  );
}
