import { Migration } from '@mikro-orm/migrations';

const ZONE = 'Europe/Stockholm';

/**
 * The shop's reviews for its overview without reading every review of the shop:
 * - `reviews.seller_id`, the shop of the reviewed product, kept by triggers (set from the product on every
 *   write of a review; rewritten on the product's reviews when a product changes shop), and an index on it
 *   by newest first, so "latest reviews" reads the five newest rows and nothing else. It is not an entity
 *   property: no service writes it.
 * - `shop_reviews_daily`: per shop and Stockholm day the reviews were written, their number and the sum of
 *   their ratings, kept by a trigger on reviews in the transaction of the change (from the review's own
 *   `seller_id`, so it holds when a product's deletion cascades to its reviews after the product row is
 *   gone). The rating over time sums at most a row a day.
 */
export class Migration20261126001002OverviewReviewsDaily extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table reviews add column seller_id uuid null;');
    this.addSql('update reviews r set seller_id = p.seller_id from products p where p.id = r.product_id;');
    this.addSql('alter table reviews alter column seller_id set not null;');
    this.addSql('create index reviews_seller_newest_idx on reviews (seller_id, created_at desc, id);');
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
        if tg_op in ('UPDATE', 'DELETE') then
          perform shop_reviews_add(old.seller_id, old.created_at, -1, -old.rating);
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          perform shop_reviews_add(new.seller_id, new.created_at, 1, new.rating);
        end if;
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
    this.addSql('drop trigger if exists shop_rollup_reviews on reviews;');
    this.addSql('drop function if exists shop_rollup_reviews();');
    this.addSql('drop function if exists shop_reviews_add(uuid, timestamptz, bigint, bigint);');
    this.addSql('drop table if exists shop_reviews_daily;');
    this.addSql('drop trigger if exists products_reviews_follow_shop on products;');
    this.addSql('drop function if exists products_reviews_follow_shop();');
    this.addSql('drop trigger if exists reviews_seller_of_product on reviews;');
    this.addSql('drop function if exists reviews_seller_of_product();');
    this.addSql('alter table reviews drop column if exists seller_id;');
  }
}
