import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { DEFAULT_LOCALE, formatDate, type Locale } from '@torget/i18n';
import type { Queue } from 'pg-boss';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/env';
import type { JobQueue } from '../../shared/job-queue';
import type { MailQueue } from '../mail/mail-queue';
import { mailT, recipientOf } from '../mail/templates/mail-text';
import type { SalesStop } from '../users/sales-stop';
import { sellerYears } from './dac7-figures';
import { dac7ReminderMail } from './dac7-mail';
import { MAX_EXCLUDED_EUR, MIN_SALES } from './dac7.service';

export const REMINDER_QUEUE = 'dac7-reminders';
/** The second reminder comes this many days after the first request … */
export const REMIND_AFTER_DAYS = 30;
/** … and the stop this many days after the second: 60 days after the request, as DAC7 asks at the least. */
export const STOP_AFTER_DAYS = 30;
const DAY_MS = 86_400_000;
const HOUR_SECONDS = 3600;

export const reminderQueues: Queue[] = [
  {
    name: REMINDER_QUEUE,
    retryLimit: 2,
    retryDelay: 300,
    expireInSeconds: 30 * 60,
    deleteAfterSeconds: 30 * 86400,
  },
];

export interface ReminderReport {
  asked: number;
  reminded: number;
  stopped: number;
}

type Person = { id: string; email: string; language: Locale | null; seller_name: string };

/** Sellers who have sold and have not given tax details, with what the mail needs. */
const LACKING = `from users u
  where u.is_seller and u.erased_at is null
    and not exists (select 1 from seller_tax_details d where d.user_id = u.id)`;

/**
 * DAC7 due diligence (docs/dac7.md): a seller who sells without tax details is asked at the first paid sale,
 * reminded after 30 days, and 30 days later, once over the reporting line (30 sales or 2 000 euro in this year
 * or the last), stopped from selling with a statement of reasons. Giving the details lifts the stop
 * (TaxDetailsService). Runs as a scheduled pg-boss job like the retention job; `run(now)` takes the clock.
 */
export class Dac7Reminders {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      orm: MikroORM;
      jobs: JobQueue;
      mailQueue: MailQueue;
      salesStop: SalesStop;
      config: AppConfig;
      logger: Logger;
    },
  ) {}

  /** The first request, in the payment's transaction, when the order's seller has no tax details. */
  async onPaid(tx: EntityManager, orderId: string, now = new Date()): Promise<void> {
    const [person] = await tx.execute<Person[]>(
      `select u.id, u.email, u.language, u.seller_name ${LACKING}
         and u.id = (select seller_id from orders where id = ?)
         and not exists (select 1 from dac7_reminders r where r.user_id = u.id)`,
      [orderId],
    );
    if (person) await this.ask(tx, person, now);
  }

  async run(now = new Date()): Promise<ReminderReport> {
    const em = this.deps.orm.em.fork();
    const report: ReminderReport = { asked: 0, reminded: 0, stopped: 0 };
    // Sellers who sold before anyone asked (a paid sale before this rule, or a payment marked by hand).
    const unasked = await em.execute<Person[]>(
      `select u.id, u.email, u.language, u.seller_name ${LACKING}
         and exists (select 1 from orders o where o.seller_id = u.id and o.is_paid)
         and not exists (select 1 from dac7_reminders r where r.user_id = u.id)`,
    );
    for (const person of unasked) {
      await em.transactional((tx) => this.ask(tx, person, now));
      report.asked++;
    }

    const due = await em.execute<Person[]>(
      `select u.id, u.email, u.language, u.seller_name ${LACKING}
         and exists (select 1 from dac7_reminders r
                     where r.user_id = u.id and r.second_sent_at is null and r.first_sent_at <= ?)`,
      [new Date(now.getTime() - REMIND_AFTER_DAYS * DAY_MS)],
    );
    for (const person of due) {
      const stopFrom = new Date(now.getTime() + STOP_AFTER_DAYS * DAY_MS);
      await em.transactional(async (tx) => {
        await tx.execute('update dac7_reminders set second_sent_at = ? where user_id = ?', [now, person.id]);
        await this.deps.mailQueue.enqueue(
          tx,
          dac7ReminderMail(recipientOf(person), {
            shop: person.seller_name,
            stopFrom: formatDate(stopFrom, person.language ?? DEFAULT_LOCALE, 'long'),
            link: this.link(),
          }),
        );
      });
      report.reminded++;
    }

    report.stopped = await this.stopOverTheLine(em, now);
    if (report.stopped) await this.deps.salesStop.changed();
    this.deps.logger.info({ dac7Reminders: report }, 'DAC7 reminder job ran');
    return report;
  }

  /** Stops each seller reminded twice, 30 days ago, still without details and over the line. */
  private async stopOverTheLine(em: EntityManager, now: Date): Promise<number> {
    const candidates = await em.execute<(Person & { first_sent_at: Date; second_sent_at: Date })[]>(
      `select u.id, u.email, u.language, u.seller_name, r.first_sent_at, r.second_sent_at
       from users u join dac7_reminders r on r.user_id = u.id
       where u.is_seller and u.erased_at is null and u.sales_stopped_at is null
         and not exists (select 1 from seller_tax_details d where d.user_id = u.id)
         and r.stopped_at is null and r.second_sent_at <= ?`,
      [new Date(now.getTime() - STOP_AFTER_DAYS * DAY_MS)],
    );
    if (!candidates.length) return 0;
    const year = Number(formatDate(now, 'sv', 'date').slice(0, 4));
    const over = new Map<string, { year: number; sales: number; ore: number }>();
    for (const y of [year - 1, year])
      for (const seller of await sellerYears(em, y)) {
        const sales = seller.sales.reduce((sum, n) => sum + n, 0);
        const ore = seller.considerationOre.reduce((sum, n) => sum + n, 0);
        if (sales >= MIN_SALES || ore / 100 / this.deps.config.dac7EurRate > MAX_EXCLUDED_EUR)
          over.set(seller.sellerId, { year: y, sales, ore });
      }
    let stopped = 0;
    for (const person of candidates) {
      const figures = over.get(person.id);
      if (!figures) continue;
      const t = mailT(person.language ?? DEFAULT_LOCALE);
      const date = (d: Date) => formatDate(d, person.language ?? DEFAULT_LOCALE, 'long');
      const done = await em.transactional(async (tx) => {
        const made = await this.deps.salesStop.stop(tx, person.id, {
          facts: t('dac7.stop.facts', {
            year: figures.year,
            sales: figures.sales,
            amount: t.money(figures.ore),
            first: date(person.first_sent_at),
            second: date(person.second_sent_at),
          }),
          ground: 'law',
          ground_reference: t('dac7.stop.reference'),
          ground_explanation: t('dac7.stop.explanation'),
        });
        if (made)
          await tx.execute('update dac7_reminders set stopped_at = ? where user_id = ?', [now, person.id]);
        return made;
      });
      if (done) stopped++;
    }
    return stopped;
  }

  private async ask(tx: EntityManager, person: Person, now: Date): Promise<void> {
    const [made] = await tx.execute<{ user_id: string }[]>(
      `insert into dac7_reminders (user_id, first_sent_at) values (?, ?) on conflict (user_id) do nothing
       returning user_id`,
      [person.id, now],
    );
    if (!made) return;
    await this.deps.mailQueue.enqueue(
      tx,
      dac7ReminderMail(recipientOf(person), { shop: person.seller_name, stopFrom: null, link: this.link() }),
    );
  }

  private link(): string {
    return `${this.deps.config.publicUrl}/tax_details/seller`;
  }

  async start(): Promise<void> {
    const boss = await this.deps.jobs.ready();
    await boss.work(REMINDER_QUEUE, async () => {
      await this.run();
    });
    const ask = () =>
      boss
        .send(REMINDER_QUEUE, {}, { singletonKey: 'hourly', singletonSeconds: HOUR_SECONDS })
        .catch((err: unknown) =>
          this.deps.logger.warn({ err }, 'DAC7 reminder job not queued; will ask again'),
        );
    await ask();
    this.timer = setInterval(ask, 10 * 60 * 1000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
