import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { UserSchema } from '../user.entity';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const savedLanguage = async (id: string) =>
  (await app.orm.em.fork().findOneOrFail(UserSchema, { id })).language;

let serial = 0;
const register = (headers: Record<string, string> = {}) => {
  serial += 1;
  return app.http.post(
    '/api/users/register',
    { name: 'Kim', email: `kim${serial}@example.se`, password: 'password-1' },
    { headers },
  );
};

describe("the account's language", () => {
  it('is the language a new account registered in: the lang cookie first, else Accept-Language', async () => {
    const english = await register({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(await savedLanguage(english.body._id)).toBe('en');
    const swedish = await register({ 'accept-language': 'en', cookie: 'theme=x; lang=sv' });
    expect(await savedLanguage(swedish.body._id)).toBe('sv');
  });

  it('stays unknown when the request names no language it speaks (the API answers English, mail stays Swedish)', async () => {
    const none = await register();
    expect(await savedLanguage(none.body._id)).toBeNull();
    // Nonsense in the cookie or header falls back quietly.
    const nonsense = await register({ 'accept-language': 'xx;q=oops,,', cookie: 'lang=klingon' });
    expect(nonsense.status).toBe(201);
    expect(await savedLanguage(nonsense.body._id)).toBeNull();
  });

  it('is learnt at sign-in when unknown, and a sign-in never overrides a saved one', async () => {
    const unknown = await register();
    const email = unknown.body.email as string;
    const signin = (language: string) =>
      app.http.post(
        '/api/users/signin',
        { email, password: 'password-1' },
        { headers: { 'accept-language': language } },
      );
    expect((await signin('sv-SE')).status).toBe(200);
    expect(await savedLanguage(unknown.body._id)).toBe('sv');
    await signin('en');
    expect(await savedLanguage(unknown.body._id)).toBe('sv');
  });

  it('is saved when a signed-in person switches (PUT /api/users/profile/language)', async () => {
    const user = await app.createUser();
    const res = await app.http.put('/api/users/profile/language', { language: 'en' }, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'en' });
    expect(await savedLanguage(user.id)).toBe('en');
    await app.http.put('/api/users/profile/language', { language: 'sv' }, { token: user.token });
    expect(await savedLanguage(user.id)).toBe('sv');
  });

  it('refuses a language it does not speak, in the reader’s language, and a caller who is not signed in', async () => {
    const user = await app.createUser();
    const bad = await app.http.put(
      '/api/users/profile/language',
      { language: 'de' },
      { token: user.token, headers: { 'accept-language': 'sv' } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Välj ett språk: sv eller en.', field: 'language' });
    const english = await app.http.put('/api/users/profile/language', {}, { token: user.token });
    expect(english.body).toMatchObject({ message: 'Please choose a language: sv or en.' });
    expect(await savedLanguage(user.id)).toBeNull();
    expect((await app.http.put('/api/users/profile/language', { language: 'en' })).status).toBe(401);
  });
});
