import type Router from '@koa/router';
import { api, buildOpenApi } from '@torget/contract';
import type { MikroORM } from '@mikro-orm/postgresql';
import { renderApiDocs } from './api-docs';

/** Liveness, readiness and the API's own documentation. */
export function mountSystemRoutes(router: Router, orm: MikroORM, publicUrl: string): void {
  const openApi = buildOpenApi(api, { title: 'Torget API', version: '1', serverUrl: publicUrl });
  const docsPage = renderApiDocs(openApi);

  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const ready = await orm.em
      .getConnection()
      .execute('select 1')
      .then(() => true)
      .catch(() => false);
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'database unavailable' };
  });
  router.get('/api/openapi.json', (ctx) => {
    ctx.body = openApi;
  });
  router.get('/api/docs', (ctx) => {
    ctx.type = 'html';
    ctx.body = docsPage;
  });
}
