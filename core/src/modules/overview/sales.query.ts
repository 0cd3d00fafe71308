import type { EntityManager } from '@mikro-orm/postgresql';
import type { PeriodTotalsDto, SalesDto } from '@torget/contract';
import { oreToSek } from '../../shared/money';
import type { Period } from './period';
import { bucketOf, bucketSeries, dayEnd, dayStart, int, seriesParams } from './sql';

/** One shop's figures, or (null) the whole marketplace's. */
export type Scope = string | null;

/**
 * Sales per bucket: totals of the orders paid in it (on their payment date) and the refunds made in it
 * (on the refund's date; failed refunds never count), one row per bucket, empty ones as zeros.
 * One query: a shop's from its daily rollup, the marketplace's from the partial index on paid orders.
 */
export async function salesPoints(em: EntityManager, scope: Scope, period: Period) {
  const rows = scope ? await shopSalesRows(em, scope, period) : await marketplaceSalesRows(em, period);
  return rows.map((row) => ({
    date: row.day,
    revenueOre: int(row.revenue),
    orders: int(row.orders),
    refundsOre: int(row.refunds),
  }));
}

type SalesRow = { day: string; revenue: string; orders: string; refunds: string };

/** A shop's buckets from its daily rollup (`shop_sales_daily`, kept by triggers): at most a row a day. */
const shopSalesRows = (em: EntityManager, shopId: string, period: Period) =>
  em.execute<SalesRow[]>(
    `with series as (${bucketSeries}),
     per as (
       select date_trunc('${period.bucket === 'day' ? 'day' : 'week'}', d.day::timestamp)::date as bucket,
         sum(d.revenue_ore) as revenue, sum(d.orders) as orders, sum(d.refunds_ore) as refunds
       from shop_sales_daily d
       where d.seller_id = ? and d.day >= ?::date and d.day <= ?::date
       group by 1
     )
     select s.bucket::text as day, coalesce(p.revenue, 0) as revenue, coalesce(p.orders, 0) as orders,
       coalesce(p.refunds, 0) as refunds
     from series s left join per p on p.bucket = s.bucket
     order by s.bucket`,
    [...seriesParams(period), shopId, period.from, period.to],
  );

/** The whole marketplace's buckets, from the orders and refunds themselves. */
async function marketplaceSalesRows(em: EntityManager, period: Period) {
  return em.execute<SalesRow[]>(
    `with series as (${bucketSeries}),
     paid as (
       select ${bucketOf('o.paid_at', period.bucket)} as bucket, sum(o.total_ore) as revenue, count(*) as orders
       from orders o
       where o.is_paid and o.paid_at >= ${dayStart} and o.paid_at < ${dayEnd}
       group by 1
     ),
     refunded as (
       select ${bucketOf('r.created_at', period.bucket)} as bucket, sum(r.amount_ore) as refunds
       from order_refunds r join orders o on o.id = r.order_id
       where r.status <> 'failed' and r.created_at >= ${dayStart} and r.created_at < ${dayEnd}
       group by 1
     )
     select s.bucket::text as day, coalesce(p.revenue, 0) as revenue, coalesce(p.orders, 0) as orders,
       coalesce(f.refunds, 0) as refunds
     from series s left join paid p on p.bucket = s.bucket left join refunded f on f.bucket = s.bucket
     order by s.bucket`,
    [...seriesParams(period), period.from, period.to, period.from, period.to],
  );
}

/** The same figures summed over a stretch of days, in one query (for the period before). */
export async function salesTotals(em: EntityManager, scope: Scope, from: string, to: string) {
  if (scope) {
    const [row] = await em.execute<{ revenue: string; orders: string; refunds: string }[]>(
      `select coalesce(sum(revenue_ore), 0) as revenue, coalesce(sum(orders), 0) as orders,
         coalesce(sum(refunds_ore), 0) as refunds
       from shop_sales_daily where seller_id = ? and day >= ?::date and day <= ?::date`,
      [scope, from, to],
    );
    return { revenueOre: int(row?.revenue), orders: int(row?.orders), refundsOre: int(row?.refunds) };
  }
  const [row] = await em.execute<{ revenue: string; orders: string; refunds: string }[]>(
    `select
       (select coalesce(sum(o.total_ore), 0) from orders o
        where o.is_paid and o.paid_at >= ${dayStart} and o.paid_at < ${dayEnd}) as revenue,
       (select count(*) from orders o
        where o.is_paid and o.paid_at >= ${dayStart} and o.paid_at < ${dayEnd}) as orders,
       (select coalesce(sum(r.amount_ore), 0) from order_refunds r join orders o on o.id = r.order_id
        where r.status <> 'failed' and r.created_at >= ${dayStart} and r.created_at < ${dayEnd}) as refunds`,
    [from, to, from, to, from, to],
  );
  return { revenueOre: int(row?.revenue), orders: int(row?.orders), refundsOre: int(row?.refunds) };
}

type Sums = { revenueOre: number; orders: number; refundsOre: number };

const totalsDto = (sums: Sums): PeriodTotalsDto => ({
  revenue: oreToSek(sums.revenueOre),
  orders: sums.orders,
  refunds: oreToSek(sums.refundsOre),
  net: oreToSek(sums.revenueOre - sums.refundsOre),
});

/** Change as a fraction of the earlier figure; none when the earlier period had nothing to compare with. */
const change = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 10_000) / 10_000;

/** The sales figure of an overview: its points, their totals and the change against the period before. */
export async function sales(em: EntityManager, scope: Scope, period: Period): Promise<SalesDto> {
  const [points, before] = await Promise.all([
    salesPoints(em, scope, period),
    salesTotals(em, scope, period.previous.from, period.previous.to),
  ]);
  const sums = points.reduce(
    (total, point) => ({
      revenueOre: total.revenueOre + point.revenueOre,
      orders: total.orders + point.orders,
      refundsOre: total.refundsOre + point.refundsOre,
    }),
    { revenueOre: 0, orders: 0, refundsOre: 0 },
  );
  return {
    range: period.range,
    bucket: period.bucket,
    from: period.from,
    to: period.to,
    points: points.map((point) => ({
      date: point.date,
      revenue: oreToSek(point.revenueOre),
      orders: point.orders,
      refunds: oreToSek(point.refundsOre),
    })),
    totals: totalsDto(sums),
    previous: { ...totalsDto(before), ...period.previous },
    change: {
      revenue: change(sums.revenueOre, before.revenueOre),
      orders: change(sums.orders, before.orders),
    },
  };
}
