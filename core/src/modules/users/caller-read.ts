import type { EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserSchema, type User } from './user.entity';

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
 */
export async function readCaller(em: EntityManager, id: string): Promise<User | null> {
  const sql = statementFor(em.getMetadata().get(UserSchema));
  const [row] = await em.execute<Record<string, unknown>[]>(sql, [id]);
  return row ? em.map(UserSchema, row) : null;
}
