import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Dac7ReportDto, PlatformOperator, TaxDetails } from '@torget/contract';
import { formatDate, type Locale } from '@torget/i18n';
import { ConflictError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { MailQueue } from '../mail/mail-queue';
import { recipientOf } from '../mail/templates/mail-text';
import { quarterFeesOre, sellerYears } from './dac7-figures';
import { dac7CopyMail } from './dac7-mail';
import { dpiXml, type ReportedSeller } from './dac7-xml';

/** Excluded sellers (docs/dac7.md): fewer than this many sales … */
export const MIN_SALES = 30;
/** … and at most this much consideration in the year, in euro. */
export const MAX_EXCLUDED_EUR = 2000;

const sek = (ore: number) => Math.round(ore) / 100;

/** The yearly DAC7 report (docs/dac7.md): figures per seller and quarter, and the DPI XML file for Skatteverket. */
export class Dac7Service {
  constructor(private readonly deps: { em: EntityManager; mailQueue: MailQueue }) {}

  async operator(): Promise<PlatformOperator | null> {
    const [row] = await this.deps.em.execute<{ details: PlatformOperator }[]>(
      'select details from platform_operator where id = 1',
    );
    return row?.details ?? null;
  }

  async saveOperator(details: PlatformOperator): Promise<PlatformOperator> {
    await this.deps.em.execute(
      `insert into platform_operator (id, details) values (1, ?::jsonb)
       on conflict (id) do update set details = excluded.details, updated_at = now()`,
      [JSON.stringify(details)],
    );
    return details;
  }

  async report({ year, eurRate }: { year: number; eurRate: number }): Promise<Dac7ReportDto> {
    const currentYear = Number(formatDate(new Date(), 'sv', 'date').slice(0, 4));
    if (year > currentYear) throw new ValidationError(msg('dac7.futureYear'), 'year');
    const [sellers, withDetails] = await Promise.all([sellerYears(this.deps.em, year), this.detailsOf()]);
    return {
      year,
      eurRate,
      sellers: sellers.map((seller) => {
        const fees = quarterFeesOre(seller, year);
        const sales = seller.sales.reduce((sum, n) => sum + n, 0);
        const considerationOre = seller.considerationOre.reduce((sum, n) => sum + n, 0);
        const excluded = sales < MIN_SALES && considerationOre / 100 / eurRate <= MAX_EXCLUDED_EUR;
        return {
          _id: seller.sellerId,
          shopName: seller.shopName,
          quarters: [0, 1, 2, 3].map((q) => ({
            sales: seller.sales[q]!,
            consideration: sek(seller.considerationOre[q]!),
            fees: sek(fees[q]!),
            taxes: 0,
          })),
          sales,
          consideration: sek(considerationOre),
          reportable: !excluded,
          hasTaxDetails: withDetails.has(seller.sellerId),
        };
      }),
    };
  }

  /** The DPI file: a first report (DPI401) of every reportable seller; refused while one lacks tax details. */
  async xml(query: { year: number; eurRate: number }): Promise<{ xml: string; fileName: string }> {
    const operator = await this.operator();
    if (!operator) throw new ConflictError(msg('dac7.noOperator'), 'DAC7_NO_OPERATOR');
    const report = await this.report(query);
    const details = await this.detailsOf();
    const reportable = report.sellers.filter((seller) => seller.reportable);
    const lacking = reportable.filter((seller) => !details.has(seller._id));
    if (lacking.length)
      throw new ConflictError(
        msg('dac7.lackingDetails', { shops: lacking.map((seller) => seller.shopName).join(', ') }),
        'DAC7_LACKING_DETAILS',
      );
    const sellers: ReportedSeller[] = reportable.map((seller) => ({
      ...seller,
      details: details.get(seller._id)!,
    }));
    const messageRefId = await this.messageOf(query.year, operator, sellers);
    return {
      xml: dpiXml({ operator, year: query.year, messageRefId, sellers, now: new Date() }),
      fileName: `dac7-${query.year}.xml`,
    };
  }

  /**
   * The year's message reference, made with the first file of the year; that first time each reportable
   * seller is mailed their copy, in the same transaction.
   */
  private messageOf(year: number, operator: PlatformOperator, sellers: ReportedSeller[]): Promise<string> {
    return this.deps.em.transactional(async (tx) => {
      const fresh = `SE${operator.tin.replace(/\D/g, '')}-${year}-${randomUUID()}`;
      const [made] = await tx.execute<{ message_ref_id: string }[]>(
        `insert into dac7_reports (year, message_ref_id) values (?, ?) on conflict (year) do nothing
         returning message_ref_id`,
        [year, fresh],
      );
      if (!made) {
        const [kept] = await tx.execute<{ message_ref_id: string }[]>(
          'select message_ref_id from dac7_reports where year = ?',
          [year],
        );
        return kept!.message_ref_id;
      }
      const people = await tx.execute<{ id: string; email: string; language: Locale | null }[]>(
        `select id, email, language from users where id in (${sellers.map(() => '?').join(', ') || 'null'})`,
        sellers.map((seller) => seller._id),
      );
      for (const person of people) {
        const seller = sellers.find((s) => s._id === person.id)!;
        await this.deps.mailQueue.enqueue(tx, dac7CopyMail(recipientOf(person), year, seller));
      }
      return made.message_ref_id;
    });
  }

  private async detailsOf(): Promise<Map<string, TaxDetails>> {
    const rows = await this.deps.em.execute<{ user_id: string; details: TaxDetails }[]>(
      'select user_id, details from seller_tax_details',
    );
    return new Map(rows.map((row) => [row.user_id, row.details]));
  }
}
