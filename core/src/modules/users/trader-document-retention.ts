import type { EntityManager } from '@mikro-orm/postgresql';

/** DSA Art. 30(5): a trader's details are kept six months after the relationship ends, and no longer. */
export const ID_DOCUMENT_KEPT = '6 months';

/**
 * The retention rule for copies of ID documents and payment accounts (docs/privacy.md): erased six months
 * after the shop closed (the self-certification's date stays: it says nothing more of the person).
 * A shop is closed while it is neither open (is_seller) nor waiting for approval; when the job first sees it
 * closed it notes the time, and a shop that opens again clears the note. (Noted by the hourly job, not by
 * every path that closes a shop: an admin, a decision on a notice, the account's deletion.)
 */
export async function eraseIdDocumentsOfClosedShops(em: EntityManager, now: Date): Promise<number> {
  await em.execute(
    `update trader_details t set shop_closed_at = null from users u
     where u.id = t.user_id and t.shop_closed_at is not null and (u.is_seller or u.wants_to_be_seller)`,
  );
  await em.execute(
    `update trader_details t set shop_closed_at = ? from users u
     where u.id = t.user_id and t.shop_closed_at is null and t.id_document is not null
       and not u.is_seller and not u.wants_to_be_seller`,
    [now],
  );
  const erased = await em.execute(
    `update trader_details set id_document = null, id_document_uploaded_at = null, payment_account = null,
       updated_at = now()
     where id_document is not null and shop_closed_at <= ?::timestamptz - interval '${ID_DOCUMENT_KEPT}'
     returning user_id`,
    [now],
  );
  return erased.length;
}
