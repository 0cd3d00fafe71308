import type { TestApp } from '../../../testing';

export interface OutboxRow {
  recipient: string;
  sender: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
  attempts: number;
}

const readOutbox = (app: TestApp) =>
  app.orm.em
    .fork()
    .execute<OutboxRow[]>(
      'select recipient, sender, subject, text_body, html_body, status, attempts from mail_outbox order by created_at, id',
    );

/**
 * The queued mail, oldest first. Mail is queued in the transaction of the change, so it is there when
 * the call answers; this still waits (up to ~2 s) until `ready` holds, for callers that expect more.
 */
export async function outbox(
  app: TestApp,
  ready: number | ((rows: OutboxRow[]) => boolean) = 0,
): Promise<OutboxRow[]> {
  const done = typeof ready === 'number' ? (rows: OutboxRow[]) => rows.length >= ready : ready;
  for (let i = 0; ; i++) {
    const rows = await readOutbox(app);
    if (done(rows) || i > 100) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const mailTo = (rows: OutboxRow[], recipient: string) =>
  rows.filter((row) => row.recipient === recipient);

/** Waits until `recipient` has `count` queued messages and answers them, oldest first. */
export async function mailFor(app: TestApp, recipient: string, count = 1): Promise<OutboxRow[]> {
  return mailTo(await outbox(app, (rows) => mailTo(rows, recipient).length >= count), recipient);
}
