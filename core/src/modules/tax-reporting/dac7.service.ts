import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  Dac7CopyDto,
  Dac7MessagesDto,
  Dac7ReportDto,
  PlatformOperator,
  TaxDetails,
} from '@torget/contract';
import { formatDate, type Locale } from '@torget/i18n';
import type { AppConfig } from '../../config/env';
import { ConflictError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { MailQueue } from '../mail/mail-queue';
import { recipientOf } from '../mail/templates/mail-text';
import { quarterFeesOre, sellerYears } from './dac7-figures';
import { dac7CopyMail } from './dac7-mail';
import { copiesOf, lockDraft, markSent, messagesOf, sentDocuments, writeDraft } from './dac7-messages';
import { planMessage } from './dac7-plan';
import { dpiXml, type ReportedSeller } from './dac7-xml';

/** Excluded sellers (docs/dac7.md): fewer than this many sales … */
export const MIN_SALES = 30;
/** … and at most this much consideration in the year, in euro. */
export const MAX_EXCLUDED_EUR = 2000;

const sek = (ore: number) => Math.round(ore) / 100;

/** The yearly DAC7 report (docs/dac7.md): figures per seller and quarter, and the DPI XML file for Skatteverket. */
export class Dac7Service {
  constructor(private readonly deps: { em: EntityManager; mailQueue: MailQueue; config: AppConfig }) {}

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

  /**
   * The year's next DPI file (dac7-plan.ts): a first report, or once one is marked as sent, a correction. It is
   * kept as the year's draft, so marking it as sent records exactly what the file said. Refused while the
   * operator or a reportable seller's tax details are missing, and when nothing changed since the last one sent.
   */
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
    const fresh = `SE${operator.tin.replace(/\D/g, '')}-${query.year}-${randomUUID()}`;
    const made = await this.deps.em.transactional(async (tx) => {
      const sent = await sentDocuments(tx, query.year);
      const messageRefId = await lockDraft(tx, query.year, fresh);
      // A DocRefId is new for every message (a draft keeps its own), so a correction never repeats one.
      const planned = planMessage({
        operator,
        reportable: sellers,
        sent,
        refOf: (part) => `${messageRefId}-${part}`,
      });
      if (!planned)
        throw new ConflictError(msg('dac7.nothingChanged', { year: query.year }), 'DAC7_NOTHING_CHANGED');
      await writeDraft(tx, messageRefId, { ...planned, eurRate: query.eurRate });
      return { messageRefId, planned, correction: sent.length > 0 };
    });
    return {
      xml: dpiXml({ year: query.year, messageRefId: made.messageRefId, ...made.planned, now: new Date() }),
      fileName: made.correction ? `dac7-${query.year}-rattelse.xml` : `dac7-${query.year}.xml`,
    };
  }

  /** The seller's copy of what was reported about them, per year (informationsuppgift). */
  async copies(seller: { id: string }): Promise<{ copies: Dac7CopyDto[] }> {
    return { copies: await copiesOf(this.deps.em, seller.id) };
  }

  messages(year: number): Promise<Dac7MessagesDto> {
    return messagesOf(this.deps.em, year).then((messages) => ({ year, messages }));
  }

  /**
   * The admin has sent the draft `messageRefId` to Skatteverket: it becomes what later files correct, and each
   * seller with a new or corrected part is mailed their copy (informationsuppgift), in the same transaction.
   */
  async markSent({ year, messageRefId }: { year: number; messageRefId: string }): Promise<Dac7MessagesDto> {
    await this.deps.em.transactional(async (tx) => {
      const documents = await markSent(tx, year, messageRefId);
      if (!documents) throw new ConflictError(msg('dac7.notTheDraft'), 'DAC7_NOT_THE_DRAFT');
      const copies = documents.filter((doc) => doc.docTypeIndic === 'OECD1' || doc.docTypeIndic === 'OECD2');
      if (!copies.length) return;
      const people = await tx.execute<{ id: string; email: string; language: Locale | null }[]>(
        `select id, email, language from users where erased_at is null and id in (${copies.map(() => '?').join(', ')})`,
        copies.map((doc) => doc.sellerId),
      );
      for (const person of people) {
        const doc = copies.find((d) => d.sellerId === person.id)!;
        await this.deps.mailQueue.enqueue(
          tx,
          dac7CopyMail(
            recipientOf(person),
            year,
            doc.content as ReportedSeller,
            `${this.deps.config.publicUrl}/tax_details/seller`,
          ),
        );
      }
    });
    return this.messages(year);
  }

  private async detailsOf(): Promise<Map<string, TaxDetails>> {
    const rows = await this.deps.em.execute<{ user_id: string; details: TaxDetails }[]>(
      'select user_id, details from seller_tax_details',
    );
    return new Map(rows.map((row) => [row.user_id, row.details]));
  }
}
