import { vatNumberFor } from '@torget/contract';
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
