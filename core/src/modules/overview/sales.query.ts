import type { PeriodTotalsDto, SalesDto } from '@torget/contract';
import { oreToSek } from '../../shared/money';
import { figure, type Figure } from './figures';
import type { Period } from './period';
import { bucketOf, bucketSeries, dayEnd, dayStart, int, seriesParams } from './sql';

/** One shop's figures, or (null) the whole marketplace's. */
export type Scope = string | null;

type SalesRow = { day: string; revenue: number; orders: number; refunds: number; discounts: number };
type Point = { date: string; revenueOre: number; orders: number; refundsOre: number; discountsOre: number };
type Sums = { revenueOre: number; orders: number; refundsOre: number; discountsOre: number };

const points = (rows: SalesRow[]): Point[] =>
  rows.map((row) => ({
    date: row.day,
    revenueOre: int(row.revenue),
    orders: int(row.orders),
    refundsOre: int(row.refunds),
    discountsOre: int(row.discounts),
  }));

const sums = ([row]: Partial<SalesRow>[]): Sums => ({
  revenueOre: int(row?.revenue),
  orders: int(row?.orders),
  refundsOre: int(row?.refunds),
  discountsOre: int(row?.discounts),
});

/**
 * Sales per bucket: totals of the orders paid in it (on their payment date), what discount codes took off
 * those orders, and the refunds made in it (on the refund's date; failed refunds never count), one row per
 * bucket, empty ones as zeros.
 * A shop's from its daily rollup, the marketplace's from every shop's rollups and the shopless orders.
 */
export const salesPoints = (scope: Scope, period: Period): Figure<Point[]> =>
  scope ? shopSalesPoints(scope, period) : marketplaceSalesPoints(period);

/** A shop's buckets from its daily rollup (`shop_sales_daily`, kept by triggers): at most a row a day. */
const shopSalesPoints = (shopId: string, period: Period) =>
  figure(
    `with series as (${bucketSeries}),
     per as (
       select date_trunc('${period.bucket === 'day' ? 'day' : 'week'}', d.day::timestamp)::date as bucket,
         sum(d.revenue_ore) as revenue, sum(d.orders) as orders, sum(d.refunds_ore) as refunds,
         sum(d.discounts_ore) as discounts
       from shop_sales_daily d
       where d.seller_id = ? and d.day >= ?::date and d.day <= ?::date
       group by 1
     )
     select s.bucket::text as day, coalesce(p.revenue, 0) as revenue, coalesce(p.orders, 0) as orders,
       coalesce(p.refunds, 0) as refunds, coalesce(p.discounts, 0) as discounts
     from series s left join per p on p.bucket = s.bucket
     order by s.bucket`,
    [...seriesParams(period), shopId, period.from, period.to],
    points,
  );

/**
 * The whole marketplace's buckets: every shop's from the daily rollup (by its index on the day), and the
 * orders no shop's rollup holds (their shop's account was deleted) from those orders themselves, by a
 * partial index on them, so neither part walks the period's orders.
 */
const marketplaceSalesPoints = (period: Period) =>
  figure(
    `with series as (${bucketSeries}),
     shops as (
       select date_trunc('${period.bucket === 'day' ? 'day' : 'week'}', d.day::timestamp)::date as bucket,
         sum(d.revenue_ore) as revenue, sum(d.orders) as orders, sum(d.refunds_ore) as refunds,
         sum(d.discounts_ore) as discounts
       from shop_sales_daily d
       where d.day >= ?::date and d.day <= ?::date
       group by 1
     ),
     shopless_paid as (
       select ${bucketOf('o.paid_at', period.bucket)} as bucket, sum(o.total_ore) as revenue, count(*) as orders,
         sum(o.discount_ore) as discounts
       from orders o
       where o.seller_id is null and o.is_paid and o.paid_at >= ${dayStart} and o.paid_at < ${dayEnd}
       group by 1
     ),
     shopless_refunded as (
       select ${bucketOf('r.created_at', period.bucket)} as bucket, sum(r.amount_ore) as refunds
       from orders o join order_refunds r on r.order_id = o.id
       where o.seller_id is null and r.status <> 'failed' and r.created_at >= ${dayStart} and r.created_at < ${dayEnd}
       group by 1
     )
     select s.bucket::text as day,
       coalesce(d.revenue, 0) + coalesce(p.revenue, 0) as revenue,
       coalesce(d.orders, 0) + coalesce(p.orders, 0) as orders,
       coalesce(d.refunds, 0) + coalesce(f.refunds, 0) as refunds,
       coalesce(d.discounts, 0) + coalesce(p.discounts, 0) as discounts
     from series s left join shops d on d.bucket = s.bucket left join shopless_paid p on p.bucket = s.bucket
       left join shopless_refunded f on f.bucket = s.bucket
     order by s.bucket`,
    [...seriesParams(period), period.from, period.to, period.from, period.to, period.from, period.to],
    points,
  );

/** The same figures summed over a stretch of days (for the period before). */
export function salesTotals(scope: Scope, from: string, to: string): Figure<Sums> {
  if (scope)
    return figure(
      `select coalesce(sum(revenue_ore), 0) as revenue, coalesce(sum(orders), 0) as orders,
         coalesce(sum(refunds_ore), 0) as refunds, coalesce(sum(discounts_ore), 0) as discounts
       from shop_sales_daily where seller_id = ? and day >= ?::date and day <= ?::date`,
      [scope, from, to],
      sums,
    );
  return figure(
    `select
       (select coalesce(sum(revenue_ore), 0) from shop_sales_daily where day >= ?::date and day <= ?::date)
       + (select coalesce(sum(o.total_ore), 0) from orders o
          where o.seller_id is null and o.is_paid and o.paid_at >= ${dayStart} and o.paid_at < ${dayEnd}) as revenue,
       (select coalesce(sum(orders), 0) from shop_sales_daily where day >= ?::date and day <= ?::date)
       + (select count(*) from orders o
          where o.seller_id is null and o.is_paid and o.paid_at >= ${dayStart} and o.paid_at < ${dayEnd}) as orders,
       (select coalesce(sum(refunds_ore), 0) from shop_sales_daily where day >= ?::date and day <= ?::date)
       + (select coalesce(sum(r.amount_ore), 0) from orders o join order_refunds r on r.order_id = o.id
          where o.seller_id is null and r.status <> 'failed' and r.created_at >= ${dayStart}
            and r.created_at < ${dayEnd}) as refunds,
       (select coalesce(sum(discounts_ore), 0) from shop_sales_daily where day >= ?::date and day <= ?::date)
       + (select coalesce(sum(o.discount_ore), 0) from orders o
          where o.seller_id is null and o.is_paid and o.paid_at >= ${dayStart} and o.paid_at < ${dayEnd}) as discounts`,
    [from, to, from, to, from, to, from, to, from, to, from, to, from, to, from, to],
    sums,
  );
}

const totalsDto = (sums: Sums): PeriodTotalsDto => ({
  revenue: oreToSek(sums.revenueOre),
  orders: sums.orders,
  refunds: oreToSek(sums.refundsOre),
  net: oreToSek(sums.revenueOre - sums.refundsOre),
  discounts: oreToSek(sums.discountsOre),
});

/** Change as a fraction of the earlier figure; none when the earlier period had nothing to compare with. */
const change = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 10_000) / 10_000;

/** The sales figures of an overview: its points and the period before's totals (both read in one statement). */
export const salesFigures = (scope: Scope, period: Period) => ({
  salesPoints: salesPoints(scope, period),
  salesBefore: salesTotals(scope, period.previous.from, period.previous.to),
});

/** The sales figure of an overview: its points, their totals and the change against the period before. */
export function salesOf(period: Period, points: Point[], before: Sums): SalesDto {
  const sums = points.reduce(
    (total, point) => ({
      revenueOre: total.revenueOre + point.revenueOre,
      orders: total.orders + point.orders,
      refundsOre: total.refundsOre + point.refundsOre,
      discountsOre: total.discountsOre + point.discountsOre,
    }),
    { revenueOre: 0, orders: 0, refundsOre: 0, discountsOre: 0 },
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
      discounts: oreToSek(point.discountsOre),
    })),
    totals: totalsDto(sums),
    previous: { ...totalsDto(before), ...period.previous },
    change: {
      revenue: change(sums.revenueOre, before.revenueOre),
      orders: change(sums.orders, before.orders),
    },
  };
}
