import type { EntityManager } from '@mikro-orm/postgresql';
import type { PreparedFigures } from './prepared-figures';

/** The one row of a figures statement: each figure's rows under `f0`, `f1`, … */
export type FiguresRow = Record<string, never[]>;

/**
 * One figure of an overview: the query that computes it in PostgreSQL (`?` parameters) and how its rows
 * become the answer's figure. Rows arrive as JSON: counts and sums as numbers, dates as `YYYY-MM-DD`,
 * instants as ISO strings with an offset.
 */
export interface Figure<T> {
  sql: string;
  params: unknown[];
  read: (rows: never[]) => T;
}

export const figure = <Row, T>(sql: string, params: unknown[], read: (rows: Row[]) => T): Figure<T> => ({
  sql,
  params,
  read: read as (rows: never[]) => T,
});

type Answers<F> = { [K in keyof F]: F[K] extends Figure<infer T> ? T : never };

/**
 * Several figures in one statement: each figure stays its own query (a subquery whose rows come back as
 * one JSON array, in the query's own order: `array(subquery)` keeps the order the subquery returns), and
 * the request makes one round trip on one pooled connection. Measured on the seller's overview (11
 * statements before, docs/performance.md): most of core's CPU per answer and much of PostgreSQL's was the
 * per-statement work, not the figures, and 20 requests' parallel figures queued for the pool's 10
 * connections.
 */
export async function readFigures<F extends Record<string, Figure<unknown>>>(
  em: EntityManager,
  figures: F,
  through: { prepared?: PreparedFigures } = {},
): Promise<Answers<F>> {
  const { sql, params } = figuresStatement(figures);
  // Inside a transaction the statement must see its uncommitted writes: on its connection.
  const row =
    through.prepared && !em.isInTransaction()
      ? await through.prepared.run(sql, params)
      : (await em.execute<FiguresRow[]>(sql, params))[0]!;
  return Object.fromEntries(
    Object.entries(figures).map(([name, figure], i) => [name, figure.read(row[`f${i}`]!)]),
  ) as Answers<F>;
}

/** The one statement that reads these figures: a column `f0`, `f1`, … per figure, in the record's order. */
export function figuresStatement(figures: Record<string, Figure<unknown>>) {
  const list = Object.values(figures);
  return {
    sql: `select ${list.map((figure, i) => `to_json(array(select row_to_json(f) from (${figure.sql}) f)) as f${i}`).join(',\n')}`,
    params: list.flatMap((figure) => figure.params),
  };
}
