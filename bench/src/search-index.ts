import path from 'node:path';
import pg from 'pg';
import { CatalogueIndex, ColumnStore } from '../../core/src/modules/products/catalogue-index/catalogue-index';
import {
  INDEX_ROWS,
  toIndexed,
  type IndexRow,
} from '../../core/src/modules/products/catalogue-index/catalogue-index-sync';
import { listingFilter } from '../../core/src/modules/products/product-search';
import { productListQuery, type ProductListQuery } from '@torget/contract';
import { openBenchDatabase } from './database';
import { distinctTerms, FILTERS, ORDERS, SWEDISH_TERMS } from './workloads';

/**
 * `npm run search:index -w @torget/bench`: the catalogue index alone, in this process, on the bench's
 * catalogue (`npm run seed:bench` first: DATABASE_URL, else .data/bench). No HTTP and no PostgreSQL while
 * timing: what a search costs the index, read by read.
 *
 * - first reads: distinct terms drawn from the names as bench.ts draws them (`TERMS`, default 3 000),
 *   each with the remembered matches dropped before it;
 * - paging and sorting anew: bench.ts's Swedish texts, each in four orders on three pages, as remembered
 *   matches serve them;
 * - bench.ts's 3 200 filters (category, price, least rating, order), first page.
 */
/** The report goes to stdout. */
const say = (...parts: unknown[]) => process.stdout.write(`${parts.map(String).join(' ')}\n`);

const database = await openBenchDatabase(path.resolve(import.meta.dirname, '../../.data/bench'));
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const rows = (await client.query<IndexRow>(INDEX_ROWS)).rows;
const terms = await distinctTerms(client, Number(process.env.TERMS ?? 3_000));
await client.end();
await database.stop();

const store = new ColumnStore();
for (const row of rows) store.append(toIndexed(row));
const index = await CatalogueIndex.build(store);
say(`${rows.length} listed products, ${terms.length} distinct terms`);

/** The filter of a catalogue read: the listing's query as the API parses it, with its defaults. */
const filterOf = (query: Partial<ProductListQuery>) => listingFilter(productListQuery.parse(query))!;
/** Takes in no change, which still ends every remembered match (as a real change would). */
const forget = () => index.apply([], [], []);

const timed: { ms: number; term: string }[] = [];
for (const term of terms) {
  const filter = filterOf({ name: term });
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

for (const remembered of [false, true]) {
  let spent = 0;
  let reads = 0;
  forget();
  for (const text of SWEDISH_TERMS)
    for (const order of ORDERS)
      for (const page of [0, 1, 2]) {
        if (!remembered) forget();
        const started = performance.now();
        index.search(filterOf({ name: text }), order, page * 50, 50);
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
for (const { category, min, max, rating, order } of FILTERS) {
  const filter = filterOf({ category, min, max, rating, order });
  const started = performance.now();
  index.search(filter, order, 0, 50);
  filterTimes.push(performance.now() - started);
}
const filterSum = filterTimes.reduce((total, ms) => total + ms, 0);
say(
  `filters (category, price, rating, order): ${filterTimes.length} reads, ` +
    `${(filterSum / filterTimes.length).toFixed(3)} ms a read`,
);
