import { Migration } from '@mikro-orm/migrations';

/**
 * What changed in the listed catalogue, for the in-process catalogue index of every core instance
 * (catalogue-index/catalogue-index-sync.ts). Written by triggers, so no write path (the ORM, raw SQL, a
 * seller deleted with its products by cascade, a bulk load) can change a listing without a row here.
 *
 * `tx` is the writing transaction's id: a reader that took the snapshot's xmin before reading knows
 * that every change it has not seen comes from a transaction with `tx >= xmin`, whatever order
 * transactions commit in (a sequence number would be handed out in start order and skip late commits).
 */
export class Migration20261124100001CatalogueChanges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table catalogue_changes (
      tx xid8 not null default pg_current_xact_id(),
      product_id uuid,
      seller_id uuid,
      at timestamptz not null default clock_timestamp()
    );`);
    this.addSql('create index catalogue_changes_tx_idx on catalogue_changes (tx);');
    this.addSql('create index catalogue_changes_at_idx on catalogue_changes (at);');

    // Statement-level triggers with transition tables: one insert per statement, also for bulk writes.
    this.addSql(`create function catalogue_products_added() returns trigger language plpgsql as $$
      begin insert into catalogue_changes (product_id) select id from added; return null; end $$;`);
    this.addSql(`create function catalogue_products_removed() returns trigger language plpgsql as $$
      begin insert into catalogue_changes (product_id) select id from removed; return null; end $$;`);
    // Only what listings filter or sort on: stock taken by an order is no change here.
    this.addSql(`create function catalogue_products_updated() returns trigger language plpgsql as $$
      begin
        insert into catalogue_changes (product_id)
          select n.id from after_rows n join before_rows o on o.id = n.id
          where (o.name, o.category, o.seller_id, o.price_ore, o.rating, o.num_reviews, o.created_at, o.draft)
            is distinct from
                (n.name, n.category, n.seller_id, n.price_ore, n.rating, n.num_reviews, n.created_at, n.draft);
        return null;
      end $$;`);
    this.addSql(`create trigger catalogue_products_added after insert on products
      referencing new table as added for each statement execute function catalogue_products_added();`);
    this.addSql(`create trigger catalogue_products_removed after delete on products
      referencing old table as removed for each statement execute function catalogue_products_removed();`);
    this.addSql(`create trigger catalogue_products_updated after update on products
      referencing old table as before_rows new table as after_rows
      for each statement execute function catalogue_products_updated();`);

    // A shop opening or closing lists or unlists all of its products.
    this.addSql(`create function catalogue_sellers_updated() returns trigger language plpgsql as $$
      begin
        insert into catalogue_changes (seller_id)
          select n.id from after_rows n join before_rows o on o.id = n.id
          where o.is_seller is distinct from n.is_seller;
        return null;
      end $$;`);
    this.addSql(`create trigger catalogue_sellers_updated after update on users
      referencing old table as before_rows new table as after_rows
      for each statement execute function catalogue_sellers_updated();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists catalogue_sellers_updated on users;');
    this.addSql('drop trigger if exists catalogue_products_updated on products;');
    this.addSql('drop trigger if exists catalogue_products_removed on products;');
    this.addSql('drop trigger if exists catalogue_products_added on products;');
    this.addSql('drop function if exists catalogue_sellers_updated();');
    this.addSql('drop function if exists catalogue_products_updated();');
    this.addSql('drop function if exists catalogue_products_removed();');
    this.addSql('drop function if exists catalogue_products_added();');
    this.addSql('drop table if exists catalogue_changes;');
  }
}
