import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { loadPlugin } from '@torget/core/plugin-sdk';
import { createTestApp, runUploadProviderContract, type TestApp, type TestUser } from '@torget/core/testing';
import { loadPlugins } from '../../../core/src/config/plugins';
import { freePort } from '../../../core/src/db/embedded-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import plugin from '../src/index';
import type { S3UploadProvider } from '../src/s3.provider';

const BUCKET = 'torget-uploads';
const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A local S3-compatible server (s3rver) in this process, speaking the S3 REST API over loopback. */
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let app: TestApp;
let user: TestUser;
let publicUrl: string;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'torget-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  publicUrl = `${endpoint}/${BUCKET}`; // the bucket itself, read anonymously, stands in for a CDN
  app = await createTestApp({
    plugins: [loadPlugin(plugin, { bucket: BUCKET, region: 'eu-north-1', endpoint, publicUrl, ...keys })],
  });
  user = await app.createUser();
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

const objects = async () => {
  const client = new S3Client({ region: 'eu-north-1', endpoint, forcePathStyle: true, credentials: keys });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => object.Key!);
};

function form(bytes: Buffer, filename: string, type = 'image/png') {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
  return data;
}

const photo = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#2e86de' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
    .jpeg()
    .toBuffer();

describe('uploads in S3', () => {
  it('stores a checked image, re-encoded without metadata, where browsers load it from the public URL', async () => {
    const res = await app.http.post('/api/uploads', form(await photo(), 'semester.jpg', 'image/jpeg'), {
      token: user.token,
    });
    expect(res.status).toBe(201);
    expect(res.body.image).toMatch(new RegExp(`^${publicUrl}/uploads/[0-9a-f]{24}\\.webp$`));
    expect(await objects()).toEqual([res.body.image.slice(publicUrl.length + 1)]);

    const served = await fetch(res.body.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 80, height: 60 });
    expect(meta.exif).toBeUndefined();

    // A product can show it (the URL is the product's image field as is).
    const seller = await app.createUser({ seller: true });
    const created = await app.http.post('/api/products', undefined, { token: seller.token });
    const updated = await app.http.put(
      `/api/products/${created.body._id}`,
      { name: 'Vas', price: 10, countInStock: 1, image: res.body.image },
      { token: seller.token },
    );
    expect(updated.body.image).toBe(res.body.image);
  });

  it('stores nothing that fails core’s checks: not an image, an SVG, or over 4 MB', async () => {
    const before = await objects();
    const text = await app.http.post('/api/uploads', form(Buffer.from('hello'), 'x.png'), {
      token: user.token,
    });
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('NOT_AN_IMAGE');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(
      (await app.http.post('/api/uploads', form(svg, 'x.svg', 'image/svg+xml'), { token: user.token }))
        .status,
    ).toBe(400);
    const big = await app.http.post('/api/uploads', form(Buffer.alloc(4.5 * 1024 * 1024, 1), 'huge.png'), {
      token: user.token,
    });
    expect(big.status).toBe(413);
    expect(await objects()).toEqual(before);
  });

  it('deletes its own files and leaves other URLs alone', async () => {
    const provider = app.container.cradle.uploadProvider as S3UploadProvider;
    const { url } = await provider.save({
      bytes: await photo(),
      contentType: 'image/webp',
      extension: 'webp',
    });
    expect((await fetch(url)).status).toBe(200);
    await provider.delete('/uploads/0123456789abcdef01234567.webp');
    await provider.delete(`${publicUrl}/uploads/../secret`);
    await provider.delete(url);
    expect((await fetch(url)).status).toBe(404);
  });

  it("keeps a large image's smaller copies beside it, where its URL says (contract image-widths)", async () => {
    const wide = await sharp({ create: { width: 700, height: 350, channels: 3, background: '#2e86de' } })
      .jpeg()
      .toBuffer();
    const res = await app.http.post('/api/uploads', form(wide, 'bred.jpg', 'image/jpeg'), {
      token: user.token,
    });
    expect(res.body.image).toMatch(new RegExp(`^${publicUrl}/uploads/[0-9a-f]{24}\\.w320-640-700\\.webp$`));
    const copy = (width: number) => res.body.image.replace(/\.webp$/, `-w${width}.webp`);
    for (const [url, width] of [
      [copy(320), 320],
      [copy(640), 640],
      [res.body.image, 700],
    ] as const) {
      const served = await fetch(url);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
  });

  it('answers 503 with a clear message, not a 500, when the store is unreachable', async () => {
    const closedPort = await freePort();
    const offline = await createTestApp({
      plugins: [
        loadPlugin(plugin, {
          bucket: BUCKET,
          endpoint: `http://127.0.0.1:${closedPort}`,
          publicUrl: 'https://cdn.example.se',
          ...keys,
        }),
      ],
    });
    try {
      const someone = await offline.createUser();
      const res = await offline.http.post('/api/uploads', form(await photo(), 'a.jpg', 'image/jpeg'), {
        token: someone.token,
      });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        message: 'Images cannot be stored right now. Please try again in a moment.',
        code: 'UPLOAD_STORAGE_UNAVAILABLE',
      });
    } finally {
      await offline.close();
    }
  });
});

describe('turning the plugin on from the environment', () => {
  it('is off without S3_BUCKET and loads with the S3_* variables', async () => {
    expect(await loadPlugins({ SWISH_MODE: 'off', POSTNORD_MODE: 'off' })).toEqual([]);
    const [loaded] = await loadPlugins({
      SWISH_MODE: 'off',
      POSTNORD_MODE: 'off',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'torget',
      S3_SECRET_ACCESS_KEY: 'hemligt-lösenord',
      S3_PUBLIC_URL: '/media',
    });
    expect(loaded!.definition.name).toBe('upload-s3');
    expect(loaded!.options).toMatchObject({
      bucket: BUCKET,
      region: 'us-east-1',
      prefix: 'uploads/',
      publicUrl: '/media',
    });
  });

  it('refuses to start without a public URL, or with half a key pair, naming the variable', async () => {
    await expect(loadPlugins({ SWISH_MODE: 'off', S3_BUCKET: BUCKET })).rejects.toThrow(
      /S3_PUBLIC_URL is required/,
    );
    await expect(
      loadPlugins({
        SWISH_MODE: 'off',
        S3_BUCKET: BUCKET,
        S3_PUBLIC_URL: '/media',
        S3_ACCESS_KEY_ID: 'k',
      }),
    ).rejects.toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
  });
});

runUploadProviderContract('s3', { saveAs: true, delete: true, read: true }, async () => ({
  provider: app.container.cradle.uploadProvider,
  load: async (url) => {
    const res = await fetch(url);
    return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : undefined;
  },
}));
