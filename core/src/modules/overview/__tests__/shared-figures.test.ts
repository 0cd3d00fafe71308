import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestApp,
  lockWaiters,
  lockingSession,
  waitForLockWaiters,
  type TestApp,
  type TestUser,
} from '../../../testing';
import { createProduct } from '../../products/__tests__/fixtures';

let app: TestApp;
let seller: TestUser;
let product: string;

beforeAll(async () => {
  app = await createTestApp();
  seller = await app.createUser({ seller: { name: 'Delade siffror' } });
  product = (await createProduct(app, seller, { name: 'Kanna', price: 200, countInStock: 5 }))._id;
});
afterAll(() => app?.close());

/** How long to wait for sessions to queue for a lock (a failure says so well within the test's time). */
const WAIT_MS = 8_000;

const overview = () => app.http.get('/api/overview/shop', { token: seller.token });

it('identical overviews asked at once share one read, begun after they all asked', async () => {
  const first = await lockingSession(app);
  const second = await lockingSession(app);
  try {
    // The first overview's figures wait behind a lock on the sales rollup.
    await first.query('lock table shop_sales_daily in access exclusive mode');
    const earliest = overview();
    await waitForLockWaiters(app, 1, WAIT_MS);

    // Three identical overviews while the first one's read is under way; they must not join it.
    const settled: boolean[] = [];
    const later = [0, 1, 2].map((i) => overview().finally(() => (settled[i] = true)));
    // Time for them to reach the server (only needed for this test to fail without the sharing).
    await new Promise((resolve) => setTimeout(resolve, 300));

    // A second lock queues behind the first read: it is taken as soon as that read ends.
    const secondTaken = second.query('lock table shop_sales_daily in access exclusive mode');
    await waitForLockWaiters(app, 2, WAIT_MS);
    await first.query('commit');
    const firstAnswer = await earliest;
    expect(firstAnswer.status, firstAnswer.text).toBe(200);
    await secondTaken;

    // The three were not answered with the first read: one read of theirs now waits for the second
    // lock (one, not three: they share it).
    await waitForLockWaiters(app, 1, WAIT_MS);
    expect(await lockWaiters(app)).toBe(1);
    expect(settled).toEqual([]);

    // A review written now is in their answers, which a read begun before they asked could not hold.
    const buyer = await app.createUser({ name: 'Sen Recensent' });
    const review = await app.http.post(
      `/api/products/${product}/reviews`,
      { rating: 5, comment: 'Kom efter första läsningen' },
      { token: buyer.token },
    );
    expect(review.status, review.text).toBe(201);
    await second.query('commit');

    const answers = await Promise.all(later);
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    expect(firstAnswer.body.latestReviews).toEqual([]);
    for (const answer of answers) {
      expect(answer.body.latestReviews.map((r: { comment: string }) => r.comment)).toEqual([
        'Kom efter första läsningen',
      ]);
      expect(answer.body).toEqual(answers[0]!.body);
    }
  } finally {
    // Ending a session rolls back what it still holds, so a failure here leaves no lock behind.
    await Promise.all([first.end(), second.end()]);
  }
});

it('answers each change made before a request, request after request', async () => {
  const before = await overview();
  expect(before.status).toBe(200);
  const buyer = await app.createUser({ name: 'Andra Recensenten' });
  expect(
    (
      await app.http.post(
        `/api/products/${product}/reviews`,
        { rating: 3, comment: 'Andra' },
        { token: buyer.token },
      )
    ).status,
  ).toBe(201);
  const after = await overview();
  expect(after.body.latestReviews).toHaveLength(before.body.latestReviews.length + 1);
  expect(after.body.rating.reviews).toBe(before.body.rating.reviews + 1);
});

it('overviews of other shops or periods asked at the same moment each get their own', async () => {
  const other = await app.createUser({ seller: { name: 'Granne' } });
  await createProduct(app, other, { name: 'Vas', price: 90, countInStock: 1 });
  const asks = [
    () => overview(),
    () => app.http.get('/api/overview/shop?range=year', { token: seller.token }),
    () => app.http.get('/api/overview/shop', { token: other.token }),
  ];
  const alone = [];
  for (const ask of asks) alone.push((await ask()).body);
  const together = await Promise.all(asks.flatMap((ask) => [ask(), ask()]));
  expect(together.map((answer) => answer.body)).toEqual(alone.flatMap((body) => [body, body]));
  expect(alone[2].shop.name).toBe('Granne');
  expect(alone[2].todo.lowStock).toBe(1);
  expect(alone[0].todo.lowStock).toBe(0);
});

it("shares a read only among callers who read the shop's row alike: a rename meanwhile gets its own", async () => {
  const first = await lockingSession(app);
  const rename = (name: string) =>
    app.orm.em.fork().execute('update users set seller_name = ? where id = ?', [name, seller.id]);
  try {
    await first.query('lock table shop_sales_daily in access exclusive mode');
    const earliest = overview();
    await waitForLockWaiters(app, 1, WAIT_MS);
    // Asked while the first read is held: each waits for the next read, one with the shop's name as it
    // was, one after the shop renamed itself. The pauses give each time to reach the server (only needed
    // for this test to fail when the two share one answer).
    const before = overview();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await rename('Nytt namn');
    const after = overview();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await first.query('commit');
    expect((await earliest).body.shop.name).toBe('Delade siffror');
    expect((await before).body.shop.name).toBe('Delade siffror');
    expect((await after).body.shop.name).toBe('Nytt namn');
  } finally {
    await first.end();
    await rename('Delade siffror');
  }
});
