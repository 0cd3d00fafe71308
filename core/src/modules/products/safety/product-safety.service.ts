import type { EntityManager } from '@mikro-orm/postgresql';
import { safetyImportColumns, type ProductSafetyDto, type ProductSafetyInput } from '@torget/contract';
import type { Cradle } from '../../../kernel/cradle';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../shared/errors';
import { msg } from '../../../shared/messages';
import type { User } from '../../users/user.entity';
import { namesManufacturer } from './safety-todo';

/** The safety fields, as the CSV's columns name them (contract: checked equal to the call's fields there). */
const FIELDS = safetyImportColumns;

const empty = (): ProductSafetyDto =>
  Object.fromEntries(FIELDS.map((field) => [field, ''])) as ProductSafetyDto;

const notFound = () => new NotFoundError(msg('products.notFound'), 'PRODUCT_NOT_FOUND');

/** A product's safety information (GPSR Art. 19; docs/notices.md): the `product_safety` rows. */
export class ProductSafetyService {
  constructor(
    private readonly deps: {
      em: EntityManager;
      /** The site setting `require_product_safety_info` (the settings module's). */
      settings: Cradle['settings'];
    },
  ) {}

  /**
   * While the marketplace requires product safety information, a product is listed only with its
   * manufacturer (GPSR Art. 19): refused with 400 naming `manufacturer_name`, which the seller fills in under
   * Produktsäkerhet. The contract makes a named manufacturer come with an address and a contact.
   */
  async checkListable(productId: string): Promise<void> {
    const [lacks] = await this.unlistable([{ productId }]);
    if (lacks) throw new ValidationError(msg('products.manufacturerRequired'), 'manufacturer_name');
  }

  /**
   * Which of these products a save may not list (the rule in safety-todo.ts), in their order: each is judged
   * by the information the save brings (`incoming`), else by its stored one (`productId`; a new product has
   * none). All may be listed while the marketplace does not require the information.
   */
  async unlistable(
    products: { productId?: string; incoming?: Pick<ProductSafetyDto, 'manufacturer_name'> }[],
  ): Promise<boolean[]> {
    if (!(await this.deps.settings.requirements()).productSafetyInfo) return products.map(() => false);
    const stored = await safetyOf(
      this.deps.em,
      products.flatMap(({ productId, incoming }) => (productId && !incoming ? [productId] : [])),
    );
    return products.map(
      ({ productId, incoming }) =>
        !namesManufacturer(incoming ?? (productId ? stored.get(productId) : undefined)),
    );
  }

  /**
   * A listed product's (open shop, saved) information, or any product's for its seller and admins (the edit
   * screen of a draft or a closed shop's product); empty texts when the seller gave none.
   */
  async get(productId: string, caller: User | null): Promise<ProductSafetyDto> {
    const [row] = await this.deps.em.execute<(ProductSafetyDto & { listed: boolean; seller_id: string })[]>(
      `select s.*, p.seller_id, (u.is_seller and not p.draft) as listed
       from products p join users u on u.id = p.seller_id
       left join product_safety s on s.product_id = p.id where p.id = ?`,
      [productId],
    );
    const mayRead = row && (row.listed || caller?.isAdmin || caller?.id === row.seller_id);
    if (!mayRead) throw notFound();
    return Object.fromEntries(FIELDS.map((field) => [field, row[field] ?? ''])) as ProductSafetyDto;
  }

  /** Its seller (or an admin) sets every field at once. */
  async update(actor: User, productId: string, input: ProductSafetyInput): Promise<ProductSafetyDto> {
    const { em } = this.deps;
    const [product] = await em.execute<{ seller_id: string }[]>(
      'select seller_id from products where id = ?',
      [productId],
    );
    if (!product) throw notFound();
    if (!actor.isAdmin && product.seller_id !== actor.id)
      throw new ForbiddenError(msg('products.notYours'), 'NOT_YOUR_PRODUCT');
    await saveSafety(em, [{ productId, input }]);
    return { ...empty(), ...Object.fromEntries(FIELDS.map((field) => [field, input[field]])) };
  }
}

/** The stored information of these products, by product id; a product without any is absent. */
export async function safetyOf(
  em: EntityManager,
  productIds: string[],
): Promise<Map<string, ProductSafetyDto>> {
  if (!productIds.length) return new Map();
  const rows = await em.execute<(ProductSafetyDto & { product_id: string })[]>(
    `select product_id, ${FIELDS.join(', ')} from product_safety where product_id in (?)`,
    [productIds],
  );
  return new Map(
    rows.map((row) => [
      row.product_id,
      Object.fromEntries(FIELDS.map((field) => [field, row[field]])) as ProductSafetyDto,
    ]),
  );
}

/**
 * Sets every field of these products' information: the one writer of `product_safety`, for the product's
 * own call and the CSV import (which passes its transaction, so the information commits with the products).
 */
export async function saveSafety(
  em: EntityManager,
  products: { productId: string; input: ProductSafetyInput }[],
): Promise<void> {
  // 500 rows of 10 parameters a statement stays far below PostgreSQL's 65 535 parameters.
  for (let at = 0; at < products.length; at += 500) {
    const chunk = products.slice(at, at + 500);
    await em.execute(
      `insert into product_safety (product_id, ${FIELDS.join(', ')})
       values ${chunk.map(() => `(?, ${FIELDS.map(() => '?').join(', ')})`).join(', ')}
       on conflict (product_id) do update set ${FIELDS.map((field) => `${field} = excluded.${field}`).join(', ')},
         updated_at = now()`,
      chunk.flatMap(({ productId, input }) => [productId, ...FIELDS.map((field) => input[field])]),
    );
  }
}
