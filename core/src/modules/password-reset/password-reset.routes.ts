import { api } from '@torget/contract';
import { route } from '../../http/route';
import { msg, render } from '../../shared/messages';

export const passwordResetRoutes = [
  route(api.passwordReset.forgot, async ({ body, scope, ctx }) => {
    await scope.passwordReset.requestReset(body.email, ctx.ip);
    return { message: render(msg('passwordReset.linkSent'), scope.locale) };
  }),
  route(api.passwordReset.reset, async ({ body, scope }) => {
    await scope.passwordReset.reset(body.email, body.reset_password_token, body.new_password);
    return { message: render(msg('passwordReset.done'), scope.locale) };
  }),
];
