import { describe, expect, it } from 'vitest';
import { reconcileRows, type VariantRow } from './variant-rows';

const fresh = { price: '149', countInStock: '0' };
const row = (options: Record<string, string>, extra: Partial<VariantRow> = {}): VariantRow => ({
  options,
  sku: '',
  gtin: '',
  image: '',
  price: '100',
  countInStock: '5',
  ...extra,
});
const keys = (rows: VariantRow[]) => rows.map((one) => Object.values(one.options).join('/'));

describe('the variant grid follows the options', () => {
  it('starts with every combination of the first option, at the product’s price', () => {
    const rows = reconcileRows([], [{ name: 'Storlek', values: ['S', 'M'] }], [], fresh);
    expect(keys(rows)).toEqual(['S', 'M']);
    expect(rows[0]).toMatchObject({ price: '149', countInStock: '0' });
  });

  it('a new option joins every row with its first value, a new value adds its combinations', () => {
    const before = [{ name: 'Storlek', values: ['S', 'M'] }];
    const rows = [row({ Storlek: 'S' }, { sku: 'A' }), row({ Storlek: 'M' })];
    const withColour = [...before, { name: 'Färg', values: ['Grå'] }];
    const joined = reconcileRows(before, withColour, rows, fresh);
    expect(keys(joined)).toEqual(['S/Grå', 'M/Grå']);
    expect(joined[0]!.sku).toBe('A');
    const withRed = [before[0]!, { name: 'Färg', values: ['Grå', 'Röd'] }];
    expect(keys(reconcileRows(withColour, withRed, joined, fresh))).toEqual([
      'S/Grå',
      'S/Röd',
      'M/Grå',
      'M/Röd',
    ]);
  });

  it('keeps a removed combination removed, drops a removed value, renames a renamed option', () => {
    const options = [
      { name: 'Storlek', values: ['S', 'M'] },
      { name: 'Färg', values: ['Grå', 'Röd'] },
    ];
    const rows = [row({ Storlek: 'S', Färg: 'Grå' }), row({ Storlek: 'M', Färg: 'Röd' })];
    const sizeL = [{ name: 'Storlek', values: ['S', 'M', 'L'] }, options[1]!];
    expect(keys(reconcileRows(options, sizeL, rows, fresh))).toEqual(['S/Grå', 'M/Röd', 'L/Grå', 'L/Röd']);
    const noRed = [options[0]!, { name: 'Färg', values: ['Grå'] }];
    expect(keys(reconcileRows(options, noRed, rows, fresh))).toEqual(['S/Grå']);
    const renamed = [{ name: 'Size', values: ['S', 'M'] }, options[1]!];
    expect(reconcileRows(options, renamed, rows, fresh)[0]!.options).toEqual({ Size: 'S', Färg: 'Grå' });
  });
});
