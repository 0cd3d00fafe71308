import type pg from 'pg';
import { words } from './seed';

/**
 * What the bench asks, in one place: `bench.ts` sends these over HTTP, `search-index.ts` puts the same to the
 * catalogue index alone and `allocations.ts` loads core with them, so the three measure the same reads.
 */

export const ORDERS = ['newest', 'lowest', 'highest', 'toprated'] as const;

/**
 * What people type: up to `limit` distinct pieces (3–6 letters) of real product names, most matching
 * thousands, drawn with a fixed seed so every run asks the same.
 */
export async function distinctTerms(client: pg.Client, limit: number): Promise<string[]> {
  await client.query('select setseed(0.42)');
  const { rows } = await client.query<{ term: string }>(
    `select distinct term from (
       select lower(substr(name, 1 + (random() * greatest(length(name) - 5, 0))::int, 3 + (random() * 3)::int)) as term
       from products, generate_series(1, 3)) pieces
     where length(trim(term)) >= 3 limit $1`,
    [limit],
  );
  return rows.map((row) => row.term);
}

/** 8 categories × 5 lower bounds × 5 widths × 4 ratings × 4 orders = 3 200 distinct filters (prices in kr). */
export const FILTERS = words.categories.flatMap((category) =>
  [0, 100, 250, 500, 1000].flatMap((min) =>
    [200, 400, 800, 1500, 3000].flatMap((width) =>
      [0, 2, 3, 4].flatMap((rating) =>
        ORDERS.map((order) => ({ category, min, max: min + width, rating, order })),
      ),
    ),
  ),
);

// Issue 25: what Swedish shoppers type for these products — plurals, no å/ä/ö, one letter missed or
// wrong, several words.
export const SWEDISH_TERMS = [
  'lampor',
  'vaser',
  'skålar',
  'koppar',
  'mössor',
  'pallar',
  'krukor',
  'ljusstakar',
  'brickor',
  'korgar',
  'plädar',
  'skal',
  'mossa',
  'plad',
  'gron',
  'bla vas',
  'ljustake',
  'klasisk',
  'nordsk',
  'brcka',
  'blå lampor',
  'nordisk vaser',
  'grön krukor',
  'ull plädar',
  'rustika korgar',
  'lampa modern',
];

/** Prefixes as the search box sends them while someone types (2–6 letters of the names' words and shops). */
export const SUGGESTION_PREFIXES = [...words.things, ...words.styles, 'Benchbutik']
  .flatMap((word) => [2, 3, 4, 5, 6].map((n) => word.slice(0, n).toLowerCase()))
  .filter((prefix, i, all) => prefix.length >= 2 && all.indexOf(prefix) === i);
