import { api } from '@torget/contract';
import { route } from '../../http/route';
import { msg, render } from '../../shared/messages';
import { transparencyFigures } from './transparency.query';

export const noticesRoutes = [
  route(api.notices.report, async ({ body, scope, ctx }) => {
    const { reference } = await scope.notices.report(body, ctx.ip, scope.locale);
    return { reference, message: render(msg('notices.received', { reference }), scope.locale) };
  }),
  route(api.notices.queue, async ({ query, scope }) => ({
    notices: await scope.notices.queue(query.status),
  })),
  route(api.notices.get, ({ params, scope }) => scope.notices.get(params.id)),
  route(api.notices.decide, ({ params, body, user, scope }) => scope.notices.decide(user, params.id, body)),
  route(api.notices.restrict, ({ body, user, scope }) => scope.statements.restrict(user, body)),
  route(api.notices.appeals, async ({ scope }) => ({ statements: await scope.statements.openAppeals() })),
  route(api.notices.decideAppeal, ({ params, body, scope }) =>
    scope.statements.decideAppeal(params.id, body),
  ),
  route(api.notices.mine, async ({ user, scope }) => ({ statements: await scope.statements.mine(user) })),
  route(api.notices.appeal, ({ params, body, user, scope }) =>
    scope.statements.appeal(user, params.id, body.text),
  ),
  route(api.notices.transparency, ({ query, scope }) => transparencyFigures(scope.em, query.year)),
];
