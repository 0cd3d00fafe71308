import type { TestApp } from '../../../testing';
import { JOB_SCHEMA } from '../../../shared/job-queue';
import { MAIL_QUEUE } from '../mail-queue';

export interface OutboxRow {
  recipient: string;
  sender: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** pg-boss's job state: created, retry, active, completed, failed. */
  status: string;
  /** Times the message was claimed after its first attempt (pg-boss's retry_count). */
  retries: number;
}

const readOutbox = (app: TestApp) =>
  app.orm.em.fork().execute<OutboxRow[]>(
    `select data->>'to' as recipient, data->>'from' as sender, data->>'subject' as subject,
       data->>'text' as text_body, data->>'html' as html_body, state::text as status, retry_count as retries
     from ${JOB_SCHEMA}.job where name = ? order by created_on, id`,
    [MAIL_QUEUE],
  );

/**
 * The queued mail (the pg-boss queue's jobs), oldest first. Mail is queued in the transaction of the change, so it is there when
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
