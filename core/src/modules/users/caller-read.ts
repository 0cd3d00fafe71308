import type { EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CoalescedReads } from '../../shared/coalesced-reads';
import { UserSchema, type User } from './user.entity';

/** A user's row as PostgreSQL returns it, before the ORM maps it (undefined: no such user). */
export type CallerRow = Record<string, unknown> | undefined;

/** The statement per ORM metadata (one per process; tests build several apps). */
const statements = new WeakMap<EntityMetadata, string>();

/**
 * The statement that reads a user as `findOne` does: every column but the lazy ones (the password hash),
 * listed from the entity's metadata, so a new column is read without an edit here.
 */
function statementFor(meta: EntityMetadata): string {
  let sql = statements.get(meta);
  if (!sql) {
    const columns = meta.props
      .filter((prop) => !prop.lazy && prop.persist !== false && prop.kind !== 'embedded')
      .flatMap((prop) => prop.fieldNames)
      .map((column) => `"${column}"`);
    sql = `select ${columns.join(', ')} from "${meta.tableName}" where "id" = ?`;
    statements.set(meta, sql);
  }
  return sql;
}

/**
 * The signed-in caller's row, as a managed entity of this request (a service may change and flush it, as
 * after `findOne`). One plain statement mapped by the ORM: building `findOne`'s query was the largest
 * part of core's CPU on a signed-in read (docs/performance.md, the seller's overview).
 *
 * With `shared`, identical reads of concurrent requests share one statement, never one begun before they
 * asked (coalesced-reads.ts), so each request still sees every change committed before it came — a
 * bumped token version, a removed role, a deleted user. Inside a transaction the read stays on the
 * transaction's connection, unshared, so it sees the transaction's own writes.
 */
export async function readCaller(
  em: EntityManager,
  id: string,
  shared?: CoalescedReads<CallerRow>,
): Promise<User | null> {
  const sql = statementFor(em.getMetadata().get(UserSchema));
  const read = async () => (await em.execute<Record<string, unknown>[]>(sql, [id]))[0];
  const row = shared && !em.isInTransaction() ? await shared.run(id, read) : await read();
  return row ? em.map(UserSchema, shared ? ownCopy(row) : row) : null;
}

/**
 * The request's own copy of a shared row: the entity may keep the row's objects (the payment settings'
 * JSON, the dates), and a request that changed them in place would change every other request's caller.
 */
function ownCopy(row: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row))
    copy[column] = typeof value === 'object' && value !== null ? structuredClone(value) : value;
  return copy;
}
