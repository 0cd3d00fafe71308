import { api } from '@torget/contract';
import { route } from '../../http/route';

export const passwordResetRoutes = [
  route(api.passwordReset.forgot, async ({ body, scope, ctx }) => {
    await scope.passwordReset.requestReset(body.email, ctx.ip);
    return { message: 'If an account exists for that email, we have sent a link to reset the password.' };
  }),
  route(api.passwordReset.reset, async ({ body, scope }) => {
    await scope.passwordReset.reset(body.email, body.reset_password_token, body.new_password);
    return { message: 'Password was reset.' };
  }),
];
