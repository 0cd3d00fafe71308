import { allCombinations, combinationKey } from '@torget/contract/browser';

/** An option as the form holds it: its name and its values (chips). */
export interface OptionValue {
  name: string;
  values: string[];
}

/** A variant row of the seller's grid; numbers as typed text. */
export interface VariantRow {
  _id?: string;
  options: Record<string, string>;
  sku: string;
  gtin: string;
  price: string;
  countInStock: string;
  image: string;
}

/** Options that make variants: named, with at least one value. */
export const usableOptions = (options: OptionValue[]) =>
  options.filter((option) => option.name.trim() && option.values.length);

/**
 * The grid's rows after the options changed from `before` to `after` (docs/product.md "Sizes, colours and
 * photos"): rows keep their figures; a renamed option renames its key; a new option's first value joins every
 * row; a new value adds its combinations (with `fresh` figures); a removed value removes its rows. A
 * combination the seller removed stays removed unless one of its values is new.
 */
export function reconcileRows(
  before: OptionValue[],
  after: OptionValue[],
  rows: VariantRow[],
  fresh: Pick<VariantRow, 'price' | 'countInStock'>,
): VariantRow[] {
  const next = usableOptions(after);
  if (!next.length) return [];
  const prev = usableOptions(before);
  // Options are matched by position: a rename keeps the rows' values.
  const renamed = rows.map((row) => {
    const options: Record<string, string> = {};
    next.forEach((option, at) => {
      const old = prev[at];
      const value = old ? row.options[old.name] : undefined;
      options[option.name] = value ?? option.values[0]!;
    });
    return { ...row, options };
  });
  const valid = renamed.filter((row) =>
    next.every((option) => option.values.includes(row.options[option.name]!)),
  );
  const seen = new Set<string>();
  const kept = valid.filter((row) => {
    const key = combinationKey(next, row.options);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const isNew = (option: OptionValue, at: number, value: string) => !prev[at]?.values.includes(value);
  const added = allCombinations(next)
    .filter((combination) => !seen.has(combinationKey(next, combination)))
    .filter((combination) =>
      next.some((option, at) => prev.length && isNew(option, at, combination[option.name]!)),
    )
    .map((combination) => ({ options: { ...combination }, sku: '', gtin: '', image: '', ...fresh }));
  const firstRows = !prev.length
    ? allCombinations(next).map((combination) => ({
        options: { ...combination },
        sku: '',
        gtin: '',
        image: '',
        ...fresh,
      }))
    : [];
  const order = allCombinations(next).map((combination) => combinationKey(next, combination));
  return [...kept, ...added, ...firstRows].sort(
    (a, b) => order.indexOf(combinationKey(next, a.options)) - order.indexOf(combinationKey(next, b.options)),
  );
}
