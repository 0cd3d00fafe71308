import Router from '@koa/router';
import { defineCall } from '@torget/contract';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze } from '../../shared/deep-freeze';
import { mountRoutes, route } from '../route';

const call = defineCall({
  method: 'GET',
  path: '/api/answer',
  summary: 'test',
  access: 'public',
  tag: 'test',
  response: z.object({ items: z.array(z.object({ name: z.string() })) }),
});

/** A Koa app serving `call` with answers from `next()`, through route.ts as core mounts routes. */
async function appAnswering(next: () => unknown) {
  const app = new Koa();
  const router = new Router();
  mountRoutes(router, [route(call, async () => next() as z.input<typeof call.response>)]);
  app.use((ctx, nextMiddleware) => {
    ctx.state.scope = {};
    return nextMiddleware();
  });
  app.use(router.routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const get = async () => {
    const { port } = server.address() as { port: number };
    return (await fetch(`http://127.0.0.1:${port}/api/answer`)).json();
  };
  return { get, close: () => server.close() };
}

describe('answers through the response schema', () => {
  it('strips what the schema does not name from a frozen cached answer, every time it is served', async () => {
    const cached = deepFreeze({ items: [{ name: 'Vas', secret: 'private' }], internal: 1 });
    const app = await appAnswering(() => cached);
    try {
      expect(await app.get()).toEqual({ items: [{ name: 'Vas' }] });
      expect(await app.get()).toEqual({ items: [{ name: 'Vas' }] });
    } finally {
      app.close();
    }
  });

  it('serialises an answer that is not frozen all the way down anew each time it is served', async () => {
    const items = [{ name: 'Vas' }];
    const shallow = Object.freeze({ items });
    const app = await appAnswering(() => shallow);
    try {
      expect(await app.get()).toEqual({ items: [{ name: 'Vas' }] });
      items.push({ name: 'Lampa' });
      expect(await app.get()).toEqual({ items: [{ name: 'Vas' }, { name: 'Lampa' }] });
    } finally {
      app.close();
    }
  });
});
