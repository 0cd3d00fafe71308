import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing';

let app: TestApp;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp({ env: { LOG_LEVEL: 'error' } });
  buyer = await app.createUser();
});
afterAll(() => app.close());

const inLanguage = (language?: string) => ({
  headers: language ? { 'accept-language': language } : ({} as Record<string, string>),
});

describe('API messages follow Accept-Language; the code does not', () => {
  it('a missing required field, in Swedish and in English', async () => {
    const body = { email: 'ny@example.se', password: 'hemligt123' };
    const sv = await app.http.post('/api/users/register', body, inLanguage('sv-SE,sv;q=0.9,en;q=0.8'));
    const en = await app.http.post('/api/users/register', body, inLanguage('en-GB,en;q=0.9'));
    expect(sv.status).toBe(400);
    expect(sv.body).toEqual({ message: 'Ange ditt namn.', code: 'VALIDATION_FAILED', field: 'name' });
    expect(en.body).toEqual({ message: 'Please enter your name.', code: 'VALIDATION_FAILED', field: 'name' });
  });

  it("zod's own type errors name the field in the reader's language", async () => {
    const sv = await app.http.post('/api/users/signin', { password: 'x' }, inLanguage('sv'));
    const en = await app.http.post('/api/users/signin', { password: 'x' }, inLanguage('en'));
    expect(sv.body.field).toBe('email');
    expect(en.body.message).toBe('Please enter your email.');
    expect(sv.body.message).toBe('Ange din e-postadress.');
    const noComment = (language: string) =>
      app.http.post(
        '/api/products/00000000-0000-4000-8000-000000000000/reviews',
        { rating: 5 },
        {
          token: buyer.token,
          ...inLanguage(language),
        },
      );
    expect((await noComment('en')).body.message).toBe('Please enter comment.');
    expect((await noComment('sv')).body.message).toBe('Skriv en kommentar.');
  });

  it('a message built from a label translates the label too', async () => {
    const seller = await app.createUser({ seller: true });
    const created = await app.http.post('/api/products', {}, { token: seller.token });
    const id = created.body._id as string;
    const update = (language: string) =>
      app.http.put(
        `/api/products/${id}`,
        { name: 'Lampa', price: -5, countInStock: 1 },
        { token: seller.token, ...inLanguage(language) },
      );
    const en = await update('en');
    const sv = await update('sv');
    expect(en.body).toMatchObject({
      message: 'Price cannot be negative',
      code: 'VALIDATION_FAILED',
      field: 'price',
    });
    expect(sv.body).toMatchObject({
      message: 'Pris kan inte vara negativt',
      code: 'VALIDATION_FAILED',
      field: 'price',
    });
  });

  it('401, 404 and domain errors: Swedish for sv, English for en, the same code', async () => {
    const anon = (language: string) => app.http.get('/api/users/profile', inLanguage(language));
    expect((await anon('sv')).body).toEqual({ message: 'Logga in', code: 'NO_TOKEN' });
    expect((await anon('en')).body).toEqual({ message: 'Please sign in', code: 'NO_TOKEN' });
    const missing = (language: string) =>
      app.http.get('/api/products/00000000-0000-4000-8000-000000000000', inLanguage(language));
    expect((await missing('sv')).body).toEqual({
      message: 'Produkten hittades inte',
      code: 'PRODUCT_NOT_FOUND',
    });
    expect((await missing('en')).body).toEqual({ message: 'Product Not Found', code: 'PRODUCT_NOT_FOUND' });
  });

  it('an unknown or malformed Accept-Language, or none, falls back to English quietly', async () => {
    for (const language of ['de-DE,fr;q=0.9', ';;;q=abc,,', 'sv;q=7', undefined]) {
      const res = await app.http.get('/api/users/profile', inLanguage(language));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Please sign in', code: 'NO_TOKEN' });
    }
  });
});
