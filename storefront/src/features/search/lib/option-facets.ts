import type { ProductDto } from '@torget/contract';

/** An option name and the values a shopper can filter on, as the shops wrote them. */
export interface OptionFacet {
  name: string;
  values: string[];
}

/** Option names offered at most (those most products on the page have first), and values per name. */
export const FACETS_AT_MOST = 3;
export const VALUES_AT_MOST = 12;

/**
 * The option values of the variants on sale among `products` (the page of results on screen), grouped by
 * option name without regard to case, as the API's `?option=` compares them. Taken from the page the API
 * already answered: no second request and no server work, at the price of offering only what this page holds
 * (docs/search.md). Values keep the order the shops gave them (sizes S, M, L stay in that order).
 */
export function optionFacets(products: ProductDto[]): OptionFacet[] {
  const byName = new Map<string, { name: string; products: number; values: Map<string, string> }>();
  for (const product of products) {
    const seen = new Set<string>();
    for (const variant of product.variants) {
      for (const [name, value] of Object.entries(variant.options)) {
        const key = name.toLocaleLowerCase('sv');
        const facet = byName.get(key) ?? { name, products: 0, values: new Map<string, string>() };
        byName.set(key, facet);
        if (!seen.has(key)) {
          seen.add(key);
          facet.products++;
        }
        const valueKey = value.toLocaleLowerCase('sv');
        if (!facet.values.has(valueKey)) facet.values.set(valueKey, value);
      }
    }
  }
  return [...byName.values()]
    .sort((a, b) => b.products - a.products)
    .slice(0, FACETS_AT_MOST)
    .map((facet) => ({ name: facet.name, values: [...facet.values.values()].slice(0, VALUES_AT_MOST) }));
}

/** `Färg:Röd` → its name and value; undefined for none. */
export function parseOption(option: string): { name: string; value: string } | undefined {
  const at = option.indexOf(':');
  return at > 0 ? { name: option.slice(0, at), value: option.slice(at + 1) } : undefined;
}

/** The filter of one option value, compared as the API compares it (without case). */
export const optionParam = (name: string, value: string) => `${name}:${value}`;

export const sameOption = (a: string, b: string) => a.toLocaleLowerCase('sv') === b.toLocaleLowerCase('sv');
