import type Router from '@koa/router';
import { api, buildOpenApi } from '@torget/contract';
import type { MikroORM } from '@mikro-orm/postgresql';
import { renderApiDocs } from './api-docs';

/** Liveness, readiness and the API's own documentation. */
export function mountSystemRoutes(router: Router, orm: MikroORM, publicUrl: string): void {
  // Made at the first request for them, not at start: the description (143 kB as JSON) and its page
  // (293 kB of text, two bytes a character) are about a megabyte of heap most processes never serve.
  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  let docsPage: string | undefined;
  const description = () =>
    (openApi ??= buildOpenApi(api, { title: 'Torget API', version: '1', serverUrl: publicUrl }));

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
    ctx.body = description();
  });
  router.get('/api/docs', (ctx) => {
    ctx.type = 'html';
    ctx.body = docsPage ??= renderApiDocs(description());
  });
}
