import type { ProductDto } from '@torget/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { initialChoice, variantOf } from '../lib/variant-choice';

/**
 * The shopper's choice of size, colour…: started from the link's `?variant=` (so a chosen variant can be shared
 * and reloaded), and written back there, replacing the history entry, whenever a whole combination is chosen.
 */
export function useChosenVariant(product: Pick<ProductDto, 'options' | 'variants'>) {
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState(() => initialChoice(product, params.get('variant')));
  const variant = variantOf(product, chosen);
  const choose = (option: string, value: string) => {
    const next = { ...chosen, [option]: value };
    setChosen(next);
    const found = variantOf(product, next);
    setParams(
      (before) => {
        const after = new URLSearchParams(before);
        if (found) after.set('variant', found._id);
        else after.delete('variant');
        return after;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { chosen, variant, choose };
}
