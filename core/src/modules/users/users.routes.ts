import { api } from '@torget/contract';
import { askedLocale } from '../../http/request-locale';
import { route } from '../../http/route';
import { msg, render } from '../../shared/messages';
import { toUserDto } from './user.mapper';
import type { Session } from './user-auth.service';

const sessionDto = ({ user, token }: Session) => ({ ...toUserDto(user), token });

export const usersRoutes = [
  route(api.users.register, async ({ body, scope, ctx }) =>
    sessionDto(await scope.userAuth.register(body, ctx.ip, askedLocale(ctx))),
  ),
  route(api.users.signin, async ({ body, scope, ctx }) =>
    sessionDto(await scope.userAuth.signin(body, ctx.ip, askedLocale(ctx))),
  ),
  route(api.users.language, async ({ body, user, scope }) => ({
    language: await scope.userProfile.setLanguage(user, body.language),
  })),
  route(api.users.profile, async ({ body, user, scope }) =>
    sessionDto(await scope.userProfile.updateProfile(user, body)),
  ),
  route(api.users.saveShippingAddress, async ({ body, user, scope }) =>
    toUserDto(await scope.userProfile.saveShippingAddress(user, body)),
  ),
  route(api.payments.settings, async ({ user, scope }) => scope.paymentSettings.view(user)),
  route(api.payments.updateSettings, async ({ body, user, scope }) =>
    scope.paymentSettings.update(user, body),
  ),
  route(api.users.list, async ({ scope }) => (await scope.userAdmin.list()).map(toUserDto)),
  route(api.users.paged, async ({ query, scope }) => {
    const page = await scope.userAdmin.page(query);
    return { ...page, users: page.users.map(toUserDto) };
  }),
  route(api.users.get, async ({ params, user, scope }) =>
    toUserDto(await scope.userProfile.get(user, params.id)),
  ),
  route(api.users.adminUpdate, async ({ params, body, user, scope }) =>
    toUserDto(await scope.userAdmin.update(user, params.id, body)),
  ),
  route(api.users.remove, async ({ params, user, scope }) => {
    // The same rules as deleting one's own account (docs/privacy.md).
    const { id } = await scope.accountErasure.deleteByAdmin(user, params.id);
    return { message: render(msg('users.deleted'), scope.locale), _id: id };
  }),
];
