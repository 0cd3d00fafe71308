import type { ProductDto } from '@torget/contract';
import styled, { css } from 'styled-components';
import { useT } from '../../../lib/i18n';
import { isColourOption, swatchColour } from '../lib/colour-names';
import { valueState } from '../lib/variant-choice';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
`;

const Values = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A native radio (arrow keys, screen readers) under a button-like label. */
const Choice = styled.label<{ $chosen: boolean; $off: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${({ $off, theme }) =>
    $off &&
    css`
      color: ${theme.colors.muted};
      text-decoration: line-through;
    `}

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Swatch = styled.span<{ $colour?: string }>`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $colour, theme }) => $colour ?? theme.colors.background};
  font-size: 0.75rem;
  text-decoration: none;
`;

const Note = styled.span`
  font-size: 0.8rem;
`;

/**
 * A picker per option (docs/product.md "Sizes, colours and photos"): buttons for sizes, named swatches for colours.
 * A value whose combination with the others chosen is sold out or not sold is marked, and can still be chosen (so
 * the shopper sees why it cannot be bought).
 */
export function VariantPicker({
  product,
  chosen,
  onChoose,
}: {
  product: Pick<ProductDto, '_id' | 'options' | 'variants'>;
  chosen: Readonly<Record<string, string>>;
  onChoose: (option: string, value: string) => void;
}) {
  const { t } = useT();
  return (
    <>
      {product.options.map((option, at) => {
        const colour = isColourOption(option.name);
        return (
          <Group key={option.name}>
            <legend>
              {option.name}
              {chosen[option.name] ? `: ${chosen[option.name]}` : ''}
            </legend>
            <Values>
              {option.values.map((value) => {
                const state = valueState(product, chosen, option.name, value);
                const picked = chosen[option.name] === value;
                return (
                  <Choice key={value} $chosen={picked} $off={state !== 'available'}>
                    <input
                      type="radio"
                      name={`${product._id}-option-${at}`}
                      value={value}
                      checked={picked}
                      onChange={() => onChoose(option.name, value)}
                    />
                    {colour && (
                      <Swatch $colour={swatchColour(value)} aria-hidden="true">
                        {swatchColour(value) ? '' : value.slice(0, 1)}
                      </Swatch>
                    )}
                    <span>{value}</span>
                    {state !== 'available' && (
                      <Note>({t(state === 'soldOut' ? 'product.unavailable' : 'product.notSold')})</Note>
                    )}
                  </Choice>
                );
              })}
            </Values>
          </Group>
        );
      })}
    </>
  );
}
