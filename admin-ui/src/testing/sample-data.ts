import type { AdminProductDto, OrderDto, UserDto } from '@torget/contract';
import { aUser } from './render-admin';

/** Rows for stories and tests: what the admin lists look like with real-looking data. */
export const sampleUsers: UserDto[] = [
  aUser({
    _id: '1ab55830-0000-4000-8000-000000000001',
    name: 'Vera Väntar',
    email: 'vera@bokhandel.se',
    wants_to_be_seller: true,
    shop_status: 'Waiting for approval',
    seller: {
      plan: 2,
      name: 'Veras Bokhandel',
      address: 'Ågatan 1',
      post_number: '582 23',
      city: 'Linköping',
      phone: '013-12 34 56',
      organisation_number: '556016-0680',
      description: '<p>Begagnade böcker, <strong>noga utvalda</strong>.</p>',
    },
  }),
  aUser({
    _id: '2bc66941-0000-4000-8000-000000000002',
    name: 'Sven Säljare',
    email: 'butik@torget.se',
    is_seller: true,
    shop_status: 'Open',
    seller: { plan: 2, name: 'Svens Snickeri', domain: 'svens-snickeri.se' },
  }),
  aUser({
    _id: '3cd77a52-0000-4000-8000-000000000003',
    name: 'Astrid Admin',
    email: 'admin@torget.se',
    is_admin: true,
  }),
];

export const sampleProducts: AdminProductDto[] = [
  {
    _id: '4de88b63-0000-4000-8000-000000000004',
    name: 'Skärbräda i ek',
    image: '',
    brand: 'Svens Snickeri',
    category: 'Kök',
    description: 'Handgjord i Mora.',
    price: 395,
    shipping_price: 49,
    shipping_info: 'PostNord 1–3 dagar',
    countInStock: 14,
    rating: 4.5,
    numReviews: 4,
    seller: { _id: 's1', seller: { name: 'Svens Snickeri', logo: '', rating: 4.5, numReviews: 4 } },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    shop_open: true,
  },
  {
    _id: '5ef99c74-0000-4000-8000-000000000005',
    name: 'Gammal tekanna',
    image: '',
    brand: '',
    category: 'Te',
    description: '',
    price: 1290,
    shipping_price: 0,
    shipping_info: '',
    countInStock: 0,
    rating: 0,
    numReviews: 0,
    seller: { _id: 's2', seller: { name: 'Stängda Boden', logo: '', rating: 0, numReviews: 0 } },
    createdAt: '2026-11-18T10:00:00.000Z',
    updatedAt: '2026-11-18T10:00:00.000Z',
    shop_open: false,
  },
];

const order = (id: string, overrides: Partial<OrderDto>): OrderDto => ({
  _id: id,
  orderItems: [],
  shippingAddress: {
    fullName: 'Karin Kund',
    address: 'Storgatan 12',
    city: 'Göteborg',
    postalCode: '411 38',
    country: 'Sverige',
  },
  paymentMethod: 'Swish',
  shopMarksPaid: true,
  itemsPrice: 395,
  shippingPrice: 49,
  taxPrice: 0,
  totalPrice: 444,
  isPaid: false,
  paidAt: null,
  isDelivered: false,
  deliveredAt: null,
  createdAt: '2026-11-22T09:00:00.000Z',
  seller: null,
  shopName: 'Svens Snickeri',
  user: { _id: 'u1', name: 'Karin Kund' },
  ...overrides,
});

export const sampleOrders: OrderDto[] = [
  order('587560da-0000-4000-8000-000000000006', {}),
  order('698671eb-0000-4000-8000-000000000007', {
    paymentMethod: 'PayPal',
    shopMarksPaid: false,
    isPaid: true,
    paidAt: '2026-11-21T12:00:00.000Z',
    isDelivered: true,
    deliveredAt: '2026-11-22T08:00:00.000Z',
    createdAt: '2026-11-21T11:00:00.000Z',
    shopName: 'Skogens Te',
    totalPrice: 1290,
  }),
];
