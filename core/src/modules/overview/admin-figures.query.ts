import { oreToSek } from '../../shared/money';
import { figure } from './figures';
import type { Period } from './period';
import { bucketOf, bucketSeries, dayEnd, dayStart, int, iso, seriesParams } from './sql';

/**
 * The period's ten shops with the most revenue (orders paid in it): shops from their daily rollups, orders
 * whose shop's account was deleted from those orders, grouped under the shop name they carry.
 */
export const topShops = (period: Period) =>
  figure(
    `select d.seller_id as id, coalesce(max(u.seller_name), '') as name,
       sum(d.revenue_ore) as revenue, sum(d.orders) as orders
     from shop_sales_daily d left join users u on u.id = d.seller_id
     where d.day >= ?::date and d.day <= ?::date
     group by d.seller_id
     having sum(d.orders) > 0
     union all
     select null, max(o.shop_name), sum(o.total_ore), count(*)
     from orders o
     where o.seller_id is null and o.is_paid and o.paid_at >= ${dayStart} and o.paid_at < ${dayEnd}
     group by o.shop_name
     order by revenue desc, orders desc, name
     limit 10`,
    [period.from, period.to, period.from, period.to],
    (rows: { id: string | null; name: string; revenue: number; orders: number }[]) =>
      rows.map((row) => ({
        _id: row.id,
        name: row.name,
        revenue: oreToSek(int(row.revenue)),
        orders: int(row.orders),
      })),
  );

/**
 * Rows of a table counted per bucket of the period (zeros included). `column` is the instant counted by,
 * `where` a fixed condition; both are written here, never taken from input.
 */
const countPer = (period: Period, table: string, column: string, where = 'true') =>
  figure(
    `with series as (${bucketSeries}),
     counted as (
       select ${bucketOf(column, period.bucket)} as bucket, count(*) as count
       from ${table}
       where ${where} and ${column} >= ${dayStart} and ${column} < ${dayEnd}
       group by 1
     )
     select s.bucket::text as day, coalesce(c.count, 0) as count
     from series s left join counted c on c.bucket = s.bucket order by s.bucket`,
    [...seriesParams(period), period.firstBucket, period.to],
    (rows: { day: string; count: number }[]) => rows.map((row) => ({ date: row.day, count: int(row.count) })),
  );

/** Orders placed per bucket (paid or not; a deleted order is gone). */
export const ordersPlaced = (period: Period) => countPer(period, 'orders o', 'o.created_at');

/** Accounts registered per bucket (admins are not customers). */
export const newCustomers = (period: Period) => countPer(period, 'users u', 'u.created_at', 'not u.is_admin');

/** Shops approved per bucket: when the approval was recorded, else (shops from before that) the account's creation. */
export const newShops = (period: Period) =>
  countPer(
    period,
    'users u left join shop_milestones m on m.user_id = u.id',
    'coalesce(m.approved_at, u.created_at)',
    'u.is_seller',
  );

/** Accounts waiting for approval as sellers: how many, and the 20 waiting longest. */
export const waitingSellers = () =>
  figure(
    `select u.id, u.name, u.email, u.seller_name as shop_name,
       coalesce(m.applied_at, u.created_at) as applied_at, count(*) over () as count
     from users u left join shop_milestones m on m.user_id = u.id
     where u.wants_to_be_seller and not u.is_seller
     order by applied_at, u.id
     limit 20`,
    [],
    (
      rows: {
        id: string;
        name: string;
        email: string;
        shop_name: string;
        applied_at: string;
        count: number;
      }[],
    ) => ({
      count: int(rows[0]?.count),
      oldest: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        shopName: row.shop_name,
        appliedAt: iso(row.applied_at),
      })),
    }),
  );

/** Per shop: paid orders not delivered whose payment is over 7 days old, the shop with the most first. */
export const lateDeliveries = () =>
  figure(
    `select o.seller_id as id, coalesce(max(u.seller_name), max(o.shop_name)) as name,
       count(*) as orders, min(o.paid_at) as oldest
     from orders o left join users u on u.id = o.seller_id
     where o.is_paid and not o.is_delivered and o.paid_at < now() - interval '7 days'
     group by o.seller_id, case when o.seller_id is null then o.shop_name end
     order by orders desc, oldest
     limit 50`,
    [],
    (rows: { id: string | null; name: string; orders: number; oldest: string }[]) =>
      rows.map((row) => ({
        _id: row.id,
        name: row.name,
        orders: int(row.orders),
        oldestPaidAt: iso(row.oldest),
      })),
  );
