import { msg } from '../../shared/messages';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_VAT_RATE, type ProductUpdateInput } from '@torget/contract';
import { ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors';
import type { CatalogueVersion } from '../../shared/catalogue-version';
import type { EventBus } from '../../shared/event-bus';
import type { RestrictionStatement } from '../../shared/restriction-event';
import type { User } from '../users/user.entity';
import { ProductSchema, type Product } from './product.entity';
import { ProductLimitError, productLimitFor } from './product.rules';
import { isExclusionViolation, saveProduct } from './product-save';
import type { ProductSafetyService } from './safety/product-safety.service';

interface Deps {
  em: EntityManager;
  catalogueVersion: CatalogueVersion;
  events: EventBus;
  productSafety: ProductSafetyService;
}

type LoadedProduct = Product & { seller: User };

/** How long an unsaved blank product waits for its seller (an edit screen left open) before it is removed. */
const DRAFT_KEPT = '1 hour';

/** Write side of the catalogue: sellers manage their own products, admins everyone's. */
export class ProductService {
  constructor(private readonly deps: Deps) {}

  /**
   * docs/product.md §4: creates a blank product owned by the caller, then the client opens its edit screen. The blank
   * is a draft, invisible to shoppers until its first save; the caller's drafts left for over an hour (an
   * edit screen closed without saving) are removed first, so they never count against the plan.
   */
  async create(actor: User): Promise<LoadedProduct> {
    const product = await this.deps.em.transactional(async (em) => {
      await em.execute(
        `delete from products where seller_id = ? and draft and created_at < now() - interval '${DRAFT_KEPT}'`,
        [actor.id],
      );
      if (!actor.isAdmin) {
        // Locking the seller's row makes count-then-insert atomic, so parallel creates cannot pass the cap.
        await em.execute('select 1 from users where id = ? for update', [actor.id]);
        const limit = productLimitFor(actor.seller.plan);
        const owned = await em.count(ProductSchema, { seller: actor.id });
        if (owned >= limit) throw new ProductLimitError(actor.seller.plan, limit);
      }
      return em.create(ProductSchema, {
        seller: actor.id,
        name: 'New product',
        draft: true,
        vatRate: actor.seller.vatRegistered ? DEFAULT_VAT_RATE : 0,
      });
    });
    await this.deps.catalogueVersion.bump();
    return (await this.deps.em.findOneOrFail(
      ProductSchema,
      { id: product.id },
      { populate: ['seller', 'variants'] },
    )) as LoadedProduct;
  }

  async update(actor: User, id: string, input: ProductUpdateInput): Promise<LoadedProduct> {
    const product = await this.findOwned(actor, id);
    // Every save lists the product (its draft ends), so the manufacturer must be known first.
    await this.deps.productSafety.checkListable(product.id);
    try {
      await this.deps.em.transactional(async (tx) => {
        // Orders lock a product's row before taking a variant's stock (product-stock.ts); a save locks
        // it first too, so the derived total is written with no order in between, and no deadlock.
        await tx.execute('select 1 from products where id = ? for update', [product.id]);
        await saveProduct(tx, product, input);
      });
    } catch (error) {
      if (isExclusionViolation(error))
        throw new ValidationError(msg('products.skuTakenMeanwhile'), 'variants');
      throw error;
    }
    await this.deps.catalogueVersion.bump();
    return (await this.deps.em.findOneOrFail(
      ProductSchema,
      { id },
      { populate: ['seller', 'variants'], refresh: true },
    )) as LoadedProduct;
  }

  /**
   * An admin removing another's product restricts that seller: the statement of reasons (docs/notices.md)
   * is recorded and mailed in the same transaction, "no reason given" when the call brought none.
   */
  async remove(actor: User, id: string, statement?: RestrictionStatement): Promise<void> {
    const product = await this.findOwned(actor, id);
    await this.deps.em.transactional(async (tx) => {
      if (product.seller.id !== actor.id) {
        const { seller } = product;
        await this.deps.events.publishInTransaction(tx, 'restriction.applied', {
          kind: 'remove_listing',
          actorId: actor.id,
          subject: {
            userId: seller.id,
            email: seller.email,
            name: seller.name,
            language: seller.language ?? null,
            shopName: seller.seller.name,
          },
          product: { id: product.id, name: product.name },
          statement,
        });
      }
      tx.remove(product);
    });
    await this.deps.catalogueVersion.bump();
  }

  /** The product if the actor may change it: its seller, or an admin. */
  private async findOwned(actor: User, id: string): Promise<LoadedProduct> {
    const product = await this.deps.em.findOne(ProductSchema, { id }, { populate: ['seller'] });
    if (!product) throw new NotFoundError(msg('products.notFound'), 'PRODUCT_NOT_FOUND');
    if (!actor.isAdmin && product.seller.id !== actor.id) {
      throw new ForbiddenError(msg('products.notYours'), 'NOT_YOUR_PRODUCT');
    }
    return product as LoadedProduct;
  }
}
