import { Migration } from '@mikro-orm/migrations';

const ZONE = 'Europe/Stockholm';

/** What the overview's migration 20261126001002 made; remade below. */
const EARLIER = [
  'drop trigger if exists shop_rollup_reviews on reviews;',
  'drop trigger if exists products_reviews_follow_shop on products;',
  'drop trigger if exists reviews_seller_of_product on reviews;',
  'drop function if exists shop_rollup_reviews();',
  'drop function if exists shop_reviews_add(uuid, timestamptz, bigint, bigint);',
  'drop function if exists products_reviews_follow_shop();',
  'drop function if exists reviews_seller_of_product();',
  'drop table if exists shop_reviews_daily;',
];

/**
 * The shop's reviews for its overview, owned by the module whose rows they are (the overview's migrations
 * added the column to this module's table and kept it and the rollup with their own triggers). A read
 * model this module publishes; only its triggers write it, in the transaction of the change:
 * - `reviews.seller_id`, the shop of the reviewed product, set from the product on every write of a
 *   review and rewritten on a product's reviews should the product change shop, with an index by newest
 *   first, so "latest reviews" reads five rows. It is not an entity property: no service writes it.
 * - `shop_reviews_daily`: per shop and Stockholm day the reviews were written, their number and the sum
 *   of their ratings (from the review's own `seller_id`, so it holds when a product's deletion cascades to
 *   its reviews after the product row is gone).
 * Databases that ran the overview's migration keep the column and its index; the rest is made again.
 */
export class Migration20261127120003ReviewRollups extends Migration {
  override async up(): Promise<void> {
    for (const sql of EARLIER) this.addSql(sql);
    this.addSql('alter table reviews add column if not exists seller_id uuid null;');
    this.addSql('update reviews r set seller_id = p.seller_id from products p where p.id = r.product_id;');
    this.addSql('alter table reviews alter column seller_id set not null;');
    this.addSql(
      'create index if not exists reviews_seller_newest_idx on reviews (seller_id, created_at desc, id);',
    );
    this.addSql(`
      create function reviews_seller_of_product() returns trigger language plpgsql as $$
      begin
        select seller_id into new.seller_id from products where id = new.product_id;
        return new;
      end;
      $$;
    `);
    this.addSql(
      'create trigger reviews_seller_of_product before insert or update on reviews for each row execute function reviews_seller_of_product();',
    );
    this.addSql(`
      create function products_reviews_follow_shop() returns trigger language plpgsql as $$
      begin
        update reviews set seller_id = new.seller_id where product_id = new.id;
        return null;
      end;
      $$;
    `);
    this.addSql(`
      create trigger products_reviews_follow_shop after update of seller_id on products for each row
      when (old.seller_id is distinct from new.seller_id) execute function products_reviews_follow_shop();
    `);
    this.addSql(`
      create table shop_reviews_daily (
        seller_id uuid not null,
        day date not null,
        reviews bigint not null default 0,
        rating_sum bigint not null default 0,
        primary key (seller_id, day)
      );
    `);
    this.addSql(`
      create function shop_reviews_add(shop uuid, instant timestamptz, n bigint, rating bigint)
      returns void language sql as $$
        insert into shop_reviews_daily as s (seller_id, day, reviews, rating_sum)
        values (shop, (instant at time zone '${ZONE}')::date, n, rating)
        on conflict (seller_id, day) do update set reviews = s.reviews + excluded.reviews,
          rating_sum = s.rating_sum + excluded.rating_sum;
      $$;
    `);
    // The old row's contribution taken away, the new one's added.
    this.addSql(`
      create function shop_rollup_reviews() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.seller_id = new.seller_id and old.created_at = new.created_at
          and old.rating = new.rating then
          return null;
        end if;
        perform shop_reviews_add(changed.seller_id, changed.created_at, changed.sign, changed.sign * changed.rating)
        from (select -1 as sign, old.* where tg_op <> 'INSERT' union all select 1, new.* where tg_op <> 'DELETE') changed;
        return null;
      end;
      $$;
    `);
    this.addSql(
      'create trigger shop_rollup_reviews after insert or update or delete on reviews for each row execute function shop_rollup_reviews();',
    );
    // What is there already.
    this.addSql(`
      insert into shop_reviews_daily (seller_id, day, reviews, rating_sum)
      select seller_id, (created_at at time zone '${ZONE}')::date, count(*), sum(rating)
      from reviews group by 1, 2;
    `);
  }

  override async down(): Promise<void> {
    for (const sql of EARLIER) this.addSql(sql);
    this.addSql('drop index if exists reviews_seller_newest_idx;');
    this.addSql('alter table reviews drop column if exists seller_id;');
  }
}
