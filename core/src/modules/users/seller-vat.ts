import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_VAT_RATE, vatNumberFor } from '@torget/contract';
import type { Seller } from './user.entity';

/**
 * Fills in the shop's VAT number from its organisation number when it has none, and follows a changed
 * organisation number when the VAT number was the one derived from the old one (a number the seller
 * wrote themselves is kept). Call after the profile call's changes are applied.
 */
export function deriveVatNumber(seller: Seller, previousOrganisationNumber: string): void {
  const followsOld = seller.vatNumber === vatNumberFor(previousOrganisationNumber);
  if (!seller.vatNumber || (followsOld && seller.organisationNumber !== previousOrganisationNumber))
    seller.vatNumber = vatNumberFor(seller.organisationNumber);
}

/**
 * A shop that stops being VAT-registered sells every product at 0 %; one that registers again starts
 * from the default 25 % on every product (its seller then sets the lower rates, e.g. for food). Run in
 * the transaction that saves the setting.
 */
export async function applyVatRegistration(em: EntityManager, sellerId: string, registered: boolean) {
  await em.execute('update products set vat_rate = ? where seller_id = ?', [
    registered ? DEFAULT_VAT_RATE : 0,
    sellerId,
  ]);
}
