import { asClass } from 'awilix';
import type { CoreModule } from '../index';
import { SettingsService } from './settings.service';
import { settingsRoutes } from './settings.routes';

export const settingsModule: CoreModule = {
  name: 'settings',
  register(container) {
    container.register({ settings: asClass(SettingsService).scoped() });
  },
  routes: settingsRoutes,
};
