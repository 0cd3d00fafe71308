import pg from 'pg';

export const words = {
  things: [
    'Vas',
    'Lampa',
    'Skål',
    'Kopp',
    'Mössa',
    'Pall',
    'Kruka',
    'Fat',
    'Ljusstake',
    'Bricka',
    'Korg',
    'Pläd',
  ],
  styles: [
    'Blå',
    'Nordisk',
    'Rustik',
    'Modern',
    'Klassisk',
    'Liten',
    'Stor',
    'Grön',
    'Ek',
    'Lin',
    'Glas',
    'Ull',
  ],
  categories: ['Kök', 'Hem & inredning', 'Kläder', 'Trädgård', 'Leksaker', 'Böcker', 'Smycken', 'Belysning'],
};

const sqlArray = (items: string[]) => `array[${items.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Fills the database for benchmarks: `sellers` open shops and `products` products generated inside
 * PostgreSQL (generate_series), so 100 000 rows take seconds, with names, categories, prices and
 * ratings spread so that the filters are selective. Replaces earlier benchmark rows.
 */
export async function seedBench(url: string, products: number, sellers = 200): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`delete from users where email like '%@bench.torget'`);
    await client.query(
      `insert into users (id, name, email, password_hash, is_seller, seller_name, seller_plan, created_at, updated_at)
       select gen_random_uuid(), 'Bench seller ' || i, 'seller' || i || '@bench.torget', '!', true,
              'Benchbutik ' || i, 2, now(), now()
       from generate_series(1, $1) as i`,
      [sellers],
    );
    await client.query(
      `with s as (select id, row_number() over (order by id) - 1 as n from users where email like '%@bench.torget')
       insert into products (id, seller_id, name, image, brand, category, description, price_ore, shipping_price_ore,
                             shipping_info, count_in_stock, rating, num_reviews, created_at, updated_at)
       select gen_random_uuid(), s.id,
              (${sqlArray(words.things)})[1 + i % ${words.things.length}] || ' ' ||
              (${sqlArray(words.styles)})[1 + (i / 7) % ${words.styles.length}] || ' ' || i,
              '', 'Bench', (${sqlArray(words.categories)})[1 + (i / 3) % ${words.categories.length}],
              'Benchmark product ' || i, 100 + (i * 7919) % 200000, (i % 5) * 1000, '', i % 40,
              ((i * 31) % 50) / 10.0, (i * 13) % 40,
              now() - (i || ' seconds')::interval, now()
       from generate_series(1, $1) as i join s on s.n = i % $2`,
      [products, sellers],
    );
    await client.query('commit');
    // Steady state, as autovacuum keeps a live database: statistics, the visibility map, and the name
    // index's pending list merged (rows inserted in bulk wait in a GIN index's pending list, which every
    // search then scans; left to autovacuum, the runs measured 260 or 511 req/s for the same load).
    await client.query('vacuum analyze products');
    await client.query('vacuum analyze users');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
