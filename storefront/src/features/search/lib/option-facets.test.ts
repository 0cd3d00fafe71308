import type { ProductDto } from '@torget/contract';
import { describe, expect, it } from 'vitest';
import { optionFacets, parseOption } from './option-facets';

const product = (variants: Record<string, string>[]) =>
  ({ variants: variants.map((options) => ({ options })) }) as unknown as ProductDto;

describe('option values offered as filters', () => {
  it('groups the variants’ values by option name without case, in the shops’ order, most shared names first', () => {
    const facets = optionFacets([
      product([
        { Storlek: 'S', Färg: 'Grå' },
        { Storlek: 'M', Färg: 'Grå' },
        { Storlek: 'L', Färg: 'Röd' },
      ]),
      product([{ färg: 'röd' }, { färg: 'Blå' }]),
      product([]),
    ]);
    expect(facets).toEqual([
      { name: 'Färg', values: ['Grå', 'Röd', 'Blå'] },
      { name: 'Storlek', values: ['S', 'M', 'L'] },
    ]);
  });

  it('offers nothing for products without options, and reads Name:Value', () => {
    expect(optionFacets([product([])])).toEqual([]);
    expect(parseOption('Färg:Röd')).toEqual({ name: 'Färg', value: 'Röd' });
    expect(parseOption('Mått:10:20')).toEqual({ name: 'Mått', value: '10:20' });
    expect(parseOption('')).toBeUndefined();
  });
});
