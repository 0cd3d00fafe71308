import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrate, openOrm, ormConfig, type Orm } from '../orm';

/** An empty database (not the migrated test template), as a new deployment starts from. */
const name = `m_${randomBytes(6).toString('hex')}`;
const adminUrl = inject('pgAdminUrl');
const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
};

const orms: Orm[] = [];
beforeAll(() => admin(`create database ${name}`));
afterAll(async () => {
  await Promise.all(orms.map((orm) => orm.close()));
  await admin(`drop database if exists ${name} with (force)`);
});

describe('start-up migrations', () => {
  it('run once when three instances boot together on an empty database, and none of them fails', async () => {
    orms.push(...(await Promise.all([1, 2, 3].map(() => openOrm(url)))));
    const results = await Promise.allSettled(orms.map((orm) => migrate(orm)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const applied = await orms[0]!.em
      .fork()
      .execute<{ name: string }[]>('select name from mikro_orm_migrations order by name');
    const expected = ormConfig(url).migrations!.migrationsList!.map((m) => m.name);
    expect(applied.map((row) => row.name)).toEqual(expected);
    expect(await orms[1]!.migrator.getPending()).toEqual([]);
  });
});
