import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { SiteSettingsSchema } from './settings.entity';
import { SettingsService } from './settings.service';
import { settingsRoutes } from './settings.routes';

declare module '../../kernel/cradle' {
  interface Cradle {
    settings: SettingsService;
  }
}

export const settingsModule: CoreModule = {
  name: 'settings',
  entities: [SiteSettingsSchema],
  register(container) {
    container.register({ settings: asClass(SettingsService).scoped() });
  },
  routes: settingsRoutes,
};
