import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { Dac7Reminders, reminderQueues } from './dac7-reminders';
import { Dac7Service } from './dac7.service';
import { Migration20261127060003SellerTaxDetails } from './migrations/20261127060003-seller-tax-details';
import { Migration20261127060004PlatformOperator } from './migrations/20261127060004-platform-operator';
import { Migration20261127060005Dac7Reports } from './migrations/20261127060005-dac7-reports';
import { Migration20261127210001Dac7Messages } from './migrations/20261127210001-dac7-messages';
import { Migration20261128110004Dac7Reminders } from './migrations/20261128110004-dac7-reminders';
import { TaxDetailsService } from './tax-details.service';
import { taxReportingRoutes } from './tax-reporting.routes';

declare module '../../kernel/cradle' {
  interface Cradle {
    taxDetails: TaxDetailsService;
    dac7: Dac7Service;
    dac7Reminders: Dac7Reminders;
  }
}

/** DAC7 (docs/dac7.md): sellers' tax details and the yearly report of their sales to Skatteverket. */
export const taxReportingModule: CoreModule = {
  name: 'tax-reporting',
  migrations: [
    { name: '20261127060003-seller-tax-details', class: Migration20261127060003SellerTaxDetails },
    { name: '20261127060004-platform-operator', class: Migration20261127060004PlatformOperator },
    { name: '20261127060005-dac7-reports', class: Migration20261127060005Dac7Reports },
    { name: '20261127210001-dac7-messages', class: Migration20261127210001Dac7Messages },
    { name: '20261128110004-dac7-reminders', class: Migration20261128110004Dac7Reminders },
  ],
  register(container) {
    container.register({
      taxDetails: asClass(TaxDetailsService).scoped(),
      dac7: asClass(Dac7Service).scoped(),
      dac7Reminders: asClass(Dac7Reminders).singleton(),
    });
    for (const queue of reminderQueues) container.cradle.jobs.declare(queue);
    // A seller's first paid sale without tax details asks for them, in the payment's transaction.
    container.cradle.events.onTransaction('order.paid', (em, { orderId }) =>
      container.cradle.dac7Reminders.onPaid(em, orderId),
    );
  },
  async start(container) {
    await container.cradle.dac7Reminders.start();
  },
  async stop(container) {
    container.cradle.dac7Reminders.stop();
  },
  routes: taxReportingRoutes,
};
