import type { EntityManager } from '@mikro-orm/postgresql';
import { oreToSek } from '../../shared/money';
import { stockTodoSql } from '../products/stock-todo';
import type { Period } from './period';
import { bucketOf, bucketSeries, dayEnd, int, iso, seriesParams } from './sql';

/** The shop's name, plan and how many products it holds (drafts count, as for the plan's limit). */
export async function shopInfo(em: EntityManager, shopId: string) {
  const [row] = await em.execute<
    { id: string; name: string; plan: number | null; products: string; is_seller: boolean }[]
  >(
    `select u.id, u.seller_name as name, u.seller_plan as plan, u.is_seller,
       (select count(*) from products p where p.seller_id = u.id) as products
     from users u where u.id = ?`,
    [shopId],
  );
  return row && { ...row, products: int(row.products) };
}

/**
 * What needs doing about orders: unpaid orders of the methods the shop marks paid itself, and paid
 * orders not delivered (with the oldest one's payment date). Each count reads a partial index.
 */
export async function orderTodo(em: EntityManager, shopId: string, shopMarkedMethods: string[]) {
  const [row] = await em.execute<{ awaiting: string; undelivered: string; oldest: Date | null }[]>(
    `select
       (select count(*) from orders where seller_id = ? and not is_paid and payment_method in (select jsonb_array_elements_text(?::jsonb))) as awaiting,
       (select count(*) from orders where seller_id = ? and is_paid and not is_delivered) as undelivered,
       (select min(paid_at) from orders where seller_id = ? and is_paid and not is_delivered) as oldest`,
    [shopId, JSON.stringify(shopMarkedMethods), shopId, shopId],
  );
  return {
    awaitingPayment: int(row?.awaiting),
    notDelivered: int(row?.undelivered),
    oldestNotDeliveredPaidAt: row?.oldest ? iso(row.oldest) : null,
  };
}

/** Saved products (not blank drafts) with 1–2 left and with none left. */
export async function stockTodo(em: EntityManager, shopId: string) {
  const [row] = await em.execute<{ low: string; out: string }[]>(
    `select count(*) filter (where ${stockTodoSql.low_stock}) as low,
       count(*) filter (where ${stockTodoSql.out_of_stock}) as out
     from products p where p.seller_id = ? and not p.draft`,
    [shopId],
  );
  return { lowStock: int(row?.low), outOfStock: int(row?.out) };
}

/**
 * The period's five best sellers by goods revenue (quantity × price; shipping and refunds are the
 * order's, not a product's), among orders paid in it. A deleted product is still listed under its name.
 * Read from the daily rollup `shop_product_sales_daily` (kept by triggers), not the period's order lines.
 */
export async function bestSellers(em: EntityManager, shopId: string, period: Period) {
  const rows = await em.execute<{ product: string | null; name: string; units: string; revenue: string }[]>(
    `select d.product_id as product,
       (array_agg(d.name order by d.day desc, d.last_paid_at desc) filter (where d.units > 0))[1] as name,
       sum(d.units) as units, sum(d.revenue_ore) as revenue
     from shop_product_sales_daily d
     where d.seller_id = ? and d.day >= ?::date and d.day <= ?::date
     group by d.product_id, case when d.product_id is null then d.name end
     having sum(d.units) > 0
     order by revenue desc, units desc, name
     limit 5`,
    [shopId, period.from, period.to],
  );
  return rows.map((row) => ({
    product: row.product,
    name: row.name,
    units: int(row.units),
    revenue: oreToSek(int(row.revenue)),
  }));
}

/** The five newest reviews of the shop's products. */
export async function latestReviews(em: EntityManager, shopId: string) {
  const rows = await em.execute<
    {
      product: string;
      product_name: string;
      name: string;
      rating: number;
      comment: string;
      created_at: Date;
    }[]
  >(
    `select r.product_id as product, p.name as product_name, r.name, r.rating, r.comment, r.created_at
     from reviews r join products p on p.id = r.product_id
     where p.seller_id = ?
     order by r.created_at desc, r.id
     limit 5`,
    [shopId],
  );
  return rows.map((row) => ({
    product: row.product,
    productName: row.product_name,
    name: row.name,
    rating: row.rating,
    comment: row.comment,
    createdAt: iso(row.created_at),
  }));
}

/**
 * The shop's rating through the period: per bucket, the reviews written in it and the average of every
 * review of the shop's products written up to its end (null before the first).
 */
export async function ratingOverTime(em: EntityManager, shopId: string, period: Period) {
  const rows = await em.execute<{ day: string; reviews: string; rating: number | null }[]>(
    `with series as (${bucketSeries}),
     per as (
       select ${bucketOf('r.created_at', period.bucket)} as bucket, count(*) as n, sum(r.rating) as total
       from reviews r join products p on p.id = r.product_id
       where p.seller_id = ? and r.created_at < ${dayEnd}
       group by 1
     ),
     earlier as (
       select coalesce(sum(n), 0) as n, coalesce(sum(total), 0) as total from per where bucket < ?::date
     ),
     running as (
       select s.bucket, coalesce(per.n, 0) as reviews,
         e.n + sum(coalesce(per.n, 0)) over w as n, e.total + sum(coalesce(per.total, 0)) over w as total
       from series s left join per on per.bucket = s.bucket cross join earlier e
       window w as (order by s.bucket)
     )
     select bucket::text as day, reviews, (total::float8 / nullif(n, 0)) as rating
     from running order by bucket`,
    [...seriesParams(period), shopId, period.to, period.firstBucket],
  );
  return rows.map((row) => ({
    date: row.day,
    reviews: int(row.reviews),
    rating: row.rating === null ? null : Math.round(row.rating * 100) / 100,
  }));
}

/** The shop's rating now (as its page shows it) and how many reviews it rests on. */
export async function currentRating(em: EntityManager, shopId: string) {
  const [row] = await em.execute<{ rating: number; reviews: string }[]>(
    `select coalesce(avg(r.rating), 0)::float8 as rating, count(*) as reviews
     from reviews r join products p on p.id = r.product_id where p.seller_id = ?`,
    [shopId],
  );
  return { current: Math.round((row?.rating ?? 0) * 100) / 100, reviews: int(row?.reviews) };
}
