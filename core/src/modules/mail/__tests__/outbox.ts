import type { TestApp } from '../../../testing';

export interface OutboxRow {
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
  attempts: number;
}

/** The queued mail, oldest first; waits until at least `atLeast` rows exist (subscribers run asynchronously). */
export async function outbox(app: TestApp, atLeast = 0): Promise<OutboxRow[]> {
  for (let i = 0; ; i++) {
    const rows = await app.orm.em
      .fork()
      .execute<OutboxRow[]>(
        'select recipient, subject, text_body, html_body, status, attempts from mail_outbox order by created_at, id',
      );
    if (rows.length >= atLeast || i > 100) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const mailTo = (rows: OutboxRow[], recipient: string) =>
  rows.filter((row) => row.recipient === recipient);
