import type { EntityManager } from '@mikro-orm/postgresql';
import { stockholmDayStart } from '@torget/i18n';

/** The plans' yearly prices in öre (docs/product.md: plan 2 299 kr, plan 3 499 kr a year; plan 1 is free). */
const PLAN_FEE_ORE: Record<number, number> = { 1: 0, 2: 29_900, 3: 49_900 };

export interface SellerYear {
  sellerId: string;
  shopName: string;
  plan: number | null;
  approvedAt: string | null;
  /** Per quarter (0–3): paid orders and their totals less refunds, in öre. */
  sales: [number, number, number, number];
  considerationOre: [number, number, number, number];
}

/** The first instant of each quarter of `year` and of the next year, Stockholm time. */
export function quarterStarts(year: number): Date[] {
  return ['01', '04', '07', '10']
    .map((month) => stockholmDayStart(`${year}-${month}-01`))
    .concat(stockholmDayStart(`${year + 1}-01-01`));
}

/**
 * Each seller's paid orders in `year`, per quarter by the date paid (Stockholm time), and their consideration:
 * the order's total less its refunds (not failed), counted in the quarter the order was paid.
 */
export async function sellerYears(em: EntityManager, year: number): Promise<SellerYear[]> {
  const starts = quarterStarts(year);
  const rows = await em.execute<
    {
      seller_id: string;
      shop_name: string;
      plan: number | null;
      approved_at: string | null;
      q: number;
      sales: string;
      net: string;
    }[]
  >(
    `select o.seller_id, u.seller_name as shop_name, u.seller_plan as plan, m.approved_at,
       case when o.paid_at < ? then 0 when o.paid_at < ? then 1 when o.paid_at < ? then 2 else 3 end as q,
       count(*) as sales,
       sum(o.total_ore - coalesce((select sum(r.amount_ore) from order_refunds r
                                   where r.order_id = o.id and r.status <> 'failed'), 0)) as net
     from orders o
     join users u on u.id = o.seller_id
     left join shop_milestones m on m.user_id = o.seller_id
     where o.is_paid and o.paid_at >= ? and o.paid_at < ?
     group by o.seller_id, u.seller_name, u.seller_plan, m.approved_at, q
     order by u.seller_name, o.seller_id`,
    [starts[1], starts[2], starts[3], starts[0], starts[4]],
  );
  const bySeller = new Map<string, SellerYear>();
  for (const row of rows) {
    const seller = bySeller.get(row.seller_id) ?? {
      sellerId: row.seller_id,
      shopName: row.shop_name,
      plan: row.plan,
      approvedAt: row.approved_at,
      sales: [0, 0, 0, 0],
      considerationOre: [0, 0, 0, 0],
    };
    seller.sales[row.q] = Number(row.sales);
    seller.considerationOre[row.q] = Number(row.net);
    bySeller.set(row.seller_id, seller);
  }
  return [...bySeller.values()];
}

/**
 * The plan fee charged per quarter, in öre: Torget keeps no fee invoices, so the plan's yearly price is spread
 * over the quarters the shop was open (approved before the quarter ended), a quarter each (docs/dac7.md).
 */
export function quarterFeesOre(seller: Pick<SellerYear, 'plan' | 'approvedAt'>, year: number): number[] {
  const starts = quarterStarts(year);
  const yearly = PLAN_FEE_ORE[seller.plan ?? 1] ?? 0;
  const approved = seller.approvedAt ? Date.parse(seller.approvedAt) : 0;
  return [0, 1, 2, 3].map((q) => (approved < starts[q + 1]!.getTime() ? Math.round(yearly / 4) : 0));
}
