import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { Migration20261127060003SellerTaxDetails } from './migrations/20261127060003-seller-tax-details';
import { TaxDetailsService } from './tax-details.service';
import { taxReportingRoutes } from './tax-reporting.routes';

declare module '../../kernel/cradle' {
  interface Cradle {
    taxDetails: TaxDetailsService;
  }
}

/** DAC7 (docs/dac7.md): sellers' tax details and the yearly report of their sales to Skatteverket. */
export const taxReportingModule: CoreModule = {
  name: 'tax-reporting',
  migrations: [{ name: '20261127060003-seller-tax-details', class: Migration20261127060003SellerTaxDetails }],
  register(container) {
    container.register({ taxDetails: asClass(TaxDetailsService).scoped() });
  },
  routes: taxReportingRoutes,
};
