// The storefront on its own (no core): static files from dist/, page HTML with real heads, sitemap and robots.
// `npm run build -w @torget/storefront && API_URL=https://api.example.se npm run serve -w @torget/storefront`
// The API must let this origin in: CORS_ORIGINS=<this origin> on core.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliCompress, createGzip } from 'node:zlib';
import { createStorefrontHandler } from './storefront-handler';

const env = process.env;
const port = Number(env.PORT ?? 4173);
const apiUrl = (env.API_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const distDir = path.resolve(import.meta.dirname, '../dist');

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('storefront: dist/ is missing. Run `npm run build -w @torget/storefront` first.');
  process.exit(1);
}

const handle = createStorefrontHandler({
  distDir,
  api: async (apiPath) => {
    const answer = await fetch(`${apiUrl}${apiPath}`, { headers: { accept: 'application/json' } });
    return { status: answer.status, body: await answer.json().catch(() => undefined) };
  },
  browserConfig: {
    // What the browser calls: PUBLIC_API_URL when the API has another public address than API_URL.
    apiBaseUrl: (env.PUBLIC_API_URL ?? apiUrl).replace(/\/$/, ''),
    marketplaceUrl: (env.MARKETPLACE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    marketplaceHosts: (env.MARKETPLACE_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    adminUrl: (env.ADMIN_URL ?? apiUrl).replace(/\/$/, ''),
  },
});

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

function encoding(accept: string | undefined) {
  if (accept?.includes('br')) return 'br';
  if (accept?.includes('gzip')) return 'gzip';
  return undefined;
}

async function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | NodeJS.ReadableStream,
  accept?: string,
) {
  res.statusCode = status;
  res.setHeader('content-type', type);
  res.appendHeader('vary', 'accept-encoding');
  const coding = COMPRESSIBLE.test(type) ? encoding(accept) : undefined;
  if (coding) res.setHeader('content-encoding', coding);
  const source = typeof body === 'string' ? [Buffer.from(body)] : body;
  if (!coding) return pipeline(source as NodeJS.ReadableStream, res);
  return pipeline(
    source as NodeJS.ReadableStream,
    coding === 'br' ? createBrotliCompress() : createGzip(),
    res,
  );
}

createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const accept = req.headers['accept-encoding'] as string | undefined;
    const file = path.join(distDir, path.normalize(decodeURIComponent(url.pathname)));
    if (
      file.startsWith(distDir + path.sep) &&
      !file.endsWith('index.html') &&
      existsSync(file) &&
      statSync(file).isFile()
    ) {
      const hashed = url.pathname.startsWith('/assets/');
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      return await send(
        res,
        200,
        TYPES[path.extname(file)] ?? 'application/octet-stream',
        createReadStream(file),
        accept,
      );
    }
    if (url.pathname.startsWith('/assets/')) return await send(res, 404, 'text/plain', 'Not found');
    const host = (req.headers.host ?? 'localhost').toLowerCase();
    const proto = (req.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0] ?? 'http';
    const answer = await handle({
      path: url.pathname,
      hostname: host.replace(/:\d+$/, ''),
      origin: `${proto}://${host}`,
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    });
    res.setHeader('cache-control', answer.cacheControl);
    if (answer.language) {
      res.setHeader('content-language', answer.language);
      res.setHeader('vary', 'Cookie, Accept-Language');
    }
    await send(res, answer.status, answer.type, answer.body, accept);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('The storefront could not reach the API.');
  }
}).listen(port, () => console.warn(`storefront on http://localhost:${port} (API ${apiUrl})`));
