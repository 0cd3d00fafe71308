import { Migration } from '@mikro-orm/migrations';

/**
 * A shop restricted by an admin's decision (users.shop_restricted_at, docs/notices.md) leaves the listings
 * like a closed one, so the catalogue index hears of the change like it hears of a shop closing.
 */
export class Migration20261127050003RestrictedShops extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function catalogue_sellers_updated() returns trigger language plpgsql as $$
      begin
        insert into catalogue_changes (seller_id)
          select n.id from after_rows n join before_rows o on o.id = n.id
          where (o.is_seller, o.shop_restricted_at is null)
            is distinct from (n.is_seller, n.shop_restricted_at is null);
        return null;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function catalogue_sellers_updated() returns trigger language plpgsql as $$
      begin
        insert into catalogue_changes (seller_id)
          select n.id from after_rows n join before_rows o on o.id = n.id
          where o.is_seller is distinct from n.is_seller;
        return null;
      end $$;`);
  }
}
