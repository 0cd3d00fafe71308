import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createProduct } from './fixtures';
import { swedishCatalogue } from '../search/query-set/swedish-catalogue';
import { swedishQueries } from '../search/query-set/swedish-queries';
import { queryWords, stemOf } from '../search/swedish-words';

/**
 * Issue 25's query set against both search providers: the catalogue index (default) and SQL
 * (CATALOGUE_INDEX=false), on one database. Precision and recall over the whole set are printed and
 * held to a floor; every query's answer is also the same from both.
 */
let indexed: TestApp;
let sql: TestApp;
const keyOf = new Map<string, string>();

beforeAll(async () => {
  indexed = await createTestApp();
  sql = await createTestApp({ shareDatabaseWith: indexed, env: { CATALOGUE_INDEX: 'false' } });
  const seller = await indexed.createUser({ seller: { plan: 2, name: 'Hemslöjd' } });
  const client = new pg.Client({ connectionString: indexed.databaseUrl });
  await client.connect();
  try {
    for (const [i, product] of swedishCatalogue.entries()) {
      const { rows } = await client.query(
        `insert into products (id, seller_id, name, category, price_ore, created_at, updated_at)
         values (coalesce($1::uuid, gen_random_uuid()), $2, $3, 'Hem', $4,
                 timestamptz '2026-11-20 12:00' + $5 * interval '1 minute', now()) returning id`,
        [product.id ?? null, seller.id, product.name, product.price * 100, i],
      );
      keyOf.set(rows[0].id, product.key);
    }
  } finally {
    await client.end();
  }
  await indexed.container.cradle.catalogueVersion.bump();
  await sql.container.cradle.catalogueVersion.bump();
});
afterAll(async () => {
  await sql?.close();
  await indexed?.close();
});

async function found(app: TestApp, query: string, order = 'newest'): Promise<string[]> {
  const res = await app.http.get(`/api/products?name=${encodeURIComponent(query)}&order=${order}`);
  expect(res.status, query).toBe(200);
  return res.body.products.map((product: { _id: string }) => keyOf.get(product._id));
}

describe.each([
  ['catalogue index', () => indexed],
  ['SQL', () => sql],
])('Swedish search through the %s', (provider, app) => {
  it('finds what the query set expects (precision and recall printed)', async () => {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    const misses: string[] = [];
    for (const { query, kind, expected } of swedishQueries) {
      const got = await found(app(), query);
      const hits = got.filter((key) => expected.includes(key)).length;
      truePositives += hits;
      falsePositives += got.length - hits;
      falseNegatives += expected.length - hits;
      if (hits !== got.length || hits !== expected.length)
        misses.push(`${kind} '${query}': expected [${expected}], got [${got}]`);
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / (truePositives + falseNegatives);
    console.warn(
      `query set through the ${provider}: ${swedishQueries.length} queries, precision ${precision.toFixed(3)}, ` +
        `recall ${recall.toFixed(3)}${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(swedishQueries.length).toBeGreaterThanOrEqual(40);
    // 'kannor' is the known miss: Snowball stems it 'kann' but 'tekanna' 'tekan'.
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(precision).toBeGreaterThanOrEqual(0.95);
  });

  it('finds the definite singular of words ending in -a and -e, which Snowball leaves whole', async () => {
    const cases: [string, string[]][] = [
      ['lampan', ['bordslampa', 'golvlampa']],
      ['ljuslyktan', ['ljuslykta']],
      ['skärbrädan', ['skärbräda']],
      ['golvlampan svart', ['golvlampa']],
      ['linnet', ['örngott']],
    ];
    for (const [query, expected] of cases)
      expect((await found(app(), query)).sort(), query).toEqual(expected);
  });

  it('puts the exact match before the folded one within the same sort key', async () => {
    // Same price, and the folded match's id sorts first: only the match's rank orders them.
    expect(await found(app(), 'tra', 'lowest')).toEqual([
      'trasmatta',
      'träbricka',
      'träskål',
      'klossar',
      'trädgårdsstol',
    ]);
  });

  it('answers bad input with a 400 or an empty page, quickly, never a 5xx', async () => {
    // NUL is refused by the query's parser (400); other control characters count as spaces.
    const cases: [string, number[]][] = [
      ['a'.repeat(201), [400]],
      ['lampa '.repeat(33).trim(), [200]],
      ['!!!?', [200]],
      ["'; drop table products; --", [200]],
      ['.*[(+?\\', [200]],
      ['%_%_%', [200]],
      ['\u0000', [200, 400]],
      ['lam\u0000pa', [200, 400]],
      ['ö'.repeat(200), [200]],
      ['abcdefghij '.repeat(18), [200]],
    ];
    for (const [query, status] of cases) {
      const started = performance.now();
      const res = await app().http.get(`/api/products?name=${encodeURIComponent(query)}`);
      expect(status, JSON.stringify(query)).toContain(res.status);
      if (res.status === 200 && !/lampa/.test(query)) expect(res.body.products, query).toEqual([]);
      expect(performance.now() - started, JSON.stringify(query)).toBeLessThan(2_000);
    }
    expect(await found(app(), 'lampa '.repeat(33).trim())).toEqual(['golvlampa', 'bordslampa']);
  });
});

it('gives the same answers through both providers, query by query', async () => {
  for (const { query } of swedishQueries)
    expect(await found(indexed, query), query).toEqual(await found(sql, query));
});

it("stems query words as PostgreSQL's swedish configuration does", async () => {
  const words = new Set<string>();
  for (const { query } of swedishQueries) for (const word of queryWords(query)) words.add(word.text);
  for (const { name } of swedishCatalogue)
    for (const word of queryWords(name.toLowerCase())) words.add(word.text);
  const client = new pg.Client({ connectionString: indexed.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select w, ts_lexize('swedish_stem', w) as stems from unnest($1::text[]) as w`,
      [[...words]],
    );
    // Stop words ('i', 'och') have no stem in PostgreSQL; every other word must stem alike.
    const compared = rows.filter((row) => row.stems.length > 0);
    expect(compared.length).toBeGreaterThan(60);
    for (const row of compared) expect(stemOf(row.w), row.w).toBe(row.stems[0]);
  } finally {
    await client.end();
  }
});

describe('help around search', () => {
  it('suggests products, shops and categories from two characters on', async () => {
    const res = await indexed.http.get('/api/search/suggestions?q=dalahast');
    expect(res.status).toBe(200);
    expect(res.body.products.map((p: { name: string }) => p.name).sort()).toEqual([
      'Dalahäst blå 8 cm',
      'Dalahäst röd 12 cm',
    ]);
    const shop = await indexed.http.get('/api/search/suggestions?q=hemsl');
    expect(shop.body.shops.map((s: { name: string }) => s.name)).toEqual(['Hemslöjd']);
    expect((await indexed.http.get('/api/search/suggestions?q=he')).body.categories).toEqual(['Hem']);
    expect((await indexed.http.get('/api/search/suggestions?q=d')).body).toEqual({
      products: [],
      shops: [],
      categories: [],
    });
    expect((await indexed.http.get(`/api/search/suggestions?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await sql.http.get('/api/search/suggestions?q=lampor')).body.products).toHaveLength(2);
  });

  it('suggests a product renamed a moment ago, not its old name (remembered suggestions follow the catalogue)', async () => {
    const shop = await indexed.createUser({ seller: { plan: 2, name: 'Zebrabutiken' } });
    const product = await createProduct(indexed, shop, { name: 'Zebramatta randig' });
    const names = async () =>
      (await indexed.http.get('/api/search/suggestions?q=zebram')).body.products.map(
        (p: { name: string }) => p.name,
      );
    expect(await names()).toEqual(['Zebramatta randig']);
    expect(await names()).toEqual(['Zebramatta randig']);
    const renamed = await indexed.http.put(
      `/api/products/${product._id}`,
      { name: 'Zebramatta prickig', price: 10, countInStock: 5, category: 'Övrigt' },
      { token: shop.token },
    );
    expect(renamed.status, renamed.text).toBe(200);
    expect(await names()).toEqual(['Zebramatta prickig']);
  });

  it("suggests from two letters the listing's best rated first products, though it does not count them", async () => {
    for (const app of [indexed, sql])
      for (const typed of ['da', 'la', 'sk', 'lampa']) {
        const listing = await app.http.get(`/api/products?name=${typed}&order=toprated&pageSize=5`);
        const suggested = await app.http.get(`/api/search/suggestions?q=${typed}`);
        expect(listing.body.products.length, typed).toBeGreaterThan(0);
        expect(
          suggested.body.products.map((p: { _id: string }) => p._id),
          typed,
        ).toEqual(listing.body.products.map((p: { _id: string }) => p._id));
      }
  });

  it('offers fewer words or a corrected spelling when nothing matches, and nothing when something does', async () => {
    const fewer = await indexed.http.get('/api/search/did-you-mean?name=r%C3%B6d%20bl%C3%A5');
    expect(fewer.body.suggestions).toEqual([
      { name: 'blå', reason: 'fewer-words' },
      { name: 'röd', reason: 'fewer-words' },
    ]);
    const spelling = await sql.http.get(
      `/api/search/did-you-mean?name=${encodeURIComponent('trädgårdsstool järn')}`,
    );
    expect(spelling.body.suggestions[0]).toEqual({ name: 'trädgårdsstol järn', reason: 'spelling' });
    expect((await indexed.http.get('/api/search/did-you-mean?name=lampor')).body.suggestions).toEqual([]);
  });
});
