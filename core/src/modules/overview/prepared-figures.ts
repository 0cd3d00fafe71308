import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { queryPool } from '../../db/connection-budget';
import type { FiguresRow } from './figures';

/**
 * Figures statements as named prepared statements, on the instance's one pool (db/connection-budget.ts;
 * the ORM sends each statement unnamed, so PostgreSQL parses and plans it on every run). Planning the seller's overview, ten
 * subqueries, cost 1.4–1.7 ms of PostgreSQL's CPU per answer, as much as running them: measured on the
 * bench's shop with 100 000 orders, about 3.0–3.3 → 1.0–1.2 ms per answer for 30 days and 4.2–4.4 → 1.7–2.0
 * ms for 52 weeks (docs/performance.md). After five runs on a connection PostgreSQL may keep one generic
 * plan, made for an average shop, when it costs no more than the plans made for each run's values. Every
 * figure's read is bounded by one shop's rollup rows or a partial index on the shop, so that plan also
 * suits the largest shop (checked on the bench's; before the reviews and weekly rollups it did not: the
 * generic plan joined the reviews per product). Statements are named by their text, so each text is
 * prepared once per connection; the answers are those of the same statement sent unnamed.
 */
export class PreparedFigures {
  private readonly pool: pg.Pool;

  constructor({ orm }: { orm: MikroORM }) {
    // Its idle connections stay five minutes, so their prepared plans are kept (db/orm.ts).
    this.pool = queryPool(orm);
  }

  /** The one row of a figures statement written with `?` parameters (figures.ts uses `?` for nothing else). */
  async run(sql: string, params: unknown[]): Promise<FiguresRow> {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    if (n !== params.length) throw new Error(`figures statement: ${n} placeholders, ${params.length} values`);
    const name = `overview-${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    const { rows } = await this.pool.query<FiguresRow>({ name, text, values: params });
    return rows[0]!;
  }
}
