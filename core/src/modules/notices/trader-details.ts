import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@torget/i18n';
import type { TraderDetails } from './notice-mails';

/** What a buyer must learn of the trader behind a removed product (Art. 32): the shop's own details. */
export async function traderDetails(em: EntityManager, sellerId: string): Promise<TraderDetails | null> {
  const [row] = await em.execute<
    {
      seller_name: string;
      seller_legal_name: string;
      seller_address: string;
      seller_post_number: string;
      seller_city: string;
      seller_contact_email: string;
      email: string;
      seller_phone: string;
      seller_organisation_number: string;
    }[]
  >(
    `select seller_name, seller_legal_name, seller_address, seller_post_number, seller_city,
       seller_contact_email, email, seller_phone, seller_organisation_number
     from users where id = ?`,
    [sellerId],
  );
  if (!row) return null;
  return {
    shopName: row.seller_name,
    legalName: row.seller_legal_name,
    address: [row.seller_address, `${row.seller_post_number} ${row.seller_city}`.trim()]
      .filter(Boolean)
      .join(', '),
    email: row.seller_contact_email || row.email,
    phone: row.seller_phone,
    organisationNumber: row.seller_organisation_number,
  };
}

/**
 * Everyone who paid for the product in the last six months, once each. Read from the orders module's
 * tables (the order lines keep the product's id), inside the transaction that removes the product.
 */
export function buyersOfProduct(
  em: EntityManager,
  productId: string,
): Promise<{ email: string; name: string; language: Locale | null }[]> {
  return em.execute(
    `select distinct u.email, u.name, u.language
     from order_items i join orders o on o.id = i.order_id join users u on u.id = o.buyer_id
     where i.product_id = ? and o.is_paid and o.created_at > now() - interval '6 months'`,
    [productId],
  );
}
