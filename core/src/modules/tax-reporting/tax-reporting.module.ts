import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { Dac7Service } from './dac7.service';
import { Migration20261127060003SellerTaxDetails } from './migrations/20261127060003-seller-tax-details';
import { Migration20261127060004PlatformOperator } from './migrations/20261127060004-platform-operator';
import { Migration20261127060005Dac7Reports } from './migrations/20261127060005-dac7-reports';
import { Migration20261127210001Dac7Messages } from './migrations/20261127210001-dac7-messages';
import { TaxDetailsService } from './tax-details.service';
import { taxReportingRoutes } from './tax-reporting.routes';

declare module '../../kernel/cradle' {
  interface Cradle {
    taxDetails: TaxDetailsService;
    dac7: Dac7Service;
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
  ],
  register(container) {
    container.register({
      taxDetails: asClass(TaxDetailsService).scoped(),
      dac7: asClass(Dac7Service).scoped(),
    });
  },
  routes: taxReportingRoutes,
};
