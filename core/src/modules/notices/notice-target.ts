import type { EntityManager } from '@mikro-orm/postgresql';
import { msg } from '../../shared/messages';
import { ValidationError } from '../../shared/errors';

/** What a notice is about: a product (and its shop) or a shop, with the names as they were when reported. */
export interface NoticeTarget {
  productId: string | null;
  productName: string | null;
  shopId: string;
  shopName: string;
}

const UUID = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';
const productPath = new RegExp(`^/product/${UUID}(?:/|$)`);
const shopPath = new RegExp(`^/seller/${UUID}(?:/|$)`);

const notOurs = () => new ValidationError(msg('notices.urlNotListing'), 'url');

/**
 * The listing a reported address points at: a product page or a shop page (the paths of docs/product.md §2,
 * on the marketplace or a shop's own domain, whose home page is the shop). Torget hosts nothing else a
 * seller writes, so an address that is none of these is refused.
 */
export async function resolveTarget(em: EntityManager, url: string): Promise<NoticeTarget> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw notOurs();
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw notOurs();
  const product = productPath.exec(parsed.pathname)?.[1];
  if (product) {
    const [row] = await em.execute<{ id: string; name: string; seller_id: string; shop: string }[]>(
      `select p.id, p.name, p.seller_id, u.seller_name as shop
       from products p join users u on u.id = p.seller_id where p.id = ? and not p.draft`,
      [product.toLowerCase()],
    );
    if (!row) throw notOurs();
    return { productId: row.id, productName: row.name, shopId: row.seller_id, shopName: row.shop };
  }
  const shop = shopPath.exec(parsed.pathname)?.[1];
  const [row] = shop
    ? await em.execute<{ id: string; shop: string }[]>(
        'select id, seller_name as shop from users where id = ? and is_seller',
        [shop.toLowerCase()],
      )
    : await em.execute<{ id: string; shop: string }[]>(
        'select id, seller_name as shop from users where seller_domain = ? and is_seller',
        [parsed.hostname.toLowerCase().replace(/^www\./, '')],
      );
  if (!row) throw notOurs();
  return { productId: null, productName: null, shopId: row.id, shopName: row.shop };
}
