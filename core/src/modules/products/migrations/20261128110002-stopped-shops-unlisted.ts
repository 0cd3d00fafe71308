import { Migration } from '@mikro-orm/migrations';

/**
 * A shop stopped from selling for lacking its tax details (users.sales_stopped_at, docs/dac7.md) leaves the
 * listings like a restricted one, so the catalogue index hears of the stop and of its lifting.
 */
export class Migration20261128110002StoppedShopsUnlisted extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function catalogue_sellers_updated() returns trigger language plpgsql as $$
      begin
        insert into catalogue_changes (seller_id)
          select n.id from after_rows n join before_rows o on o.id = n.id
          where (o.is_seller, o.shop_restricted_at is null, o.sales_stopped_at is null)
            is distinct from (n.is_seller, n.shop_restricted_at is null, n.sales_stopped_at is null);
        return null;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function catalogue_sellers_updated() returns trigger language plpgsql as $$
      begin
        insert into catalogue_changes (seller_id)
          select n.id from after_rows n join before_rows o on o.id = n.id
          where (o.is_seller, o.shop_restricted_at is null)
            is distinct from (n.is_seller, n.shop_restricted_at is null);
        return null;
      end $$;`);
  }
}
