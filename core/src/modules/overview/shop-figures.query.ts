import { oreToSek } from '../../shared/money';
import { WITHDRAWALS_TO_HANDLE, todoCondition } from '../orders/order-todo';
import { stockTodoUnits } from '../products/stock-todo';
import { figure } from './figures';
import { wholeWeeksOf, type Period } from './period';
import { bucketSeries, int, iso, seriesParams } from './sql';

/** The rollup's key for a line whose product was deleted (as its unique index writes it). */
const NO_PRODUCT = `'00000000-0000-0000-0000-000000000000'::uuid`;

/** How many products the shop holds (drafts count, as for the plan's limit). */
export const productCount = (shopId: string) =>
  figure(`select count(*) as n from products p where p.seller_id = ?`, [shopId], ([row]: { n: number }[]) =>
    int(row?.n),
  );

/**
 * What needs doing about orders: unpaid orders of the methods the shop marks paid itself, and paid
 * orders not delivered (with the oldest one's payment date), as the orders module defines each to-do
 * for its list (`todoCondition`). Each count reads a partial index.
 */
export const orderTodo = (shopId: string, shopMarkedMethods: string[]) =>
  figure(
    `select
       (select count(*) from orders where seller_id = ? and ${todoCondition('awaiting_payment')}) as awaiting,
       (select count(*) from orders where seller_id = ? and ${todoCondition('to_ship')}) as to_ship,
       (select count(*) from orders where seller_id = ? and ${todoCondition('not_delivered')}) as undelivered,
       (select min(paid_at) from orders where seller_id = ? and ${todoCondition('not_delivered')}) as oldest`,
    [shopId, JSON.stringify(shopMarkedMethods), shopId, shopId, shopId],
    ([row]: { awaiting: number; to_ship: number; undelivered: number; oldest: string | null }[]) => ({
      awaitingPayment: int(row?.awaiting),
      toShip: int(row?.to_ship),
      notDelivered: int(row?.undelivered),
      oldestNotDeliveredPaidAt: row?.oldest ? iso(row.oldest) : null,
    }),
  );

/** How many of the shop's orders have a withdrawal to handle, as the orders' list reads them. */
export const withdrawalsToHandle = (shopId: string) =>
  figure(
    `select count(*) as n from ${WITHDRAWALS_TO_HANDLE} and b.seller_id = ?`,
    [shopId],
    ([row]: { n: number }[]) => int(row?.n),
  );

/** Saved products (not blank drafts) and variants on sale with 1–2 left and with none left. */
export const stockTodo = (shopId: string) =>
  figure(
    `select coalesce(sum(${stockTodoUnits.low_stock}), 0) as low,
       coalesce(sum(${stockTodoUnits.out_of_stock}), 0) as out
     from products p where p.seller_id = ? and not p.draft`,
    [shopId],
    ([row]: { low: number; out: number }[]) => ({ lowStock: int(row?.low), outOfStock: int(row?.out) }),
  );

/**
 * The period's five best sellers by goods revenue (quantity × price; shipping and refunds are the
 * order's, not a product's), among orders paid in it. A deleted product is still listed under its name.
 * Read from the rollups (kept by triggers), not the period's order lines: its whole weeks from
 * `shop_product_sales_weekly`, the days before and after them from `shop_product_sales_daily` (a year is
 * at most 57 rows a product instead of 364, 30 days at most 12 instead of 30).
 */
export const bestSellers = (shopId: string, period: Period) => {
  const { weeksFrom, weeksTo } = wholeWeeksOf(period.from, period.to);
  return figure(
    // Summed per product by hashing (no sort of the period's rows). A product is named as on its last day
    // with a sale in the period (its latest payment that day first), looked up for each product alone by
    // the daily rollup's index on the product. The weekly rollup keeps no payment instants: a week's latest
    // would stay when the line paid then is deleted or renamed, and name the product wrongly.
    `with r as (
       select w.product_id, w.name, w.units, w.revenue_ore
       from shop_product_sales_weekly w where w.seller_id = ? and w.week >= ?::date and w.week < ?::date
       union all
       select d.product_id, d.name, d.units, d.revenue_ore
       from shop_product_sales_daily d
       where d.seller_id = ? and (d.day >= ?::date and d.day < ?::date or d.day >= ?::date and d.day <= ?::date)
     ),
     per as (
       select r.product_id, case when r.product_id is null then r.name end as gone, sum(r.units) as units,
         sum(r.revenue_ore) as revenue
       from r group by 1, 2
       having sum(r.units) > 0
     )
     select per.product_id as product, named.name, per.units, per.revenue
     from per cross join lateral (
       select d.name from shop_product_sales_daily d
       where d.seller_id = ? and coalesce(d.product_id, ${NO_PRODUCT}) = coalesce(per.product_id, ${NO_PRODUCT})
         and d.day >= ?::date and d.day <= ?::date and d.units > 0 and (per.gone is null or d.name = per.gone)
       order by d.day desc, d.last_paid_at desc
       limit 1
     ) named
     order by per.revenue desc, per.units desc, named.name
     limit 5`,
    [
      shopId,
      weeksFrom,
      weeksTo,
      shopId,
      period.from,
      weeksFrom,
      weeksTo,
      period.to,
      shopId,
      period.from,
      period.to,
    ],
    (rows: { product: string | null; name: string; units: number; revenue: number }[]) =>
      rows.map((row) => ({
        product: row.product,
        name: row.name,
        units: int(row.units),
        revenue: oreToSek(int(row.revenue)),
      })),
  );
};

/** The five newest reviews of the shop's products (by the reviews' index on their shop, newest first). */
export const latestReviews = (shopId: string) =>
  figure(
    `select r.product_id as product, p.name as product_name, r.name, r.rating, r.comment, r.created_at
     from reviews r join products p on p.id = r.product_id
     where r.seller_id = ?
     order by r.created_at desc, r.id
     limit 5`,
    [shopId],
    (
      rows: {
        product: string;
        product_name: string;
        name: string;
        rating: number;
        comment: string;
        created_at: string;
      }[],
    ) =>
      rows.map((row) => ({
        product: row.product,
        productName: row.product_name,
        name: row.name,
        rating: row.rating,
        comment: row.comment,
        createdAt: iso(row.created_at),
      })),
  );

/**
 * The shop's rating through the period: per bucket, the reviews written in it and the average of every
 * review of the shop's products written up to its end (null before the first). Read from the daily
 * reviews rollup `shop_reviews_daily` (kept by a trigger), at most a row a day.
 */
export const ratingOverTime = (shopId: string, period: Period) =>
  figure(
    `with series as (${bucketSeries}),
     per as (
       select ${period.bucket === 'day' ? 'd.day' : `date_trunc('week', d.day::timestamp)::date`} as bucket,
         sum(d.reviews) as n, sum(d.rating_sum) as total
       from shop_reviews_daily d
       where d.seller_id = ? and d.day >= ?::date and d.day <= ?::date
       group by 1
     ),
     earlier as (
       select coalesce(sum(d.reviews), 0) as n, coalesce(sum(d.rating_sum), 0) as total
       from shop_reviews_daily d where d.seller_id = ? and d.day < ?::date
     ),
     running as (
       select s.bucket, coalesce(per.n, 0) as reviews,
         e.n + sum(coalesce(per.n, 0)) over w as n, e.total + sum(coalesce(per.total, 0)) over w as total
       from series s left join per on per.bucket = s.bucket cross join earlier e
       window w as (order by s.bucket)
     )
     select bucket::text as day, reviews, (total::float8 / nullif(n, 0)) as rating
     from running order by bucket`,
    [...seriesParams(period), shopId, period.firstBucket, period.to, shopId, period.firstBucket],
    (rows: { day: string; reviews: number; rating: number | null }[]) =>
      rows.map((row) => ({
        date: row.day,
        reviews: int(row.reviews),
        rating: row.rating === null ? null : Math.round(row.rating * 100) / 100,
      })),
  );
