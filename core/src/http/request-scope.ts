import { RequestContext } from '@mikro-orm/core';
import { asValue, type AwilixContainer } from 'awilix';
import type { Middleware } from 'koa';
import type { Cradle } from '../container';
import { resolveSite } from './site';

/**
 * One awilix scope per request holding a forked EntityManager (and the MikroORM RequestContext),
 * the caller's token and the site the host names. Nothing uses the global EntityManager.
 */
export function requestScope(container: AwilixContainer<Cradle>): Middleware {
  return async (ctx, next) => {
    const { orm, config } = container.cradle;
    const em = orm.em.fork();
    const header = ctx.get('authorization');
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const scope = container.createScope<Cradle>();
    scope.register({
      em: asValue(em),
      requestToken: asValue(token),
      site: asValue(resolveSite(ctx.host, config.marketplaceHosts)),
      log: asValue(ctx.state.log ?? container.cradle.logger),
    });
    ctx.state.scope = scope.cradle;
    try {
      await RequestContext.create(em, next);
    } finally {
      await scope.dispose();
    }
  };
}
