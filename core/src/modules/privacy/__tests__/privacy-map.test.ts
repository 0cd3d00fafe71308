import { readFileSync } from 'node:fs';
import pg from 'pg';
import prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createTestDatabase } from '../../../testing';
import { renderPrivacyDoc } from '../privacy-doc';
import { privacyMap } from '../privacy-map';
import { privacyDocPath } from '../write-privacy-doc';

let database: { url: string; drop: () => Promise<void> };
let columns: string[];

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'));
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ name: string }>(
    `select c.table_name || '.' || c.column_name as name
     from information_schema.columns c
     join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
     order by 1`,
  );
  await client.end();
  columns = rows.map((row) => row.name);
});
afterAll(() => database.drop());

const mapped = (kind: 'personal' | 'notPersonal' | 'secret') =>
  privacyMap.flatMap((entry) => {
    const list = kind === 'personal' ? Object.keys(entry.personal) : (entry[kind] ?? []);
    return list.map((column) => `${entry.table}.${column}`);
  });

describe('the privacy map (docs/privacy.md)', () => {
  it('decides every column of every table: personal, not personal or secret', () => {
    const decided = [...mapped('personal'), ...mapped('notPersonal'), ...mapped('secret')];
    const undecided = columns.filter((column) => !decided.includes(column));
    expect(undecided, 'columns missing from core/src/modules/privacy/privacy-map.ts').toEqual([]);
    const gone = decided.filter((column) => !columns.includes(column));
    expect(gone, 'columns on the map that the database lacks').toEqual([]);
    expect(new Set(decided).size, 'a column decided twice').toBe(decided.length);
  });

  it('says why and how long for every table with personal data', () => {
    for (const entry of privacyMap.filter((e) => Object.keys(e.personal).length > 0)) {
      expect(entry.why, entry.table).not.toBe('');
      expect(entry.keptFor, entry.table).not.toBe('');
    }
  });

  it('is what docs/privacy.md says — run `npx tsx core/src/modules/privacy/write-privacy-doc.ts` after a change', async () => {
    const options = await prettier.resolveConfig(privacyDocPath);
    const expected = await prettier.format(renderPrivacyDoc(), { ...options, parser: 'markdown' });
    expect(readFileSync(privacyDocPath, 'utf8')).toBe(expected);
  });
});
