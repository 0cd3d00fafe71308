import type { EntityManager } from '@mikro-orm/postgresql';
import {
  traderRequirements,
  type TraderDetailsBody,
  type TraderDetailsDto,
  type TraderRequirement,
} from '@torget/contract';
import { LOCALES, type LocalizedText } from '@torget/i18n';
import type { Cradle } from '../../kernel/cradle';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { msg, render } from '../../shared/messages';
import { checkPaymentAccount, type PaymentAccount } from '../../shared/payment-account';
import type { User } from './user.entity';

interface Row {
  payment_account: PaymentAccount | null;
  certified_at: Date | null;
  id_document_uploaded_at: Date | null;
}

interface Deps {
  em: EntityManager;
  /** The site setting `require_trader_details` (the settings module's). */
  settings: Cradle['settings'];
  /** The image check every upload passes (the uploads module's). */
  uploads: Cradle['uploads'];
}

/**
 * Where each requirement is given: the column of `trader_details` that is set once it is. The service's
 * checklist and the to-do lists' SQL (`lacksTraderDetails`) both read the rule from here.
 */
const givenIn = {
  id_document: 'id_document_uploaded_at',
  payment_account: 'payment_account',
  self_certification: 'certified_at',
} as const satisfies Record<TraderRequirement, keyof Row>;

/** An SQL condition on a users row (alias `u`): some trader detail is missing. */
export const lacksTraderDetails = `not exists (select 1 from trader_details t where t.user_id = u.id and ${Object.values(
  givenIn,
)
  .map((column) => `t.${column} is not null`)
  .join(' and ')})`;

/**
 * Which requirements a user has given, as one SQL query (`?`: the user's id; one row of booleans, or none),
 * for figures statements that read it with their other figures (the seller's overview); `missing` reads it.
 */
export type TraderDetailsGivenRow = Record<TraderRequirement, boolean>;
export const traderDetailsGiven = {
  sql: `select ${Object.entries(givenIn)
    .map(([item, column]) => `${column} is not null as ${item}`)
    .join(', ')} from trader_details where user_id = ?`,
  missing: (row: TraderDetailsGivenRow | undefined): TraderRequirement[] =>
    traderRequirements.filter((item) => !row?.[item]),
};

const none: Row = { payment_account: null, certified_at: null, id_document_uploaded_at: null };

/** What is missing, in checklist order. */
const missingOf = (row: Row): TraderRequirement[] =>
  traderRequirements.filter((item) => row[givenIn[item]] === null);

/** The missing items as one list in each language ("ett ID-dokument och betalkontot"). */
const listed = (items: TraderRequirement[]): LocalizedText =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        items.map((item) => render(msg(`traders.missing.${item}`), locale)),
      ),
    ]),
  ) as LocalizedText;

/**
 * Known traders (DSA Art. 30; docs/notices.md): the `trader_details` rows. The copy of the ID document is
 * written here and read back only by `idDocument`, which only the admins' call reaches.
 */
export class TraderDetailsService {
  constructor(private readonly deps: Deps) {}

  async view(userId: string): Promise<TraderDetailsDto> {
    const row = await this.row(this.deps.em, userId);
    const { traderDetails } = await this.deps.settings.requirements();
    return {
      payment_account: row.payment_account,
      certified_at: row.certified_at && new Date(row.certified_at).toISOString(),
      id_document_uploaded_at:
        row.id_document_uploaded_at && new Date(row.id_document_uploaded_at).toISOString(),
      missing: missingOf(row),
      required: traderDetails,
    };
  }

  /** The payment account and the self-certification, given together; certifying again keeps the first date. */
  async save(actor: User, input: TraderDetailsBody): Promise<TraderDetailsDto> {
    checkPaymentAccount(input.payment_account, 'payment_account.number');
    await this.deps.em.execute(
      `insert into trader_details (user_id, payment_account, certified_at) values (?, ?::jsonb, now())
       on conflict (user_id) do update set payment_account = excluded.payment_account,
         certified_at = coalesce(trader_details.certified_at, excluded.certified_at), updated_at = now()`,
      [actor.id, JSON.stringify(input.payment_account)],
    );
    return this.view(actor.id);
  }

  /** A photo or scan of the ID document, checked and re-encoded like every upload (no metadata kept). */
  async saveIdDocument(actor: User, bytes: Buffer): Promise<TraderDetailsDto> {
    const file = await this.deps.uploads.imageFile(bytes);
    await this.deps.em.execute(
      `insert into trader_details (user_id, id_document, id_document_uploaded_at) values (?, ?, now())
       on conflict (user_id) do update set id_document = excluded.id_document,
         id_document_uploaded_at = now(), updated_at = now()`,
      [actor.id, file.bytes],
    );
    return this.view(actor.id);
  }

  /** The copy of the ID document (WebP); for admins only (the route's access). */
  async idDocument(userId: string): Promise<Buffer> {
    const [row] = await this.deps.em.execute<{ id_document: Buffer | null }[]>(
      'select id_document from trader_details where user_id = ?',
      [userId],
    );
    if (!row?.id_document) throw new NotFoundError(msg('traders.noIdDocument'), 'NO_ID_DOCUMENT');
    return row.id_document;
  }

  /**
   * Refuses to open a shop whose trader lacks any of the details while the marketplace requires them, naming
   * what is missing (409). Run in the approval's transaction.
   */
  async checkComplete(tx: EntityManager, userId: string): Promise<void> {
    const { traderDetails } = await this.deps.settings.requirements();
    if (!traderDetails) return;
    const missing = missingOf(await this.row(tx, userId));
    if (missing.length)
      throw new ConflictError(
        msg('users.openNeedsTraderDetails', { missing: listed(missing) }),
        'TRADER_DETAILS_MISSING',
      );
  }

  private async row(em: EntityManager, userId: string): Promise<Row> {
    const [row] = await em.execute<Row[]>(
      'select payment_account, certified_at, id_document_uploaded_at from trader_details where user_id = ?',
      [userId],
    );
    return row ?? none;
  }
}
