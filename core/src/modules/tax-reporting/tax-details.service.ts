import type { EntityManager } from '@mikro-orm/postgresql';
import { birthDateOf, type TaxDetails, type TaxDetailsDto } from '@torget/contract';
import { formatDate } from '@torget/i18n';

import { ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { checkPaymentAccount } from '../../shared/payment-account';
import type { SalesStop } from '../users/sales-stop';
import type { User } from '../users/user.entity';

interface Row {
  details: TaxDetails;
  updated_at: string;
}

/** The calendar day in Stockholm, as YYYY-MM-DD. */
const stockholmToday = () => formatDate(new Date(), 'sv', 'date');

/**
 * Sellers' tax details for DAC7 (docs/dac7.md): the `seller_tax_details` table is this module's alone. The
 * contract checks shapes and check digits; the rules that need today's date or another library live here.
 */
export class TaxDetailsService {
  constructor(private readonly deps: { em: EntityManager; salesStop: SalesStop }) {}

  async view(actor: User): Promise<TaxDetailsDto> {
    const [row] = await this.deps.em.execute<Row[]>(
      'select details, updated_at from seller_tax_details where user_id = ?',
      [actor.id],
    );
    // The stop is the users module's column, read from the caller's own row as this request loaded it.
    const salesStoppedAt = actor.salesStoppedAt ? new Date(actor.salesStoppedAt).toISOString() : null;
    return row
      ? {
          complete: true,
          details: row.details,
          updatedAt: new Date(row.updated_at).toISOString(),
          salesStoppedAt,
        }
      : { complete: false, details: null, updatedAt: null, salesStoppedAt };
  }

  async save(actor: User, details: TaxDetails): Promise<TaxDetailsDto> {
    if (details.kind === 'individual') {
      if (details.birthDate > stockholmToday())
        throw new ValidationError(msg('tax.birthDateFuture'), 'birthDate');
      if (birthDateOf(details.tin) !== details.birthDate)
        throw new ValidationError(msg('tax.birthDateMismatch'), 'birthDate');
    }
    checkPaymentAccount(details.account, 'account.number');
    // Given: the reminders end, and a stop for lacking them is lifted in the same transaction.
    const lifted = await this.deps.em.transactional(async (tx) => {
      await tx.execute(
        `insert into seller_tax_details (user_id, details, updated_at) values (?, ?::jsonb, now())
         on conflict (user_id) do update set details = excluded.details, updated_at = now()`,
        [actor.id, JSON.stringify(details)],
      );
      await tx.execute('delete from dac7_reminders where user_id = ?', [actor.id]);
      return this.deps.salesStop.lift(tx, actor.id);
    });
    if (lifted) await this.deps.salesStop.changed();
    // Given now, so no stop stands (the caller's row was loaded before the lift).
    return { ...(await this.view(actor)), salesStoppedAt: null };
  }
}
