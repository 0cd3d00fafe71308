import type { MessageId } from '../../../lib/i18n';

/** What a shopper can do about a refused order, by the server's error code (`label`: a text id). */
export function wayForward(code: string | undefined): { to: string; label: MessageId } | null {
  switch (code) {
    case 'OUT_OF_STOCK':
    case 'PRODUCT_NOT_FOUND':
    case 'MIXED_SELLERS':
    case 'OWN_SHOP':
      return { to: '/cart', label: 'checkout.forward.cart' };
    case 'SHOP_CLOSED':
      return { to: '/', label: 'checkout.forward.shop' };
    case 'PAYMENT_METHOD_NOT_OFFERED':
      return { to: '/payment', label: 'checkout.forward.payment' };
    case 'VALIDATION_FAILED':
      return { to: '/shipping', label: 'checkout.forward.shipping' };
    default:
      return null;
  }
}
