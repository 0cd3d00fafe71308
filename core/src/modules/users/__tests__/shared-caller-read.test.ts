import { afterAll, beforeAll, expect, it } from 'vitest';
import { CoalescedReads } from '../../../shared/coalesced-reads';
import {
  createTestApp,
  lockWaiters,
  lockingSession,
  waitForLockWaiters,
  type TestApp,
  type TestUser,
} from '../../../testing';
import { readCaller, type CallerRow } from '../caller-read';
import { UserSchema } from '../user.entity';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

/** How long to wait for sessions to queue for a lock (a failure says so well within the test's time). */
const WAIT_MS = 8_000;

const overview = (user: TestUser) => app.http.get('/api/overview/shop', { token: user.token });

it("one caller's requests at once share one read of the caller, begun after they all asked", async () => {
  const seller = await app.createUser({ seller: { name: 'Delad inloggning' } });
  const first = await lockingSession(app);
  const second = await lockingSession(app);
  try {
    // The first request's read of the caller waits behind a lock on the users table.
    await first.query('lock table users in access exclusive mode');
    const earliest = overview(seller);
    await waitForLockWaiters(app, 1, WAIT_MS);

    // Three requests of the same caller while the first one's read is under way; they must not join it.
    const settled: boolean[] = [];
    const later = [0, 1, 2].map((i) => overview(seller).finally(() => (settled[i] = true)));
    // Time for them to reach the server (only needed for this test to fail without the sharing).
    await new Promise((resolve) => setTimeout(resolve, 300));

    // A second lock queues behind the first read: it is taken as soon as that read ends.
    const secondTaken = second.query('lock table users in access exclusive mode');
    await waitForLockWaiters(app, 2, WAIT_MS);
    await first.query('commit');
    const firstAnswer = await earliest;
    expect(firstAnswer.status, firstAnswer.text).toBe(200);
    await secondTaken;

    // The three were not answered with the first read: one read of theirs now waits for the second lock
    // (one, not three: they share it).
    await waitForLockWaiters(app, 1, WAIT_MS);
    expect(await lockWaiters(app)).toBe(1);
    expect(settled).toEqual([]);

    // The seller role removed now ends their access, which a read begun before they asked could not see.
    await second.query('update users set is_seller = false where id = $1', [seller.id]);
    await second.query('commit');
    const answers = await Promise.all(later);
    for (const answer of answers) expect(answer.status, answer.text).toBe(403);
  } finally {
    // Ending a session rolls back what it still holds, so a failure here leaves no lock behind.
    await Promise.all([first.end(), second.end()]);
  }
});

it('a token version bumped or a user deleted before a request ends its access', async () => {
  const seller = await app.createUser({ seller: { name: 'Ändrad inloggning' } });
  expect((await overview(seller)).status).toBe(200);
  await app.orm.em
    .fork()
    .execute('update users set token_version = token_version + 1 where id = ?', [seller.id]);
  const bumped = await Promise.all([overview(seller), overview(seller)]);
  expect(bumped.map((answer) => answer.status)).toEqual([401, 401]);

  const other = await app.createUser({ seller: { name: 'Borttagen' } });
  expect((await overview(other)).status).toBe(200);
  await app.orm.em.fork().execute('delete from users where id = ?', [other.id]);
  expect((await overview(other)).status).toBe(401);
});

it('different callers at the same moment each get their own row', async () => {
  const seller = await app.createUser({ seller: { name: 'Egen bod' } });
  const buyer = await app.createUser({ name: 'Bara köpare' });
  const answers = await Promise.all([seller, buyer, seller, buyer].map((user) => overview(user)));
  expect(answers.map((answer) => answer.status)).toEqual([200, 403, 200, 403]);
  expect(answers[0]!.body.shop.name).toBe('Egen bod');
});

it("maps a shared row into each request's own entity manager, each with its own objects", async () => {
  const seller = await app.createUser({
    seller: { name: 'Egna objekt', paymentSettings: { has_invoice: true } },
  });
  const shared = new CoalescedReads<CallerRow>();
  // The first read starts at once; the two asked while it runs share the next one.
  const ems = [app.orm.em.fork(), app.orm.em.fork(), app.orm.em.fork()];
  const [, b, c] = await Promise.all(ems.map((em) => readCaller(em, seller.id, shared)));
  expect(b).not.toBe(c);
  expect(ems[1]!.getUnitOfWork().getById(UserSchema, seller.id)).toBe(b);
  expect(ems[2]!.getUnitOfWork().getById(UserSchema, seller.id)).toBe(c);
  b!.seller.paymentSettings!.has_invoice = false;
  b!.createdAt.setFullYear(2000);
  expect(c!.seller.paymentSettings).toEqual({ has_invoice: true });
  expect(c!.createdAt.getFullYear()).not.toBe(2000);
});
