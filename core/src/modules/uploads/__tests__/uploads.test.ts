import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { imageSrcSet, imageWidths, sizedImageUrl } from '@torget/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, runUploadProviderContract, type TestApp, type TestUser } from '../../../testing';
import { createProduct } from '../../products/__tests__/fixtures';
import { processImage } from '../image.processor';

let app: TestApp;
let user: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  user = await app.createUser();
});
afterAll(() => app.close());

function form(bytes: Buffer, filename: string, type = 'image/png', field = 'image') {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return data;
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
    .png()
    .toBuffer();

describe('POST /api/uploads', () => {
  it('stores a real image re-encoded without metadata and serves it under /uploads with a long cache', async () => {
    const res = await app.http.post('/api/uploads', form(await png(), 'photo.png'), { token: user.token });
    expect(res.status).toBe(201);
    expect(res.body.image).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    const file = path.join(app.config.dataDir, res.body.image);
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(readFileSync(file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();

    const served = await app.http.get(res.body.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
  });

  it('stores a large image with copies at the widths under it, each decoding at its width; a small image gets none', async () => {
    const res = await app.http.post('/api/uploads', form(await png(1500, 1000), 'big.png'), {
      token: user.token,
    });
    expect(res.status).toBe(201);
    // The name lists the widths the image exists at (contract image-widths); the last is the image itself.
    expect(res.body.image).toMatch(/^\/uploads\/[0-9a-f]{24}\.w320-640-1024-1500\.webp$/);
    expect(imageWidths(res.body.image)).toEqual([320, 640, 1024, 1500]);
    for (const width of [320, 640, 1024, 1500]) {
      const served = await app.http.get(sizedImageUrl(res.body.image, width));
      expect(served.status).toBe(200);
      const meta = await sharp(served.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 1000) / 1500) });
      expect(meta.exif).toBeUndefined();
    }
    expect(imageSrcSet(res.body.image)).toContain(`${res.body.image.replace('.webp', '-w640.webp')} 640w`);

    // 500 px wide: only the 320 copy is narrower.
    const mid = await app.http.post('/api/uploads', form(await png(500, 500), 'mid.png'), {
      token: user.token,
    });
    expect(imageWidths(mid.body.image)).toEqual([320, 500]);

    const small = await app.http.post('/api/uploads', form(await png(300, 200), 'small.png'), {
      token: user.token,
    });
    expect(small.body.image).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(imageSrcSet(small.body.image)).toBeUndefined();
    const stored = readdirSync(path.join(app.config.dataDir, 'uploads'));
    expect(stored.filter((name) => name.startsWith(path.basename(small.body.image, '.webp')))).toHaveLength(
      1,
    );
  });

  it("refuses a file over 4 MB with 413 and the product guide's message", async () => {
    const big = Buffer.alloc(4.5 * 1024 * 1024, 1);
    const res = await app.http.post('/api/uploads', form(big, 'huge.png'), { token: user.token });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Too big image. Max size: 4 MB.');
  });

  it('decides by the bytes: a text file named .png is refused, an SVG too', async () => {
    const text = await app.http.post('/api/uploads', form(Buffer.from('hello, not an image'), 'fake.png'), {
      token: user.token,
    });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const res = await app.http.post('/api/uploads', form(svg, 'logo.png', 'image/svg+xml'), {
      token: user.token,
    });
    expect(res.status).toBe(400);
  });

  it('needs a signed-in user, multipart and the image field', async () => {
    expect((await app.http.post('/api/uploads', form(await png(), 'a.png'))).status).toBe(401);
    const json = await app.http.post('/api/uploads', { image: 'x' }, { token: user.token });
    expect(json.status).toBe(400);
    const wrongField = await app.http.post('/api/uploads', form(await png(), 'a.png', 'image/png', 'file'), {
      token: user.token,
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Send one file in the field "image".');
  });
});

describe('images stored before copies existed', () => {
  // Stored as uploads were before copies: the checked image under a random name listing no widths.
  const storedBefore = async (width: number, height: number) =>
    (await app.container.cradle.uploadProvider.save((await processImage(await png(width, height))).file)).url;

  it('get their copies after a start: the product and its variants name the new file, each copy is WebP at its width, the old file still loads, a second run makes none', async () => {
    const { imageCopies } = app.container.cradle;
    const [cover, colour, tiny] = [
      await storedBefore(900, 600),
      await storedBefore(700, 700),
      await storedBefore(200, 200),
    ];
    expect(imageSrcSet(cover!)).toBeUndefined();
    const seller = await app.createUser({ seller: { plan: 2, hasSwish: true, name: 'Ullboden' } });
    const created = await app.http.post('/api/products', undefined, { token: seller.token });
    const productPath = `/api/products/${created.body._id}`;
    const saved = await app.http.put(
      productPath,
      {
        name: 'Ullvante',
        category: 'Kläder',
        images: [cover, colour, tiny],
        options: [{ name: 'Färg', values: ['Grå', 'Röd'] }],
        variants: [
          { options: { Färg: 'Grå' }, price: 149, countInStock: 2, image: cover },
          { options: { Färg: 'Röd' }, price: 149, countInStock: 2, image: colour },
        ],
      },
      { token: seller.token },
    );
    expect(saved.status).toBe(200);

    // What products.module's start runs in the background; the 200 px photo is too narrow for a copy.
    expect(await imageCopies.backfill()).toEqual({ made: 2, skipped: 1, failed: 0 });
    const product = (await app.http.get(productPath, { token: seller.token })).body;
    const [newCover, newColour] = product.images as string[];
    expect(newCover).toMatch(/^\/uploads\/[0-9a-f]{24}\.w320-640-900\.webp$/);
    expect(newColour).toMatch(/^\/uploads\/[0-9a-f]{24}\.w320-640-700\.webp$/);
    expect(product.images[2]).toBe(tiny);
    expect(product.image).toBe(newCover);
    expect(product.variants.map((variant: { image: string }) => variant.image)).toEqual([
      newCover,
      newColour,
    ]);
    for (const width of [320, 640, 900]) {
      const served = await app.http.get(sizedImageUrl(newCover!, width));
      expect(served.status).toBe(200);
      expect(await sharp(served.bytes).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: Math.round((width * 600) / 900),
      });
    }
    // Orders and pages that kept the old URL still load it.
    expect((await app.http.get(cover!)).status).toBe(200);

    expect(await imageCopies.backfill()).toEqual({ made: 0, skipped: 1, failed: 0 });
  });

  it("get them when the app starts: the modules' start runs the backfill in the background", async () => {
    const older = await storedBefore(800, 600);
    const seller = await app.createUser({ seller: { plan: 2, hasSwish: true, name: 'Lerboden' } });
    const { _id } = await createProduct(app, seller, { name: 'Lerkruka', image: older });
    const productPath = `/api/products/${_id}`;
    expect((await app.http.get(productPath)).body.image).toBe(older);

    // This file's app was made without its background work: this is the start `npm start` runs.
    await app.startBackground();
    // Serving never waits for the backfill, so the test asks until the product names the copied file.
    let image = older;
    for (const until = Date.now() + 15_000; image === older && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      image = (await app.http.get(productPath)).body.image;
    }
    expect(image).toMatch(/^\/uploads\/[0-9a-f]{24}\.w320-640-800\.webp$/);
    expect((await app.http.get(sizedImageUrl(image, 640))).status).toBe(200);
  });
});

runUploadProviderContract('local disk', { saveAs: true, delete: true, read: true }, async () => ({
  provider: app.container.cradle.uploadProvider,
  load: async (url) => {
    const res = await app.http.get(url);
    return res.status === 200 ? res.bytes : undefined;
  },
}));
