import type { ProductListQuery } from '@torget/contract';
import type { SearchPage, SearchProvider } from '../../../plugins/search.provider';
import type { ListingFilter } from '../product-search';
import type { CatalogueIndexSync } from '../catalogue-index/catalogue-index-sync';
import type { ListOrder } from '../catalogue-index/catalogue-base';

const indexed = (filter: ListingFilter, order: ProductListQuery['order']): order is ListOrder =>
  !filter.option && !filter.onSale && order !== 'discount';

/**
 * Listings from the in-process catalogue index: which products a page holds and exactly how many match,
 * with no SQL; undefined while the index cannot be trusted (switched off, not hearing other instances).
 */
export class IndexSearch implements SearchProvider {
  readonly name = 'catalogue-index';

  constructor(private readonly deps: { catalogueIndex: CatalogueIndexSync }) {}

  async page(
    filter: ListingFilter,
    order: ProductListQuery['order'],
    pageNumber: number,
    pageSize: number,
  ): Promise<SearchPage | undefined> {
    // The index holds no variants' option values and no sales: SQL filters and sorts by them.
    if (!indexed(filter, order)) return undefined;
    const index = await this.deps.catalogueIndex.current();
    if (!index) return undefined;
    const { ids, total } = index.search(filter, order, (pageNumber - 1) * pageSize, pageSize);
    return { ids, pages: Math.ceil(total / pageSize) };
  }

  async first(filter: ListingFilter, order: ProductListQuery['order'], limit: number) {
    if (!indexed(filter, order)) return undefined;
    const index = await this.deps.catalogueIndex.current();
    return index?.search(filter, order, 0, limit, false).ids;
  }
}
