import { OPTION_VALUES_MAX, PRODUCT_OPTIONS_MAX, sameOptionValue } from '@torget/contract/browser';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../button';
import { Input } from '../field';
import { useUiT } from '../../i18n/ui-messages';
import { reconcileRows, type OptionValue, type VariantRow } from './variant-rows';

const Box = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  legend {
    font-weight: 700;
  }
`;

const Option = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1)} ${theme.space(1)} ${theme.space(3)}`};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  button {
    min-width: 32px;
    min-height: 32px;
    border: 0;
    border-radius: 50%;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;

  input {
    flex: 1 1 10rem;
    width: auto;
  }
`;

/** The options' names and values: values as chips, typed and added with Enter (or a comma). */
export function OptionsField({ defaults }: { defaults: () => Pick<VariantRow, 'price' | 'countInStock'> }) {
  const { t } = useUiT();
  const { control, setValue, getValues } = useFormContext();
  const options = (useWatch({ control, name: 'options' }) ?? []) as OptionValue[];
  const [typed, setTyped] = useState<Record<number, string>>({});

  /** Changes the options and the grid with them (rows keep what the seller typed). */
  const change = (next: OptionValue[]) => {
    const rows = reconcileRows(options, next, getValues('variants') as VariantRow[], defaults());
    setValue('options', next, { shouldDirty: true });
    setValue('variants', rows, { shouldDirty: true });
  };
  const addValue = (at: number) => {
    const value = (typed[at] ?? '').replace(/,/g, '').trim();
    const option = options[at]!;
    if (!value || option.values.some((known) => sameOptionValue(known, value))) return;
    if (option.values.length >= OPTION_VALUES_MAX) return;
    change(options.map((one, i) => (i === at ? { ...one, values: [...one.values, value] } : one)));
    setTyped({ ...typed, [at]: '' });
  };

  return (
    <Box>
      <legend>{t('product.form.options')}</legend>
      <p>{t('product.form.optionsHint')}</p>
      {options.map((option, at) => (
        <Option key={at} role="group" aria-label={option.name || t('product.form.optionName')}>
          <Row>
            <Input
              aria-label={t('product.form.optionName')}
              placeholder={t('product.form.optionNamePlaceholder')}
              value={option.name}
              maxLength={50}
              onChange={(event) =>
                change(options.map((one, i) => (i === at ? { ...one, name: event.target.value } : one)))
              }
            />
            <Button type="button" $variant="ghost" onClick={() => change(options.filter((_, i) => i !== at))}>
              {t('product.form.removeOption', { name: option.name })}
            </Button>
          </Row>
          <Chips aria-label={t('product.form.valuesOf', { name: option.name })}>
            {option.values.map((value) => (
              <li key={value}>
                {value}
                <button
                  type="button"
                  aria-label={t('product.form.removeValue', { value })}
                  onClick={() =>
                    change(
                      options.map((one, i) =>
                        i === at ? { ...one, values: one.values.filter((known) => known !== value) } : one,
                      ),
                    )
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </Chips>
          <Row>
            <Input
              aria-label={t('product.form.newValue', { name: option.name })}
              placeholder={t('product.form.newValuePlaceholder')}
              value={typed[at] ?? ''}
              maxLength={50}
              onChange={(event) => setTyped({ ...typed, [at]: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ',') {
                  event.preventDefault();
                  addValue(at);
                }
              }}
            />
            <Button type="button" $variant="secondary" onClick={() => addValue(at)}>
              {t('product.form.addValue')}
            </Button>
          </Row>
        </Option>
      ))}
      {options.length < PRODUCT_OPTIONS_MAX && (
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() =>
              change([
                ...options,
                { name: options.length ? t('product.form.colour') : t('product.form.size'), values: [] },
              ])
            }
          >
            {t('product.form.addOption')}
          </Button>
        </div>
      )}
    </Box>
  );
}
