import type { OrderDto, ProductDto, ReviewDto, SellerDto, ShopPageDto } from '@torget/contract';

/** Test data in the API's shapes; override what a test is about. */
export const SHOP_ID = '00000000-0000-4000-8000-000000000001';
export const PRODUCT_ID = '00000000-0000-4000-8000-000000000002';
export const ORDER_ID = '00000000-0000-4000-8000-0000000000f2';

export function makeSeller(overrides: Partial<SellerDto> = {}): Omit<SellerDto, 'plan' | 'swish_number'> {
  return {
    name: 'Keramikverkstan',
    logo: '/uploads/logo.webp',
    has_logo: true,
    description: '<p>Handmade in Gothenburg</p>',
    subtitle: 'Stoneware for every day',
    banner_background_image: '/uploads/banner.webp',
    description_background_color: '#fff8e7',
    description_text_color: '#3b2a14',
    products_background_color: '#f4efe6',
    name_text_color: '#5a3210',
    subtitle_text_color: '#6b4e2e',
    footer_background_color: '#3b2a14',
    footer_text_color: '#fff8e7',
    address: 'Verkstadsgatan 3',
    post_number: '411 01',
    city: 'Göteborg',
    phone: '031-123 45 67',
    organisation_number: '556677-8899',
    legal_name: 'Keramikverkstan i Göteborg AB',
    vat_registered: true,
    vat_number: 'SE556677889901',
    has_swish: true,
    has_paypal: false,
    free_shipping_over: null,
    return_address: '',
    return_post_number: '',
    return_city: '',
    return_instructions: { sv: '', en: '' },
    domain: '',
    rating: 4.5,
    numReviews: 2,
    ...overrides,
  };
}

export function makeShop(overrides: Partial<ShopPageDto['seller']> = {}): ShopPageDto {
  return { _id: SHOP_ID, email: 'hej@keramik.se', seller: makeSeller(overrides) };
}

export function makeProduct(overrides: Partial<ProductDto> = {}): ProductDto {
  return {
    _id: PRODUCT_ID,
    name: 'Mugg i stengods',
    image: '/uploads/mug.webp',
    brand: 'Keramikverkstan',
    category: 'Keramik',
    description: 'A heavy mug that keeps coffee warm.',
    price: 1299,
    shipping_price: 49,
    shipping_info: 'Ships in 2-3 days',
    vat_rate: 25,
    countInStock: 3,
    rating: 4,
    numReviews: 1,
    seller: { _id: SHOP_ID, seller: { name: 'Keramikverkstan', logo: '', rating: 4.5, numReviews: 2 } },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    images: ['/uploads/mug.webp'],
    options: [],
    variants: [],
    sale: null,
    ...overrides,
  };
}

export function makeReview(overrides: Partial<ReviewDto> = {}): ReviewDto {
  return {
    _id: '00000000-0000-4000-8000-000000000003',
    name: 'Anna',
    rating: 4,
    comment: 'Lovely mug',
    createdAt: '2026-11-02T09:30:00.000Z',
    verified: false,
    ...overrides,
  };
}

export const productList = (products: ProductDto[], pages = 1, page = 1) => ({ products, page, pages });

/**
 * An order answer whose `status` says what its flags say, as the server's does (a test that overrides a flag
 * gets the matching state unless it sets one).
 */
export const withStatus = (order: OrderDto, overrides: Partial<OrderDto>): OrderDto => {
  const goods = order.isDelivered ? 'delivered' : order.isShipped ? 'shipped' : undefined;
  const derived = order.isPaid ? (goods ?? 'paid') : goods ? (`${goods}_unpaid` as const) : 'placed';
  return { ...order, status: overrides.status ?? derived };
};

/** A PayPal order of 548,50 kr, paid; nothing refunded yet. */
export const paidOrder = (overrides: Partial<OrderDto> = {}): OrderDto =>
  withStatus(
    {
      _id: ORDER_ID,
      orderItems: [
        {
          _id: 'i1',
          name: 'Lampa',
          qty: 1,
          image: '',
          price: 499,
          shipping_price: 49.5,
          vat_rate: 25,
          product: 'p1',
          variant: null,
          variantLabel: '',
          sku: '',
        },
      ],
      shippingAddress: {
        fullName: 'Kim',
        address: 'Gatan 1',
        city: 'Lund',
        postalCode: '222 22',
        country: 'Sverige',
      },
      paymentMethod: 'PayPal',
      shopMarksPaid: false,
      itemsPrice: 499,
      shippingPrice: 49.5,
      taxPrice: 0,
      discount: null,
      totalPrice: 548.5,
      vatLines: [{ rate: 25, amount: 109.7 }],
      sellerVatRegistered: true,
      status: 'paid',
      isPaid: true,
      paidAt: '2026-11-24T10:00:00.000Z',
      isShipped: false,
      shippedAt: null,
      isDelivered: false,
      deliveredAt: null,
      createdAt: '2026-11-24T09:00:00.000Z',
      seller: { _id: SHOP_ID, seller: { name: 'Lampbutiken', logo: '', has_swish: false, swish_number: '' } },
      shopName: 'Lampbutiken',
      user: { _id: 'buyer', name: 'Kim' },
      refunds: [],
      refundable: 548.5,
      withdrawal: { deadline: null, available: false, made: [], toRefund: 0, returnTo: null },
      ...overrides,
    },
    overrides,
  );

type Withdrawal = OrderDto['withdrawal'];

/** The paid order, delivered on 23 November: its withdrawal period lasts to the end of 7 December (Stockholm). */
export const deliveredOrder = (
  withdrawal: Partial<Withdrawal> = {},
  overrides: Partial<OrderDto> = {},
): OrderDto =>
  paidOrder({
    isDelivered: true,
    deliveredAt: '2026-11-23T09:00:00.000Z',
    withdrawal: {
      deadline: '2026-12-07T22:59:59.999Z',
      available: true,
      made: [],
      toRefund: 0,
      returnTo: null,
      ...withdrawal,
    },
    ...overrides,
  });

/** The buyer's withdrawal from the whole order (its lamp) on 25 November: 548,50 kr to refund, nothing done yet. */
export const madeWithdrawal = (
  overrides: Partial<Withdrawal['made'][number]> = {},
): Withdrawal['made'][number] => ({
  _id: 'w1',
  date: '2026-11-25T10:30:00.000Z',
  reason: '',
  items: [{ _id: 'i1', name: 'Lampa', qty: 1 }],
  amount: 548.5,
  toRefund: 548.5,
  refundedOutside: null,
  returnReceived: null,
  ...overrides,
});

/** Where a withdrawn lamp goes back: the shop's return address and its instructions in both languages. */
export const returnTo: NonNullable<Withdrawal['returnTo']> = {
  name: 'Ljusboden',
  address: 'Returvägen 4',
  postalCode: '222 33',
  city: 'Lund',
  instructions: {
    sv: 'Packa lampan i originalkartongen och lägg med ordernumret.',
    en: 'Pack the lamp in its original box and include the order number.',
  },
};

/** The delivered order once the buyer has withdrawn (`made`): no longer open to withdraw, the return address set. */
export const withdrawnOrder = (
  made: Partial<Withdrawal['made'][number]> = {},
  overrides: Partial<OrderDto> = {},
): OrderDto =>
  deliveredOrder({ available: false, made: [madeWithdrawal(made)], toRefund: 548.5, returnTo }, overrides);
