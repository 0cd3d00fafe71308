import { asClass } from 'awilix';
import { api } from '@torget/contract';
import { route } from '../../http/route';
import type { CoreModule } from '../index';
import { PasswordResetService } from './password-reset.service';

declare module '../../container' {
  interface Cradle {
    passwordReset: PasswordResetService;
  }
}

export const passwordResetModule: CoreModule = {
  name: 'password-reset',
  register(container) {
    container.register({ passwordReset: asClass(PasswordResetService).scoped() });
  },
  routes: [
    route(api.passwordReset.forgot, async ({ body, scope, ctx }) => {
      await scope.passwordReset.requestReset(body.email, ctx.ip);
      return { message: 'If an account exists for that email, we have sent a link to reset the password.' };
    }),
    route(api.passwordReset.reset, async ({ body, scope }) => {
      await scope.passwordReset.reset(body.email, body.reset_password_token, body.new_password);
      return { message: 'Password was reset.' };
    }),
  ],
};
