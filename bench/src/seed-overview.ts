import pg from 'pg';

/**
 * A shop with `orders` orders for the seller's overview row (issue 26), written inside PostgreSQL
 * (generate_series, seconds for 100 000) for `sellerId`, an account the bench registered through the API
 * so it can sign in. Over 400 days: 95 % paid (on the day after placing, at varying hours), most of those
 * delivered, one or two lines each at mixed VAT rates, a refund on every 200th order, a withdrawal on every
 * 500th, and 1 000 reviews of the shop's 20 products.
 */
export async function seedOverviewShop(url: string, sellerId: string, orders: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `update users set is_seller = true, seller_name = 'Översiktsboden', seller_plan = 2 where id = $1`,
      [sellerId],
    );
    await client.query(
      `insert into products (id, seller_id, name, image, brand, category, description, price_ore, shipping_price_ore,
                             shipping_info, count_in_stock, rating, num_reviews, created_at, updated_at)
       select gen_random_uuid(), $1, 'Översiktsvara ' || i, '', 'Bench', 'Kök', '', 10000 + i * 1000, 2900, '',
              i % 4, 4, 50, now() - interval '500 days', now()
       from generate_series(1, 20) as i`,
      [sellerId],
    );
    await client.query(
      `insert into orders (id, buyer_id, seller_id, shop_name, shipping_full_name, shipping_address, shipping_city,
                           shipping_postal_code, shipping_country, payment_method, items_ore, shipping_ore, tax_ore,
                           total_ore, is_paid, paid_at, is_delivered, delivered_at, created_at)
       select gen_random_uuid(), null, $1, 'Översiktsboden', 'Köpare ' || i, 'Storgatan 1', 'Uppsala', '75320',
              'Sverige', case when i % 3 = 0 then 'PayPal' else 'Swish' end,
              12000 * (1 + i % 3), 2900, 0, 12000 * (1 + i % 3) + 2900,
              i % 20 <> 0, case when i % 20 <> 0 then placed + interval '1 day' end,
              i % 20 <> 0 and i > $2 / 100, case when i % 20 <> 0 and i > $2 / 100 then placed + interval '3 days' end,
              placed
       from (select i, now() - (i * 400.0 / $2) * interval '1 day' - (i % 24) * interval '1 hour' as placed
             from generate_series(1, $2) as i) o`,
      [sellerId, orders],
    );
    await client.query(
      `with o as (select id, row_number() over (order by created_at) as n, items_ore from orders where seller_id = $1),
            p as (select id, name, row_number() over (order by name) - 1 as k from products where seller_id = $1)
       insert into order_items (id, order_id, product_id, position, name, image, qty, price_ore, shipping_price_ore, vat_rate)
       select gen_random_uuid(), o.id, p.id, 0, p.name, '', 1 + o.n % 3, 12000, 2900 / (1 + o.n % 3),
              case when o.n % 4 = 0 then 12 else 25 end
       from o join p on p.k = o.n % 20`,
      [sellerId],
    );
    await client.query(
      `insert into order_refunds (order_id, amount_ore, status, provider, created_at)
       select id, 5000, 'completed', 'bench', paid_at + interval '5 days'
       from (select id, paid_at, row_number() over (order by created_at) as n from orders where seller_id = $1 and is_paid) o
       where n % 200 = 0`,
      [sellerId],
    );
    await client.query(
      `with w as (
         insert into order_withdrawals (id, order_id, reason, created_at)
         select gen_random_uuid(), id, '', delivered_at + interval '2 days'
         from (select id, delivered_at, row_number() over (order by created_at) as n
               from orders where seller_id = $1 and is_delivered) o
         where n % 500 = 0
         returning id, order_id)
       insert into order_withdrawal_items (id, withdrawal_id, order_item_id, qty)
       select gen_random_uuid(), w.id, i.id, 1 from w join order_items i on i.order_id = w.order_id`,
      [sellerId],
    );
    await client.query(
      `insert into reviews (id, product_id, user_id, name, rating, comment, created_at)
       select gen_random_uuid(), p.id, null, 'Köpare ' || i, 1 + i % 5, 'Bra', now() - (i * 0.4) * interval '1 day'
       from generate_series(1, 1000) as i
       join (select id, row_number() over (order by name) - 1 as k from products where seller_id = $1) p on p.k = i % 20`,
      [sellerId],
    );
    // The shop's rating as the reviews' service keeps it on its row (the page and the overview read it).
    await client.query(
      `update users set
         seller_rating = (select avg(r.rating) from reviews r join products p on p.id = r.product_id where p.seller_id = $1),
         seller_num_reviews = (select count(*) from reviews r join products p on p.id = r.product_id where p.seller_id = $1)
       where id = $1`,
      [sellerId],
    );
    await client.query('commit');
    for (const table of ['orders', 'order_items', 'order_refunds', 'order_withdrawals', 'reviews'])
      await client.query(`vacuum analyze ${table}`);
    // The rollups' triggers updated each day's rows hundreds of times inside this one transaction, which
    // leaves every old version behind (900 pages for 400 rows); a live database prunes them as it goes.
    // Rewritten compact, the year's best sellers read 107 pages, not 1 267. The weekly product rollup
    // and the daily reviews rollup were written the same way.
    for (const table of [
      'shop_sales_daily',
      'shop_product_sales_daily',
      'shop_product_sales_weekly',
      'shop_reviews_daily',
    ])
      await client.query(`vacuum full analyze ${table}`);
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
