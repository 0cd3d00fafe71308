import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createProduct } from '../../products/__tests__/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const review = (productId: string, token: string | undefined, body: object) =>
  app.http.post(`/api/products/${productId}/reviews`, body, { token });

describe('POST /api/products/{id}/reviews', () => {
  it("saves the review under the reviewer's name and updates the product's and seller's ratings", async () => {
    const seller = await app.createUser({ seller: true });
    const first = await createProduct(app, seller, { name: 'Kopp' });
    const second = await createProduct(app, seller, { name: 'Fat' });
    const anna = await app.createUser({ name: 'Anna' });
    const bo = await app.createUser({ name: 'Bo' });

    const res = await review(first._id, anna.token, { rating: 5, comment: 'Fin!', name: 'Fake name' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Anna', rating: 5, comment: 'Fin!' });
    await review(first._id, bo.token, { rating: 2, comment: 'Sprucken' });
    await review(second._id, bo.token, { rating: 4, comment: 'Bra' });

    const product = await app.http.get(`/api/products/${first._id}`);
    expect(product.body).toMatchObject({ rating: 3.5, numReviews: 2 });
    expect(product.body.reviews.map((r: { name: string }) => r.name)).toEqual(['Bo', 'Anna']);
    // The seller's rating is over all reviews of all their products: (5 + 2 + 4) / 3.
    expect(product.body.seller.seller.numReviews).toBe(3);
    expect(product.body.seller.seller.rating).toBeCloseTo(11 / 3);
  });

  it('allows one review per user and product, even when submitted twice at once', async () => {
    const seller = await app.createUser({ seller: true });
    const product = await createProduct(app, seller, { name: 'Tekanna' });
    const buyer = await app.createUser();
    const answers = await Promise.all(
      [1, 2, 3].map(() => review(product._id, buyer.token, { rating: 4, comment: 'Ok' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toBe('You already submitted a review');
    expect((await app.http.get(`/api/products/${product._id}`)).body.numReviews).toBe(1);
  });

  it('keeps ratings right when many people review at once', async () => {
    const seller = await app.createUser({ seller: true });
    const product = await createProduct(app, seller, { name: 'Skål' });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => app.createUser()));
    await Promise.all(
      buyers.map((b, i) => review(product._id, b.token, { rating: (i % 5) + 1, comment: 'x' })),
    );
    const body = (await app.http.get(`/api/products/${product._id}`)).body;
    expect(body.numReviews).toBe(8);
    expect(body.rating).toBeCloseTo((1 + 2 + 3 + 4 + 5 + 1 + 2 + 3) / 8);
  });

  it('refuses the seller reviewing their own product, anonymous callers and bad input', async () => {
    const seller = await app.createUser({ seller: true });
    const product = await createProduct(app, seller, { name: 'Ljus' });
    const buyer = await app.createUser();
    expect((await review(product._id, seller.token, { rating: 5, comment: 'Bäst' })).status).toBe(403);
    expect((await review(product._id, undefined, { rating: 5, comment: 'Bäst' })).status).toBe(401);
    const noRating = await review(product._id, buyer.token, { comment: 'Hm' });
    expect(noRating.body).toMatchObject({ message: 'Please enter rating.', field: 'rating' });
    const badRating = await review(product._id, buyer.token, { rating: 6, comment: 'Hm' });
    expect(badRating.body.message).toBe('Please enter rating.');
    const noComment = await review(product._id, buyer.token, { rating: 3, comment: '  ' });
    expect(noComment.body).toMatchObject({ message: 'Please enter comment.', field: 'comment' });
    const unknown = await review('00000000-0000-4000-8000-000000000000', buyer.token, {
      rating: 3,
      comment: 'x',
    });
    expect(unknown.status).toBe(404);
  });
});
