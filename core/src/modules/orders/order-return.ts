import type { ReturnToDto } from '@torget/contract';
import type { User } from '../users/user.entity';

/**
 * Where a buyer who withdrew sends the goods back: the shop's return address, or, when it set none, the
 * shop's own address (the one its footer and receipts show), named by the shop; and its return
 * instructions in both languages. Null without a shop (its account is gone).
 */
export function returnToOf(seller: User | null | undefined, shopName: string): ReturnToDto | null {
  if (!seller) return null;
  const shop = seller.seller;
  const own = !shop.returnAddress.trim();
  return {
    name: shop.name || shopName,
    address: own ? shop.address : shop.returnAddress,
    postalCode: own ? shop.postNumber : shop.returnPostNumber,
    city: own ? shop.city : shop.returnCity,
    instructions: shop.returnInstructions ?? { sv: '', en: '' },
  };
}

/** The address on one line, as a mail sentence names it: "Ullboden, Storgatan 1, 123 45 Ort". */
export const returnToLine = (to: ReturnToDto): string =>
  [to.name, to.address, `${to.postalCode} ${to.city}`.trim()].filter(Boolean).join(', ');
