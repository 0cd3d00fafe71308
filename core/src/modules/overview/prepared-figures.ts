import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { FiguresRow } from './figures';

/**
 * Figures statements as named prepared statements, on a small pool of their own (the ORM sends each
 * statement unnamed, so PostgreSQL parses and plans it on every run). Planning the seller's overview, ten
 * subqueries, cost about 1.3–2 ms of PostgreSQL's CPU per answer, as much as running it: measured on the
 * bench's shop with 100 000 orders, 2.9 → 1.1 ms per answer for 30 days and 3.5 → 1.8 ms for 52 weeks
 * (docs/performance.md). After five runs on a connection PostgreSQL keeps one generic plan when it costs no
 * more than the plans made for each run's parameters; every figure reads a shop's rows by an index on the
 * shop, so that plan suits a small shop and a large one alike (it did not before the reviews and weekly
 * rollups, when the reviews were joined per product). Statements are named by their text, so each text is
 * prepared once per connection. Answers are those of the same statement sent unnamed.
 */
export class PreparedFigures {
  private readonly pool: pg.Pool;

  constructor({ orm }: { orm: MikroORM }) {
    this.pool = new pg.Pool({
      connectionString: orm.config.get('clientUrl'),
      application_name: 'torget-overview',
      // The figures are CPU in PostgreSQL: more at once than the machine has cores only queue there.
      max: 4,
    });
    // An idle connection the server dropped must not take the process down; the next query reconnects.
    this.pool.on('error', () => {});
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

  close(): Promise<void> {
    return this.pool.end();
  }
}
