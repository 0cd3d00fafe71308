import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  lockingSession,
  waitForLockWaiters,
  type TestApp,
  type TestUser,
} from '../../../testing';
import { todayInStockholm } from '../../overview/__tests__/fixtures';
import { mailFor } from '../../mail/__tests__/outbox';
import { address } from '../../orders/__tests__/fixtures';

let app: TestApp;
let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  seller = await app.createUser({ seller: { plan: 2, hasSwish: true, name: 'Ullboden' } });
  buyer = await app.createUser({ name: 'Karin' });
});
afterAll(() => app.close());

const photos = ['/uploads/vante-gra.webp', '/uploads/vante-rod.webp', '/uploads/vante-detalj.webp'];
const options = [
  { name: 'Storlek', values: ['S', 'M', 'L'] },
  { name: 'Färg', values: ['Grå', 'Röd'] },
];

/** A variant row as the seller's grid sends it. */
const variant = (storlek: string, farg: string, extra: Record<string, unknown> = {}) => ({
  options: { Storlek: storlek, Färg: farg },
  sku: `VANTE-${storlek}-${farg}`,
  price: 149,
  countInStock: 5,
  ...extra,
});

const mittens = (extra: Record<string, unknown> = {}) => ({
  name: 'Ullvante',
  category: 'Kläder',
  images: photos,
  options,
  variants: [
    variant('S', 'Grå', { countInStock: 2 }),
    variant('M', 'Grå', { price: 159, gtin: '7350053850019', image: photos[0] }),
    variant('M', 'Röd', { price: 169, image: photos[1] }),
  ],
  ...extra,
});

/** A product in a shop of its own (SKUs are unique within a shop), unless a shop is named. */
async function newProduct(body: Record<string, unknown>, shop?: TestUser) {
  const owner = shop ?? (await app.createUser({ seller: { plan: 2, hasSwish: true, name: 'Ullboden' } }));
  const created = await app.http.post('/api/products', undefined, { token: owner.token });
  const res = await app.http.put(`/api/products/${created.body._id}`, body, { token: owner.token });
  return Object.assign(res, { owner });
}

const order = (items: { product: string; variant?: string; qty: number }[]) =>
  app.http.post(
    '/api/orders',
    { orderItems: items, shippingAddress: address, paymentMethod: 'Swish' },
    {
      token: buyer.token,
    },
  );

describe('a product with sizes and colours', () => {
  it('is saved with its options, variants and gallery; price is the lowest, stock the sum', async () => {
    const res = await newProduct(mittens());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      image: photos[0],
      images: photos,
      options,
      price: 149,
      countInStock: 12,
      variants: [
        {
          options: { Storlek: 'S', Färg: 'Grå' },
          sku: 'VANTE-S-Grå',
          gtin: '',
          price: 149,
          countInStock: 2,
          image: '',
        },
        { options: { Storlek: 'M', Färg: 'Grå' }, gtin: '7350053850019', price: 159, image: photos[0] },
        { options: { Storlek: 'M', Färg: 'Röd' }, price: 169, image: photos[1] },
      ],
    });
    // The product page and the listing carry the variants.
    const page = await app.http.get(`/api/products/${res.body._id}`);
    expect(page.body.variants).toEqual(res.body.variants);
    const listed = await app.http.get(`/api/products?seller=${res.owner.id}`);
    const card = listed.body.products.find((product: { _id: string }) => product._id === res.body._id);
    expect(card).toMatchObject({ price: 149, countInStock: 12, options });
    expect(card.variants).toHaveLength(3);
  });

  it('is found by an option value with ?option=Name:Value (any case); others are not', async () => {
    const made = await newProduct(mittens({ name: 'Tumvante' }));
    const token = made.owner.token;
    const plain = await app.http.post('/api/products', undefined, { token });
    await app.http.put(
      `/api/products/${plain.body._id}`,
      { name: 'Röd sjal', price: 300, countInStock: 3 },
      { token },
    );
    const names = async (option: string) =>
      (
        await app.http.get(`/api/products?seller=${made.owner.id}&option=${encodeURIComponent(option)}`)
      ).body.products.map((product: { name: string }) => product.name);
    expect(await names('färg:röd')).toEqual(['Tumvante']);
    expect(await names('Storlek:L')).toEqual([]);
    expect(await names('')).toHaveLength(2);
    const bad = await app.http.get('/api/products?option=Röd');
    expect(bad.status).toBe(400);
  });

  it('a product without options answers empty lists and its spec fields as sent', async () => {
    const res = await newProduct({ name: 'Mössa', price: 99, countInStock: 4, image: '/uploads/mossa.webp' });
    expect(res.body).toMatchObject({
      price: 99,
      countInStock: 4,
      image: '/uploads/mossa.webp',
      images: ['/uploads/mossa.webp'],
      options: [],
      variants: [],
    });
  });

  it.each([
    [
      'a value twice',
      { options: [{ name: 'Storlek', values: ['S', 's'] }], variants: [variant('S', 'Grå')] },
      'options.0.values.1',
      'Option Storlek has the value s twice',
    ],
    [
      "a variant whose options are not the product's",
      { variants: [variant('XL', 'Grå')] },
      'variants.0.options',
      "Variant 1: its options do not match the product's options",
    ],
    [
      'a combination twice',
      { variants: [variant('S', 'Grå', { sku: 'A' }), variant('s', 'grå', { sku: 'B' })] },
      'variants.1.options',
      'Variant 2 has the same options as variant 1',
    ],
    [
      'a SKU twice',
      { variants: [variant('S', 'Grå', { sku: 'X1' }), variant('M', 'Grå', { sku: 'x1' })] },
      'variants.1.sku',
      'SKU x1 is used twice',
    ],
    [
      'a wrong GTIN check digit',
      { variants: [variant('S', 'Grå', { gtin: '7350053850018' })] },
      'variants.0.gtin',
      'Variant 1: GTIN must be 8, 12, 13 or 14 digits with a valid check digit',
    ],
    [
      'negative stock',
      { variants: [variant('S', 'Grå', { countInStock: -1 })] },
      'variants.0.countInStock',
      'Count in stock cannot be negative',
    ],
    [
      'a price above the limit',
      { variants: [variant('S', 'Grå', { price: 10_000_001 })] },
      'variants.0.price',
      'Price is too high',
    ],
    [
      'more than 8 images',
      {
        images: Array.from({ length: 9 }, (_, i) => `/uploads/bild-${i}.webp`),
        variants: [variant('S', 'Grå')],
      },
      'images',
      'A product can have at most 8 images',
    ],
    [
      'a variant image outside the gallery',
      { variants: [variant('S', 'Grå', { image: '/uploads/annan.webp' })] },
      'variants.0.image',
      "Variant 1: its image must be one of the product's images",
    ],
    [
      'four options',
      {
        options: ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['1'] })),
        variants: [{ options: { A: '1', B: '1', C: '1', D: '1' }, price: 1, countInStock: 1 }],
      },
      'options',
      'A product can have at most 3 options',
    ],
  ])('refuses %s with a 400 naming the field', async (_, change, field, message) => {
    const res = await newProduct(mittens(change));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
  });

  it("answers a refusal in the reader's language", async () => {
    const created = await app.http.post('/api/products', undefined, { token: seller.token });
    const res = await app.http.put(
      `/api/products/${created.body._id}`,
      mittens({ variants: [variant('S', 'Grå', { gtin: '12345678' })] }),
      { token: seller.token, headers: { 'accept-language': 'sv' } },
    );
    expect(res.body.message).toBe(
      'Variant 1: GTIN (EAN) ska ha 8, 12, 13 eller 14 siffror och rätt kontrollsiffra',
    );
  });

  it('keeps a SKU unique within the shop, not across shops', async () => {
    await newProduct(
      mittens({ name: 'Vante A', variants: [variant('S', 'Grå', { sku: 'UNIK-1' })] }),
      seller,
    );
    const clash = await newProduct(
      mittens({ name: 'Vante B', variants: [variant('M', 'Röd', { sku: 'unik-1' })] }),
      seller,
    );
    expect(clash.status).toBe(400);
    expect(clash.body).toMatchObject({
      field: 'variants.0.sku',
      message: 'SKU unik-1 is already used by another product in your shop.',
    });
    const otherShop = await app.createUser({ seller: { plan: 2, name: 'Annan butik' } });
    const elsewhere = await newProduct(
      mittens({ name: 'Vante C', variants: [variant('S', 'Grå', { sku: 'UNIK-1' })] }),
      otherShop,
    );
    expect(elsewhere.status).toBe(200);
  });

  it('matches variants by _id or by options, removes those left out, and derives a PUT price', async () => {
    const made = await newProduct(mittens());
    const first = made.body;
    const [small, medium] = first.variants;
    const res = await app.http.put(
      `/api/products/${first._id}`,
      {
        ...mittens(),
        // A top-level price and stock are derived from the variants, not stored.
        price: 1,
        countInStock: 1000,
        variants: [
          // By _id, with the swapped SKU of the next (checked at commit, not halfway).
          { ...variant('S', 'Grå', { sku: 'VANTE-M-Grå', countInStock: 7 }), _id: small._id },
          // By options, written in another case.
          variant('m', 'grå', { sku: 'VANTE-S-Grå', price: 199 }),
          variant('L', 'Röd', { price: 179 }),
        ],
      },
      { token: made.owner.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.price).toBe(149);
    expect(res.body.countInStock).toBe(17);
    expect(res.body.variants.map((v: { _id: string }) => v._id).slice(0, 2)).toEqual([small._id, medium._id]);
    expect(res.body.variants[1]).toMatchObject({ options: { Storlek: 'M', Färg: 'Grå' }, price: 199 });
    expect(res.body.variants).toHaveLength(3);
    expect(res.body.variants.some((v: { options: { Färg: string } }) => v.options.Färg === 'Röd' && v)).toBe(
      true,
    );
    const unknown = await app.http.put(
      `/api/products/${first._id}`,
      { ...mittens(), variants: [{ ...variant('S', 'Grå'), _id: first._id }] },
      { token: made.owner.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('variants.0._id');
  });

  it('a PUT that knows only the spec fields keeps the variants and the other photos', async () => {
    const made = await newProduct(mittens());
    const first = made.body;
    const res = await app.http.put(
      `/api/products/${first._id}`,
      { name: 'Ullvante, ny', price: 5, countInStock: 1, image: '/uploads/nytt-omslag.webp' },
      { token: made.owner.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Ullvante, ny',
      price: 149,
      countInStock: 12,
      image: '/uploads/nytt-omslag.webp',
      images: ['/uploads/nytt-omslag.webp', photos[1], photos[2]],
    });
    expect(res.body.variants).toHaveLength(3);
    // The photo that left the gallery left its variant too.
    expect(res.body.variants[1].image).toBe('');
  });
});

describe("the shop's stock to-dos", () => {
  it('count variants: one size low or sold out is a to-do, and its product is listed', async () => {
    // S/Grå has 2 left, M/Röd none, M/Grå 5; a plain product with 1 left.
    const made = await newProduct(
      mittens({
        variants: [
          variant('S', 'Grå', { countInStock: 2 }),
          variant('M', 'Grå'),
          variant('M', 'Röd', { countInStock: 0 }),
        ],
      }),
    );
    const token = made.owner.token;
    const created = await app.http.post('/api/products', undefined, { token });
    await app.http.put(
      `/api/products/${created.body._id}`,
      { name: 'Sjal', price: 300, countInStock: 1 },
      { token },
    );
    const overview = await app.http.get('/api/overview/shop', { token });
    expect(overview.status, overview.text).toBe(200);
    expect(overview.body.todo).toMatchObject({ lowStock: 2, outOfStock: 1 });
    const low = await app.http.get('/api/products/mine?todo=low_stock', { token });
    expect(low.body.products.map((product: { name: string }) => product.name).sort()).toEqual([
      'Sjal',
      'Ullvante',
    ]);
    const out = await app.http.get('/api/products/mine?todo=out_of_stock', { token });
    expect(out.body.products.map((product: { name: string }) => product.name)).toEqual(['Ullvante']);
  });
});

describe('ordering a variant', () => {
  it('names the variant on the line, prices it and takes its stock', async () => {
    const product = (await newProduct(mittens())).body;
    const red = product.variants[2];
    const res = await order([{ product: product._id, variant: red._id, qty: 2 }]);
    expect(res.status).toBe(201);
    expect(res.body.orderItems[0]).toMatchObject({
      product: product._id,
      variant: red._id,
      variantLabel: 'Storlek M, Färg Röd',
      sku: 'VANTE-M-Röd',
      price: 169,
      image: photos[1],
      qty: 2,
    });
    expect(res.body.itemsPrice).toBe(338);
    const after = (await app.http.get(`/api/products/${product._id}`)).body;
    expect(after.variants[2].countInStock).toBe(3);
    expect(after.countInStock).toBe(10);

    // Deleting the unpaid order puts the pieces back on the variant and the total.
    await app.http.delete(`/api/orders/${res.body._id}`, { token: buyer.token });
    const back = (await app.http.get(`/api/products/${product._id}`)).body;
    expect(back.variants[2].countInStock).toBe(5);
    expect(back.countInStock).toBe(12);
  });

  it('the receipt mail and the bookkeeping CSV name the variant', async () => {
    const made = await newProduct(mittens());
    const red = made.body.variants[2];
    const placed = await order([{ product: made.body._id, variant: red._id, qty: 1 }]);
    expect(placed.status).toBe(201);
    const [receipt] = await mailFor(app, buyer.email);
    expect(receipt!.text_body).toContain('Ullvante (Storlek M, Färg Röd)');
    const today = todayInStockholm();
    const paid = await app.http.put(
      `/api/orders/${placed.body._id}/update`,
      { is_paid: true, paid_date: today },
      { token: made.owner.token },
    );
    expect(paid.status).toBe(200);
    const csv = await app.http.get(`/api/overview/orders.csv?from=${today}&to=${today}`, {
      token: made.owner.token,
    });
    expect(csv.text).toContain('Ullvante (Storlek M, Färg Röd)');
  });

  it('refuses a line without a variant, or with another product’s, naming the line', async () => {
    const product = (await newProduct(mittens())).body;
    const other = (
      await newProduct(mittens({ name: 'Annan vante', variants: [variant('L', 'Röd', { sku: '' })] }))
    ).body;
    const plain = (await newProduct({ name: 'Sjal', price: 300, countInStock: 3 })).body;
    const without = await order([
      { product: plain._id, qty: 1 },
      { product: product._id, qty: 1 },
    ]);
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({
      code: 'VARIANT_REQUIRED',
      message: 'Line 2: please choose a variant of Ullvante.',
    });
    const foreign = await order([{ product: product._id, variant: other.variants[0]._id, qty: 1 }]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('VARIANT_NOT_FOUND');
    const onPlain = await order([{ product: plain._id, variant: product.variants[0]._id, qty: 1 }]);
    expect(onPlain.status).toBe(400);
  });

  it('archives a removed variant an order names: the order keeps its line, the product stops selling it', async () => {
    const made = await newProduct(mittens());
    const product = made.body;
    const [small, medium, red] = product.variants;
    const placed = await order([{ product: product._id, variant: small._id, qty: 1 }]);
    expect(placed.status).toBe(201);
    const res = await app.http.put(
      `/api/products/${product._id}`,
      { ...mittens(), variants: [variant('M', 'Grå'), variant('M', 'Röd')] },
      { token: made.owner.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v: { _id: string }) => v._id)).toEqual([medium._id, red._id]);
    const kept = await app.http.get(`/api/orders/${placed.body._id}`, { token: buyer.token });
    expect(kept.body.orderItems[0]).toMatchObject({
      variant: small._id,
      variantLabel: 'Storlek S, Färg Grå',
    });
    const again = await order([{ product: product._id, variant: small._id, qty: 1 }]);
    expect(again.body.code).toBe('VARIANT_NOT_FOUND');
    // The same combination can be sold again as a new variant.
    const readded = await app.http.put(
      `/api/products/${product._id}`,
      { ...mittens(), variants: [variant('S', 'Grå')] },
      { token: made.owner.token },
    );
    expect(readded.status).toBe(200);
    expect(readded.body.variants[0]._id).not.toBe(small._id);
  });

  it('never oversells the last pieces of one variant under parallel orders', async () => {
    const product = (await newProduct(mittens())).body;
    const last = product.variants[0]; // S/Grå: 2 left, 10 more in other variants.
    // Hold the variant's row: three orders for one piece each queue behind it (the first at the
    // variant, the others at its product's row), and only then is it released.
    const holder = await lockingSession(app);
    await holder.query('select id from product_variants where id = $1 for update', [last._id]);
    const answers = [] as Promise<{ status: number; body: { code?: string } }>[];
    for (let n = 1; n <= 3; n++) {
      answers.push(order([{ product: product._id, variant: last._id, qty: 1 }]));
      await waitForLockWaiters(app, n);
    }
    await holder.query('commit');
    await holder.end();
    const statuses = (await Promise.all(answers)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 409]);
    const after = (await app.http.get(`/api/products/${product._id}`)).body;
    expect(after.variants[0].countInStock).toBe(0);
    // The product's total stays the variants' sum.
    expect(after.countInStock).toBe(
      after.variants.reduce((sum: number, v: { countInStock: number }) => sum + v.countInStock, 0),
    );
    const sold = await order([{ product: product._id, variant: last._id, qty: 1 }]);
    expect(sold.body.message).toBe('Ullvante (Storlek S, Färg Grå) is out of stock.');
  });
});
