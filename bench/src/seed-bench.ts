import path from 'node:path';
import { openBenchDatabase } from './database';
import { seedBench } from './seed';

/** `npm run seed:bench -- --products 100000` (DATABASE_URL, or an embedded database under .data/bench). */
const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

const products = arg('products', 100_000);
const started = performance.now();
const database = await openBenchDatabase(path.resolve(import.meta.dirname, '../../.data/bench'));
await seedBench(database.url, products);
console.warn(
  `seeded ${products} products in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.url})`,
);
await database.stop();
