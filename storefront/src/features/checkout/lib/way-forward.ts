/** What a shopper can do about a refused order, by the server's error code. */
export function wayForward(code: string | undefined): { to: string; label: string } | null {
  switch (code) {
    case 'OUT_OF_STOCK':
    case 'PRODUCT_NOT_FOUND':
    case 'MIXED_SELLERS':
    case 'OWN_SHOP':
      return { to: '/cart', label: 'Back to the cart' };
    case 'SHOP_CLOSED':
      return { to: '/', label: 'Find another shop' };
    case 'PAYMENT_METHOD_NOT_OFFERED':
      return { to: '/payment', label: 'Choose another payment method' };
    case 'VALIDATION_FAILED':
      return { to: '/shipping', label: 'Check the shipping address' };
    default:
      return null;
  }
}
