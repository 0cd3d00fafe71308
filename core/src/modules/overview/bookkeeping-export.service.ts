import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExportQuery } from '@torget/contract';
import { ValidationError } from '../../shared/errors';
import type { User } from '../users/user.entity';
import { csvFile, kronor, percent, text } from './bookkeeping-csv';
import { overviewMessages } from './overview.messages';
import { dayInStockholm, daysBetween } from './period';
import { shopFor, shopNotFound } from './shop-access';
import { dayEnd, dayStart, int } from './sql';

const MAX_DAYS = 400;

/** The export's columns, in order (their texts move into the message catalogs with the rest). */
export const exportColumns = [
  'Order date',
  'Order',
  'Shop',
  'Buyer',
  'Product',
  'Quantity',
  'Unit price',
  'Line total',
  'VAT rate',
  'VAT',
  'Shipping',
  'Payment method',
  'Paid date',
  'Refunded (order)',
  'Refund date',
] as const;

interface LineRow {
  order_id: string;
  created_at: Date;
  paid_at: Date;
  shop_name: string;
  buyer: string;
  payment_method: string;
  name: string;
  qty: number;
  price_ore: number;
  shipping_price_ore: number;
  /** The line's VAT rate in percent; null until order lines carry their rate (issue 24's `vat_rate`). */
  vat_rate: string | number | null;
  first_line: boolean;
  refunded: string | null;
  refunded_at: Date | null;
}

/**
 * One row per order line of the orders paid in the period (Stockholm days), oldest payment first. The
 * order's refunds (not failed) are on its first line only, so the column's sum is what was refunded.
 */
const LINES_SQL = (oneShop: boolean) => `
  select o.id as order_id, o.created_at, o.paid_at, o.shop_name, o.shipping_full_name as buyer,
    o.payment_method, i.name, i.qty, i.price_ore, i.shipping_price_ore,
    null::numeric as vat_rate,
    row_number() over (partition by o.id order by i.position) = 1 as first_line,
    r.amount as refunded, r.last_at as refunded_at
  from orders o
  join order_items i on i.order_id = o.id
  left join lateral (
    select sum(amount_ore) as amount, max(created_at) as last_at
    from order_refunds where order_id = o.id and status <> 'failed'
  ) r on true
  where o.is_paid and o.paid_at >= ${dayStart} and o.paid_at < ${dayEnd} ${oneShop ? 'and o.seller_id = ?' : ''}
  order by o.paid_at, o.id, i.position`;

function cells(row: LineRow): string[] {
  const lineOre = row.qty * row.price_ore;
  const rate = row.vat_rate === null ? null : Number(row.vat_rate);
  // VAT is inside the price: its share of a line is total × rate / (100 + rate), rounded to the öre.
  const vatOre = rate === null ? null : Math.round((lineOre * rate) / (100 + rate));
  const refundedOre = row.first_line ? int(row.refunded) : 0;
  return [
    dayInStockholm(new Date(row.created_at)),
    row.order_id,
    text(row.shop_name),
    text(row.buyer),
    text(row.name),
    String(row.qty),
    kronor(row.price_ore),
    kronor(lineOre),
    rate === null ? '' : percent(rate),
    vatOre === null ? '' : kronor(vatOre),
    kronor(row.qty * row.shipping_price_ore),
    text(row.payment_method),
    dayInStockholm(new Date(row.paid_at)),
    refundedOre ? kronor(refundedOre) : '',
    refundedOre && row.refunded_at ? dayInStockholm(new Date(row.refunded_at)) : '',
  ];
}

/** The bookkeeping export as CSV (see bookkeeping-csv.ts for the format). */
export class BookkeepingExportService {
  constructor(private readonly deps: { em: EntityManager }) {}

  async csv(actor: User, query: ExportQuery): Promise<{ fileName: string; bytes: Buffer }> {
    const { em } = this.deps;
    if (daysBetween(query.from, query.to) > MAX_DAYS)
      throw new ValidationError(overviewMessages.exportTooLong, 'to');
    const shopId = shopFor(actor, query.seller, true);
    let slug = 'torget';
    if (shopId) {
      const [shop] = await em.execute<{ name: string }[]>(
        'select seller_name as name from users where id = ? and (is_seller or seller_name <> ?)',
        [shopId, ''],
      );
      if (!shop) throw shopNotFound();
      slug = fileSlug(shop.name) || 'shop';
    }
    const rows = await em.execute<LineRow[]>(
      LINES_SQL(shopId !== null),
      shopId ? [query.from, query.to, shopId] : [query.from, query.to],
    );
    return {
      fileName: `${slug}-orders-${query.from}-${query.to}.csv`,
      bytes: csvFile(exportColumns, rows.map(cells)),
    };
  }
}

/** A shop's name as a plain file-name part ("Svens Snickeri" → "svens-snickeri"). */
function fileSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
}
