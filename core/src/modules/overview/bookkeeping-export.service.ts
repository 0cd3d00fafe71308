import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExportQuery } from '@torget/contract';
import type { Locale } from '@torget/i18n';
import { ValidationError } from '../../shared/errors';
import { msg, render, type MessageId } from '../../shared/messages';
import { splitProportionally } from '../../shared/split-proportionally';
import { vatShares } from '../orders/order-vat';
import type { User } from '../users/user.entity';
import { csvFile, kronor, percent, text } from './bookkeeping-csv';
import { overviewMessages } from './overview.messages';
import { dayInStockholm, daysBetween } from './period';
import { shopFor, shopNotFound } from './shop-access';
import { dayEnd, dayStart, int } from './sql';

const MAX_DAYS = 400;

/** The export's columns, in order, as ids of core's catalogs: the header is in the reader's language. */
export const exportColumns = [
  'overview.csv.orderDate',
  'overview.csv.order',
  'overview.csv.shop',
  'overview.csv.buyer',
  'overview.csv.product',
  'overview.csv.quantity',
  'overview.csv.unitPrice',
  'overview.csv.lineTotal',
  'overview.csv.discount',
  'overview.csv.discountCode',
  'overview.csv.vatRate',
  'overview.csv.vat',
  'overview.csv.shipping',
  'overview.csv.paymentMethod',
  'overview.csv.paidDate',
  'overview.csv.refunded',
  'overview.csv.refundDate',
] as const satisfies readonly MessageId[];

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
  /** The line's share of the order's discount code (öre), taken off its goods. */
  discount_ore: number;
  discount_code: string | null;
  /** The order's shipping (öre): the chosen delivery option's or the items' own, 0 when free. */
  order_shipping_ore: number;
  /** The rate (per cent) the line was sold at. */
  vat_rate: number;
  first_line: boolean;
  refunded: string | null;
  refunded_at: Date | null;
}

/**
 * One row per order line of the orders paid in the period (Stockholm days), oldest payment first. The
 * order's refunds (not failed) are on its first line only, so the column's sum is what was refunded. A
 * discount code's share of each line is its own column ("Rabatt", the code beside it): the line total less
 * it is what the buyer paid for the goods, and the VAT is on that.
 */
const LINES_SQL = (oneShop: boolean) => `
  select o.id as order_id, o.created_at, o.paid_at, o.shop_name, o.shipping_full_name as buyer,
    o.payment_method,
    -- The variant sold is named with its product: "Ullvante (Storlek M, Färg Grå)".
    case when i.variant_label <> '' then i.name || ' (' || i.variant_label || ')' else i.name end as name,
    i.qty, i.price_ore, i.shipping_price_ore, i.discount_ore, o.discount_code,
    o.shipping_ore as order_shipping_ore, i.vat_rate,
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

/**
 * The order's shipping shared over its lines as their products' shipping prices weigh (each line's own
 * shipping for the standard way; all of it on the first line when none has one, as with a delivery option
 * on products without a shipping price), in whole öre adding up to the order's.
 */
function lineShipping(lines: LineRow[]): number[] {
  return splitProportionally(
    int(lines[0]!.order_shipping_ore),
    lines.map((line) => line.qty * int(line.shipping_price_ore)),
  );
}

/**
 * The VAT each line of one order includes, so that an order's lines add up to its receipt's VAT per rate
 * (vatShares: on the goods less the code's share, and shipping carries the VAT of the goods it ships). A
 * rate's VAT is shared among its lines in proportion to what was paid for their goods, in whole öre.
 */
function lineVat(lines: LineRow[]): number[] {
  const paid = (line: LineRow) => line.qty * line.price_ore - int(line.discount_ore);
  const items = lines.map((line) => ({
    priceOre: line.price_ore,
    qty: line.qty,
    vatRate: line.vat_rate,
    discountOre: int(line.discount_ore),
  }));
  const vat = lines.map(() => 0);
  for (const share of vatShares(items, int(lines[0]!.order_shipping_ore))) {
    const atRate = lines.flatMap((line, index) => (line.vat_rate === share.rate ? [index] : []));
    const parts = splitProportionally(
      share.vatOre,
      atRate.map((index) => paid(lines[index]!)),
    );
    atRate.forEach((index, part) => (vat[index] = parts[part]!));
  }
  return vat;
}

/** The rows of one order's lines (in order): the code's share and VAT per line, its refunds on the first line. */
function orderCells(lines: LineRow[]): string[][] {
  const vat = lineVat(lines);
  const shipping = lineShipping(lines);
  return lines.map((row, index) => {
    const refundedOre = row.first_line ? int(row.refunded) : 0;
    return [
      dayInStockholm(new Date(row.created_at)),
      row.order_id,
      text(row.shop_name),
      text(row.buyer),
      text(row.name),
      String(row.qty),
      kronor(row.price_ore),
      kronor(row.qty * row.price_ore),
      kronor(int(row.discount_ore)),
      text(row.discount_code ?? ''),
      percent(row.vat_rate),
      kronor(vat[index]!),
      kronor(shipping[index]!),
      text(row.payment_method),
      dayInStockholm(new Date(row.paid_at)),
      refundedOre ? kronor(refundedOre) : '',
      refundedOre && row.refunded_at ? dayInStockholm(new Date(row.refunded_at)) : '',
    ];
  });
}

/** The rows (ordered by order, then line) grouped by order. */
function byOrder(rows: LineRow[]): LineRow[][] {
  const orders: LineRow[][] = [];
  for (const row of rows) {
    const last = orders.at(-1);
    if (last?.[0]!.order_id === row.order_id) last.push(row);
    else orders.push([row]);
  }
  return orders;
}

/** The bookkeeping export as CSV (see bookkeeping-csv.ts for the format). */
export class BookkeepingExportService {
  constructor(private readonly deps: { em: EntityManager; locale: Locale }) {}

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
      bytes: csvFile(
        exportColumns.map((id) => render(msg(id), this.deps.locale)),
        byOrder(rows).flatMap(orderCells),
      ),
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
