import { msg } from '../../shared/messages';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AdminProductListQuery,
  AdminProductPageDto,
  OwnProductListQuery,
  ProductDto,
  ProductListQuery,
  ReviewDto,
} from '@torget/contract';
import { NotFoundError } from '../../shared/errors';
import { containsPattern, pageCount } from '../../shared/sql-like';
import type { AuthContext } from '../users/auth-context';
import type { User } from '../users/user.entity';
import type { Cache } from '../../shared/cache';
import type { CoalescedReads } from '../../shared/coalesced-reads';
import { PRODUCT_COLUMNS, rowToProductDto, variantsColumn, type ProductRow } from './product.mapper';
import { listingFilter } from './product-search';
import type { ListingRows } from './listing-rows';
import { stockTodoSql } from './stock-todo';
import type { SearchProvider } from '../../plugins/search.provider';
import type { SqlSearch } from './search/sql-search';

interface Deps {
  em: EntityManager;
  productPages: CoalescedReads<ProductPage>;
  productDetails: Cache<ProductDto & { reviews: ReviewDto[] }>;
  auth: AuthContext;
  searchProvider: SearchProvider;
  sqlSearch: SqlSearch;
  listingRows: ListingRows;
}

export interface ProductPage {
  products: ProductDto[];
  page: number;
  pages: number;
  morePages?: true;
}

/** Read side of the catalogue: listings through the search provider, the rest in hand-written SQL. */
export class ProductQueryService {
  constructor(private readonly deps: Deps) {}

  /** A listing page: matched, ordered and counted by the search provider, rows from PostgreSQL by id. */
  list(query: ProductListQuery): Promise<ProductPage> {
    return this.deps.productPages.run(JSON.stringify(query), () => this.read(query));
  }

  /**
   * The first page's products without a count (suggestions as you type): the provider may stop at the
   * page's end instead of counting every match; a provider that cannot falls back to a listing page.
   */
  async firstMatches(query: ProductListQuery): Promise<ProductDto[]> {
    const filter = listingFilter(query);
    if (!filter) return [];
    const ids = await this.deps.searchProvider.first?.(filter, query.order, query.pageSize);
    return ids ? this.rowsInOrder(ids) : (await this.list(query)).products;
  }

  private async read(query: ProductListQuery): Promise<ProductPage> {
    const filter = listingFilter(query);
    if (!filter) return { products: [], page: query.pageNumber, pages: 0 };
    const args = [filter, query.order, query.pageNumber, query.pageSize] as const;
    const found = (await this.deps.searchProvider.page(...args)) ?? (await this.deps.sqlSearch.page(...args));
    const products = found.products ?? (await this.rowsInOrder(found.ids ?? []));
    const page: ProductPage = { products, page: query.pageNumber, pages: found.pages };
    if (found.morePages) page.morePages = true;
    return page;
  }

  /**
   * The listed rows of these ids, in their order, read by primary key; a product no longer listed
   * (a change the provider has not caught up with yet) is dropped, never shown.
   */
  private async rowsInOrder(ids: string[]): Promise<ProductDto[]> {
    const rows = ids.length ? await this.deps.listingRows.byIds(ids) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [rowToProductDto(row)] : [];
    });
  }

  /** The admin's list: every shop's products, open or closed, newest first, with a count (admins page rarely). */
  all(query: AdminProductListQuery): Promise<AdminProductPageDto> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.seller) {
      if (!/^[0-9a-f-]{36}$/i.test(query.seller))
        return Promise.resolve({ products: [], page: query.pageNumber, pages: 0, total: 0 });
      conditions.push('p.seller_id = ?');
      params.push(query.seller);
    }
    if (query.name) {
      conditions.push(`p.name ilike ?`);
      params.push(containsPattern(query.name));
    }
    return this.savedProducts(conditions, params, query);
  }

  /**
   * A seller's own products (an admin names the shop), open or closed, newest first; with `todo` only
   * those the overview counts as low on stock (1 or 2 left) or out of stock (overview/shop-figures.query.ts).
   */
  mine(actor: User, query: OwnProductListQuery): Promise<AdminProductPageDto> {
    const seller = actor.isAdmin && query.seller ? query.seller : actor.id;
    if (!/^[0-9a-f-]{36}$/i.test(seller))
      return Promise.resolve({ products: [], page: query.pageNumber, pages: 0, total: 0 });
    const conditions = ['p.seller_id = ?'];
    if (query.todo) conditions.push(stockTodoSql[query.todo]);
    return this.savedProducts(conditions, [seller], query);
  }

  /** A page of saved products matching `conditions`, newest first, with a count. */
  private async savedProducts(
    conditions: string[],
    params: unknown[],
    query: { pageNumber: number; pageSize: number },
  ): Promise<AdminProductPageDto> {
    // Drafts are seen on their edit screen only (a blank product is not a product yet).
    const where = `where ${['not p.draft', ...conditions].join(' and ')}`;
    const rows: (ProductRow & { is_seller: boolean; total: number })[] = await this.deps.em.execute(
      `select ${PRODUCT_COLUMNS}, ${variantsColumn()}, u.is_seller, count(*) over ()::int as total
         from products p join users u on u.id = p.seller_id ${where}
         order by p.created_at desc, p.id desc limit ? offset ?`,
      [...params, query.pageSize, (query.pageNumber - 1) * query.pageSize],
    );
    // A page past the end has no rows to carry the count: count once more.
    const total =
      rows[0]?.total ??
      (query.pageNumber > 1
        ? (
            (await this.deps.em.execute(
              `select count(*)::int as total from products p ${where}`,
              params,
            )) as [{ total: number }]
          )[0].total
        : 0);
    return {
      products: rows.map((row) => ({ ...rowToProductDto(row), shop_open: row.is_seller })),
      page: query.pageNumber,
      pages: pageCount(total, query.pageSize),
      total,
    };
  }

  /** Distinct categories of products on sale, sorted. */
  async categories(): Promise<string[]> {
    const rows: { category: string }[] = await this.deps.em.execute(
      `select distinct p.category from products p join users u on u.id = p.seller_id
         where u.is_seller and p.category <> '' order by p.category`,
    );
    return rows.map((row) => row.category);
  }

  /**
   * A product with its reviews, newest first. A closed shop's products and unsaved drafts are hidden
   * from everyone but their seller and admins.
   */
  async get(id: string): Promise<ProductDto & { reviews: ReviewDto[] }> {
    const cached = this.deps.productDetails.get(id);
    if (cached) return cached;
    const version = this.deps.productDetails.version;
    const rows: (ProductRow & { is_seller: boolean; draft: boolean; reviews: ReviewDto[] })[] =
      await this.deps.em.execute(
        `select ${PRODUCT_COLUMNS}, ${variantsColumn()}, u.is_seller, p.draft,
           coalesce((select json_agg(json_build_object('_id', r.id, 'name', r.name, 'rating', r.rating,
             'comment', r.comment, 'createdAt', r.created_at, 'verified', r.verified) order by r.created_at desc)
             from reviews r where r.product_id = p.id), '[]'::json) as reviews
         from products p join users u on u.id = p.seller_id where p.id = ?`,
        [id],
      );
    const row = rows[0];
    const shown = Boolean(row?.is_seller && !row.draft);
    if (!row || (!shown && !(await this.canSeeOwnHidden(row.seller_id)))) {
      throw new NotFoundError(msg('products.notFound'), 'PRODUCT_NOT_FOUND');
    }
    const reviews = row.reviews.map((review) => ({
      ...review,
      createdAt: new Date(review.createdAt).toISOString(),
    }));
    const detail = { ...rowToProductDto(row), reviews };
    if (shown) this.deps.productDetails.set(id, detail, version);
    return detail;
  }

  private async canSeeOwnHidden(sellerId: string): Promise<boolean> {
    const user = await this.deps.auth.optionalUser();
    return Boolean(user && (user.isAdmin || user.id === sellerId));
  }
}
