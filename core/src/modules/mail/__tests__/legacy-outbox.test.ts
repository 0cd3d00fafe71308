import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { adoptLegacyOutbox } from '../legacy-outbox';
import { outbox } from './outbox';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const sql = <T = unknown>(query: string, params: unknown[] = []) =>
  app.orm.em.fork().execute<T[]>(query, params);
const outboxTable = async () =>
  (await sql<{ name: string | null }>(`select to_regclass('mail_outbox')::text as name`))[0]!.name;

describe('the old outbox table (before pg-boss)', () => {
  it('is dropped by the migration when it holds nothing unsent', async () => {
    expect(await outboxTable()).toBeNull();
  });

  it('has its unsent messages moved into the queue once, by one of two instances booting together', async () => {
    // The hand-written worker's table as an upgraded database still has it.
    await sql(`create table mail_outbox (
      id uuid primary key default gen_random_uuid(), recipient varchar(320) not null,
      subject varchar(500) not null, text_body text not null, html_body text not null,
      status varchar(10) not null default 'pending', sender varchar(400) null,
      created_at timestamptz not null default now())`);
    const row = (to: string, status: string, from: string | null = null) =>
      sql(
        `insert into mail_outbox (recipient, subject, text_body, html_body, status, sender)
         values (?, ?, 'Hej!', '<p>Hej!</p>', ?, ?)`,
        [to, `Till ${to}`, status, from],
      );
    await row('waiting@example.se', 'pending', 'Kafé <kafe@example.se>');
    await row('claimed@example.se', 'sending');
    await row('sent@example.se', 'sent');
    await row('failed@example.se', 'failed');

    const { mailQueue } = app.container.cradle;
    const moved = await Promise.all([
      adoptLegacyOutbox(app.orm.em.fork(), mailQueue),
      adoptLegacyOutbox(app.orm.em.fork(), mailQueue),
    ]);
    expect(moved.sort()).toEqual([0, 2]);
    expect(await outboxTable()).toBeNull();
    // Queued by one transaction, so they share a creation time: compared by recipient.
    const queued = (await outbox(app)).sort((a, b) => a.recipient.localeCompare(b.recipient));
    expect(
      queued.map(({ recipient, sender, subject, text_body, status }) => ({
        recipient,
        sender,
        subject,
        text_body,
        status,
      })),
    ).toEqual([
      {
        recipient: 'claimed@example.se',
        sender: null,
        subject: 'Till claimed@example.se',
        text_body: 'Hej!',
        status: 'created',
      },
      {
        recipient: 'waiting@example.se',
        sender: 'Kafé <kafe@example.se>',
        subject: 'Till waiting@example.se',
        text_body: 'Hej!',
        status: 'created',
      },
    ]);
    // Booting again finds nothing left to move.
    expect(await adoptLegacyOutbox(app.orm.em.fork(), mailQueue)).toBe(0);
  });
});
