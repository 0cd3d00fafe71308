import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { ProductSchema } from '../product.entity';
import { createProduct } from './fixtures';

let app: TestApp;
let glas: TestUser;
let trä: TestUser;

const names = (res: { body: { products: { name: string }[] } }) => res.body.products.map((p) => p.name);

beforeAll(async () => {
  app = await createTestApp();
  glas = await app.createUser({ seller: { name: 'Glasbruket', plan: 2 } });
  trä = await app.createUser({ seller: { name: 'Träverket', plan: 2 } });
  // Created one by one so "newest" has a known order.
  await createProduct(app, glas, { name: 'Vas Blå', price: 450, category: 'Glas' });
  await createProduct(app, glas, { name: 'Skål 100% återvunnen', price: 95.5, category: 'Glas' });
  await createProduct(app, glas, { name: 'Karaff_stor', price: 8, category: 'Glas' });
  await createProduct(app, trä, { name: "O'Hara skärbräda", price: 320, category: 'Kök' });
  await createProduct(app, trä, { name: 'Smörkniv \\ ek', price: 60, category: 'Kök' });
  await createProduct(app, trä, { name: 'ÄPPLELÅDA', price: 1000, category: 'Förvaring' });
  // Ratings straight in the table: the review arithmetic has its own tests.
  const em = app.orm.em.fork();
  for (const [name, rating] of [
    ['Vas Blå', 4.5],
    ['Skål 100% återvunnen', 3],
    ["O'Hara skärbräda", 5],
  ] as const) {
    const product = await em.findOneOrFail(ProductSchema, { name });
    product.rating = rating;
  }
  await em.flush();
});
afterAll(() => app.close());

describe('GET /api/products filters', () => {
  it('lists everything newest first with page and pages', async () => {
    const res = await app.http.get('/api/products');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual([
      'ÄPPLELÅDA',
      'Smörkniv \\ ek',
      "O'Hara skärbräda",
      'Karaff_stor',
      'Skål 100% återvunnen',
      'Vas Blå',
    ]);
    expect(res.body).toMatchObject({ page: 1, pages: 1 });
  });

  it('searches names case-insensitively, also outside ASCII', async () => {
    expect(names(await app.http.get('/api/products?name=äpple'))).toEqual(['ÄPPLELÅDA']);
    expect(names(await app.http.get('/api/products?name=VAS'))).toEqual(['Vas Blå']);
  });

  it.each([
    ['%', ['Skål 100% återvunnen']],
    ['_', ['Karaff_stor']],
    ["'", ["O'Hara skärbräda"]],
    ['\\', ['Smörkniv \\ ek']],
    ['100%', ['Skål 100% återvunnen']],
  ])('matches %j literally', async (text, expected) => {
    const res = await app.http.get(`/api/products?name=${encodeURIComponent(text)}`);
    expect(names(res)).toEqual(expected);
  });

  it('filters by exact category, seller, price range (0 = no bound) and rating', async () => {
    expect(names(await app.http.get('/api/products?category=Kök')).sort()).toEqual([
      "O'Hara skärbräda",
      'Smörkniv \\ ek',
    ]);
    expect(names(await app.http.get('/api/products?category=kök'))).toEqual([]);
    expect(names(await app.http.get(`/api/products?seller=${trä.id}`))).toHaveLength(3);
    expect(names(await app.http.get('/api/products?seller=not-an-id'))).toEqual([]);
    expect(names(await app.http.get('/api/products?min=10&max=100&order=lowest'))).toEqual([
      'Smörkniv \\ ek',
      'Skål 100% återvunnen',
    ]);
    expect(names(await app.http.get('/api/products?min=0&max=10'))).toEqual(['Karaff_stor']);
    expect(names(await app.http.get('/api/products?min=100&max=0&order=lowest'))).toEqual([
      "O'Hara skärbräda",
      'Vas Blå',
      'ÄPPLELÅDA',
    ]);
    expect(names(await app.http.get('/api/products?rating=4&order=toprated'))).toEqual([
      "O'Hara skärbräda",
      'Vas Blå',
    ]);
    expect(
      names(
        await app.http.get(
          `/api/products?category=Glas&seller=${glas.id}&min=1&max=500&rating=3&order=highest`,
        ),
      ),
    ).toEqual(['Vas Blå', 'Skål 100% återvunnen']);
  });

  it('orders by price both ways and by rating', async () => {
    expect(names(await app.http.get('/api/products?order=lowest'))[0]).toBe('Karaff_stor');
    expect(names(await app.http.get('/api/products?order=highest'))[0]).toBe('ÄPPLELÅDA');
    expect(names(await app.http.get('/api/products?order=toprated')).slice(0, 3)).toEqual([
      "O'Hara skärbräda",
      'Vas Blå',
      'Skål 100% återvunnen',
    ]);
  });

  it('refuses unknown orders and bad numbers with a 400 naming the parameter', async () => {
    const order = await app.http.get('/api/products?order=random');
    expect(order.status).toBe(400);
    expect(order.body.field).toBe('order');
    expect((await app.http.get('/api/products?min=-5')).body.field).toBe('min');
    expect((await app.http.get('/api/products?pageSize=101')).body.field).toBe('pageSize');
    expect((await app.http.get('/api/products?pageNumber=0')).body.field).toBe('pageNumber');
  });
});

describe('paging', () => {
  it('pages with pageSize, gives an empty page past the end, and keeps pages right after writes', async () => {
    const first = await app.http.get('/api/products?pageSize=4');
    expect(first.body).toMatchObject({ page: 1, pages: 2 });
    expect(first.body.products).toHaveLength(4);
    const second = await app.http.get('/api/products?pageSize=4&pageNumber=2');
    expect(second.body.products).toHaveLength(2);
    const beyond = await app.http.get('/api/products?pageSize=4&pageNumber=3');
    expect(beyond.body).toMatchObject({ products: [], page: 3, pages: 2 });
    // Exactly a full last page: the count decides.
    expect((await app.http.get('/api/products?pageSize=3&pageNumber=2')).body.pages).toBe(2);

    // The cached count must not outlive a change: three more products make a third page.
    for (const name of ['Ny 1', 'Ny 2', 'Ny 3']) await createProduct(app, trä, { name, category: 'Ny' });
    expect((await app.http.get('/api/products?pageSize=4&pageNumber=3')).body).toMatchObject({ pages: 3 });
    expect((await app.http.get('/api/products?pageSize=4')).body.pages).toBe(3);
  });

  it('lists the sorted distinct categories of products on sale', async () => {
    const res = await app.http.get('/api/products/categories');
    expect(res.body).toEqual(['Förvaring', 'Glas', 'Kök', 'Ny']);
  });
});

describe('option values (issue 36)', () => {
  /** The same listing through SQL: a second instance on this database without the catalogue index. */
  let sql: TestApp;
  let mitten: string;
  const both = async (query: string) => {
    const [fromIndex, fromSql] = await Promise.all([
      app.http.get(`/api/products?${query}`),
      sql.http.get(`/api/products?${query}`),
    ]);
    expect(names(fromSql)).toEqual(names(fromIndex));
    return names(fromIndex);
  };
  const withOptions = async (
    name: string,
    options: { name: string; values: string[] }[],
    combos: string[][],
  ) => {
    const created = await app.http.post('/api/products', undefined, { token: trä.token });
    const variants = combos.map((combo, i) => ({
      options: Object.fromEntries(combo.map((value, at) => [options[at]!.name, value])),
      sku: `${name}-${i}`,
      price: 149,
      countInStock: 3,
    }));
    const res = await app.http.put(
      `/api/products/${created.body._id}`,
      { name, category: 'Kläder', options, variants },
      { token: trä.token },
    );
    expect(res.status).toBe(200);
    return res.body._id as string;
  };

  beforeAll(async () => {
    sql = await createTestApp({ shareDatabaseWith: app, env: { CATALOGUE_INDEX: 'false' } });
    mitten = await withOptions(
      'Tumvante i ull',
      [
        { name: 'Storlek', values: ['S', 'M'] },
        { name: 'Färg', values: ['Grå', 'Mörkblå'] },
      ],
      [
        ['S', 'Grå'],
        ['M', 'Mörkblå'],
      ],
    );
    await withOptions('Mössa', [{ name: 'Färg', values: ['Röd', 'Svart'] }], [['Röd'], ['Svart']]);
    await createProduct(app, glas, { name: 'Grå vas', category: 'Glas' });
  });
  afterAll(() => sql?.close());

  it('finds a product by its name and option values together, in any order, stemmed and folded', async () => {
    expect(await both('name=grå%20vante')).toEqual(['Tumvante i ull']);
    expect(await both('name=m%C3%B6ssa%20r%C3%B6d')).toEqual(['Mössa']);
    expect(await both('name=r%C3%B6d%20m%C3%B6ssa')).toEqual(['Mössa']);
    expect(await both('name=gr%C3%A5%20vantar')).toEqual(['Tumvante i ull']);
    expect(await both('name=morkbla')).toEqual(['Tumvante i ull']);
    expect(await both('name=gr%C3%A5')).toEqual(['Grå vas', 'Tumvante i ull']);
    // Every word must still match: the mitten is not red, the hat not grey.
    expect(await both('name=vante%20r%C3%B6d')).toEqual([]);
    expect(await both('name=m%C3%B6ssa%20gr%C3%A5')).toEqual([]);
  });

  it('follows the options when the seller changes them', async () => {
    const res = await app.http.put(
      `/api/products/${mitten}`,
      {
        name: 'Tumvante i ull',
        category: 'Kläder',
        options: [{ name: 'Färg', values: ['Ljusgrön'] }],
        variants: [{ options: { Färg: 'Ljusgrön' }, sku: 'vante-gron', price: 149, countInStock: 2 }],
      },
      { token: trä.token },
    );
    expect(res.body).toMatchObject({ options: [{ name: 'Färg' }] });
    expect(await both('name=gr%C3%B6n%20vante')).toEqual(['Tumvante i ull']);
    expect(await both('name=gr%C3%A5%20vante')).toEqual([]);
    expect(await both('name=vante&option=F%C3%A4rg:Ljusgr%C3%B6n')).toEqual(['Tumvante i ull']);
  });
});

describe('on sale (issue 37)', () => {
  const sale = async (name: string, price: number, salePrice: number) => {
    const { _id } = await createProduct(app, glas, { name, price, category: 'Rea' });
    // A price held for weeks: the sale's prior price is the lowest of the 30 days before it.
    const em = app.orm.em.fork();
    await em.execute('delete from product_price_history where product_id = ?', [_id]);
    await em.execute(
      `insert into product_price_history (product_id, new_ore, changed_at) values (?, ?, now() - interval '40 days')`,
      [_id, price * 100],
    );
    const started = await app.http.put(
      `/api/products/${_id}/sale`,
      { price: salePrice },
      { token: glas.token },
    );
    expect(started.status, started.text).toBe(200);
  };

  beforeAll(async () => {
    await sale('Ljusstake', 200, 150);
    await sale('Kruka', 100, 50);
    await createProduct(app, glas, { name: 'Kruka utan rea', price: 80, category: 'Rea' });
  });

  it('lists only products on sale with onSale=true, with the other filters and orders', async () => {
    expect(names(await app.http.get('/api/products?onSale=true'))).toEqual(['Kruka', 'Ljusstake']);
    expect(names(await app.http.get('/api/products?onSale=true&order=highest'))).toEqual([
      'Ljusstake',
      'Kruka',
    ]);
    expect(names(await app.http.get('/api/products?onSale=true&name=kruka'))).toEqual(['Kruka']);
    expect(names(await app.http.get('/api/products?name=kruka&onSale=false'))).toEqual([
      'Kruka utan rea',
      'Kruka',
    ]);
    expect((await app.http.get('/api/products?onSale=true&pageSize=1')).body).toMatchObject({ pages: 2 });
  });

  it('sorts the biggest reduction first with order=discount, the rest newest after', async () => {
    expect(names(await app.http.get('/api/products?onSale=true&order=discount'))).toEqual([
      'Kruka',
      'Ljusstake',
    ]);
    const all = names(await app.http.get('/api/products?order=discount&category=Rea'));
    expect(all).toEqual(['Kruka', 'Ljusstake', 'Kruka utan rea']);
  });

  it('refuses a flag that is not true or false in the reader’s language', async () => {
    const res = await app.http.get('/api/products?onSale=ja', { headers: { 'accept-language': 'sv' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'onSale', message: 'onSale måste vara true eller false' });
  });
});
