import type { AwilixContainer } from 'awilix';
import { DEFAULT_VAT_RATE } from '@torget/contract';
import type { Cradle } from '../../kernel/cradle';

/**
 * A shop that stops being VAT-registered sells every product at 0 %; one that registers again starts
 * from the default 25 % on every product (its seller then sets the lower rates, e.g. for food). The
 * products module writes its rows itself, in the transaction that saves the setting (the users module
 * publishes the change and may not import products).
 */
export function registerShopVatRates(container: AwilixContainer<Cradle>): void {
  container.cradle.events.onTransaction(
    'seller.vatRegistrationChanged',
    async (em, { userId, registered }) => {
      await em.execute('update products set vat_rate = ? where seller_id = ?', [
        registered ? DEFAULT_VAT_RATE : 0,
        userId,
      ]);
    },
  );
}
