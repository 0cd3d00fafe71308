import path from 'node:path';
import pg from 'pg';
import {
  CatalogueIndex,
  ColumnStore,
  type ListOrder,
} from '../../core/src/modules/products/catalogue-index/catalogue-index';
import {
  INDEX_ROWS,
  toIndexed,
  type IndexRow,
} from '../../core/src/modules/products/catalogue-index/catalogue-index-sync';
import { listingFilter } from '../../core/src/modules/products/product-search';
import type { ProductListQuery } from '@torget/contract';
import { openBenchDatabase } from './database';
import { words } from './seed';

/**
 * `npm run search:index -w @torget/bench`: the catalogue index alone, in this process, on the bench's
 * catalogue (`npm run seed:bench` first: DATABASE_URL, else .data/bench). No HTTP and no PostgreSQL while
 * timing: what a search costs the index, read by read.
 *
 * - first reads: distinct terms drawn from the names as bench.ts draws them (`TERMS`, default 3 000),
 *   each with the remembered matches dropped before it;
 * - paging and sorting anew: bench.ts's Swedish texts, each in four orders on three pages, as remembered
 *   matches serve them.
 */
/** The report goes to stdout. */
const say = (...parts: unknown[]) => process.stdout.write(`${parts.map(String).join(' ')}\n`);

const database = await openBenchDatabase(path.resolve(import.meta.dirname, '../../.data/bench'));
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const rows = (await client.query<IndexRow>(INDEX_ROWS)).rows;
await client.query('select setseed(0.42)');
const terms = (
  await client.query<{ term: string }>(
    `select distinct term from (select lower(substr(name, 1 + (random() * greatest(length(name) - 5, 0))::int,
       3 + (random() * 3)::int)) as term from products, generate_series(1, 3)) pieces
     where length(trim(term)) >= 3 limit $1`,
    [Number(process.env.TERMS ?? 3_000)],
  )
).rows.map((row) => row.term);
await client.end();
await database.stop();

const store = new ColumnStore();
for (const row of rows) store.append(toIndexed(row));
const index = await CatalogueIndex.build(store);
say(`${rows.length} listed products, ${terms.length} distinct terms`);

const filterOf = (name: string) =>
  listingFilter({
    name,
    category: '',
    seller: '',
    min: 0,
    max: 0,
    rating: 0,
    option: '',
    order: 'newest',
    pageNumber: 1,
    pageSize: 50,
  } as ProductListQuery)!;
/** Takes in no change, which still ends every remembered match (as a real change would). */
const forget = () => index.apply([], [], []);

const timed: { ms: number; term: string }[] = [];
for (const term of terms) {
  const filter = filterOf(term);
  forget();
  const started = performance.now();
  index.search(filter, 'newest', 0, 50);
  timed.push({ ms: performance.now() - started, term });
}
const sum = timed.reduce((total, { ms }) => total + ms, 0);
timed.sort((a, b) => b.ms - a.ms);
say(`first reads: ${sum.toFixed(0)} ms in all, ${(sum / terms.length).toFixed(3)} ms a term`);
say(
  'slowest:',
  timed
    .slice(0, 8)
    .map(({ ms, term }) => `${JSON.stringify(term)} ${ms.toFixed(1)} ms`)
    .join(', '),
);

const swedish = [
  'lampor',
  'vaser',
  'skålar',
  'koppar',
  'mössor',
  'bla vas',
  'ljustake',
  'brcka',
  'gron',
  'plad',
];
for (const remembered of [false, true]) {
  let spent = 0;
  let reads = 0;
  forget();
  for (const text of swedish)
    for (const order of ['newest', 'lowest', 'highest', 'toprated'] as ListOrder[])
      for (const page of [0, 1, 2]) {
        if (!remembered) forget();
        const started = performance.now();
        index.search(filterOf(text), order, page * 50, 50);
        spent += performance.now() - started;
        reads++;
      }
  say(
    `Swedish texts, 4 orders × 3 pages, ${remembered ? 'remembered' : 'each read anew'}: ` +
      `${(spent / reads).toFixed(3)} ms a read`,
  );
}

// bench.ts's filters row: each category with a price range, a least rating and an order, first page.
const filterTimes: number[] = [];
for (const category of words.categories)
  for (const min of [0, 100, 250, 500, 1000])
    for (const width of [200, 400, 800, 1500, 3000])
      for (const rating of [0, 2, 3, 4])
        for (const order of ['newest', 'lowest', 'highest', 'toprated'] as ListOrder[]) {
          const filter = listingFilter({
            name: '',
            category,
            seller: '',
            min,
            max: min + width,
            rating,
            option: '',
            order,
            pageNumber: 1,
            pageSize: 50,
          } as ProductListQuery)!;
          const started = performance.now();
          index.search(filter, order, 0, 50);
          filterTimes.push(performance.now() - started);
        }
const filterSum = filterTimes.reduce((total, ms) => total + ms, 0);
say(
  `filters (category, price, rating, order): ${filterTimes.length} reads, ` +
    `${(filterSum / filterTimes.length).toFixed(3)} ms a read`,
);
