import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { SiteSettingsSchema } from './settings.entity';
import { SettingsService } from './settings.service';
import { settingsRoutes } from './settings.routes';
import { Migration20261125110004TermsText } from './migrations/20261125110004-terms-text';
import { Migration20261128090001DsaRequirements } from './migrations/20261128090001-dsa-requirements';
import { Migration20261128090003NoticeTexts } from './migrations/20261128090003-notice-texts';
import { Migration20261128120001ProductSafetyContact } from './migrations/20261128120001-product-safety-contact';

declare module '../../kernel/cradle' {
  interface Cradle {
    settings: SettingsService;
  }
}

export const settingsModule: CoreModule = {
  name: 'settings',
  entities: [SiteSettingsSchema],
  migrations: [
    { name: '20261125110004-terms-text', class: Migration20261125110004TermsText },
    { name: '20261128090001-dsa-requirements', class: Migration20261128090001DsaRequirements },
    { name: '20261128090003-notice-texts', class: Migration20261128090003NoticeTexts },
    { name: '20261128120001-product-safety-contact', class: Migration20261128120001ProductSafetyContact },
  ],
  register(container) {
    container.register({ settings: asClass(SettingsService).scoped() });
  },
  routes: settingsRoutes,
};
