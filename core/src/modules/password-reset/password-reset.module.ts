import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { passwordResetRoutes } from './password-reset.routes';
import { PasswordResetService } from './password-reset.service';

declare module '../../kernel/cradle' {
  interface Cradle {
    passwordReset: PasswordResetService;
  }
}

export const passwordResetModule: CoreModule = {
  name: 'password-reset',
  register(container) {
    container.register({ passwordReset: asClass(PasswordResetService).scoped() });
  },
  routes: passwordResetRoutes,
};
