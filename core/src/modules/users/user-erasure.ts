import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PasswordHasher } from './password-hasher';

/**
 * The users module's part of deleting an account (docs/privacy.md), run inside the privacy module's
 * transaction. Someone who never had a shop is deleted outright: their orders and reviews were already
 * detached from them. A seller's row stays as a closed shop without the person, because the shop's orders,
 * figures and tax report point at it for the bookkeeping years: name, sign-in, addresses, language and the
 * shop's contact and payment details go; the business identity a receipt names (shop name, legal name,
 * organisation and VAT number, address) stays. The email becomes free to register again at once.
 */
export async function eraseUserRow(
  em: EntityManager,
  passwords: PasswordHasher,
  userId: string,
): Promise<'deleted' | 'closed'> {
  const [row] = await em.execute<{ shop: boolean }[]>(
    `select is_seller or exists (select 1 from orders where seller_id = ?)
       or exists (select 1 from products where seller_id = ?) as shop
     from users where id = ?`,
    [userId, userId, userId],
  );
  if (!row?.shop) {
    await em.execute('delete from users where id = ?', [userId]);
    return 'deleted';
  }
  // A hash of 32 random bytes nobody knows: no password signs in, and verify() never meets a malformed hash.
  const unusable = await passwords.hash(randomBytes(32).toString('base64'));
  await em.execute(
    `update users set name = '', email = 'erased-' || id || '@erased.invalid', password_hash = ?,
       token_version = token_version + 1, is_admin = false, is_seller = false, wants_to_be_seller = false,
       shipping_full_name = '', shipping_address = '', shipping_postal_code = '', shipping_city = '',
       shipping_country = '', language = null, seller_phone = '', seller_contact_email = '',
       seller_swish_number = '', seller_has_swish = false, seller_has_paypal = false,
       seller_payment_settings = null, seller_domain = null, seller_return_address = '',
       seller_return_post_number = '', seller_return_city = '', erased_at = now(), updated_at = now()
     where id = ?`,
    [unusable, userId],
  );
  return 'closed';
}
