import { Migration } from '@mikro-orm/migrations';

/** The row a product's or a variant's price change appends (`variant_id` null: the product's own price). */
const appendRow = (productId: string, variantId: string, table: string, variantTest: string) => `
  if tg_op = 'INSERT' then
    -- A blank draft's 0 is no price: its history starts with its first saved price.
    if new.price_ore > 0 then
      insert into product_price_history (product_id, variant_id, old_ore, new_ore)
      values (${productId}, ${variantId}, null, new.price_ore);
    end if;
  elsif new.price_ore is distinct from old.price_ore then
    insert into product_price_history (product_id, variant_id, old_ore, new_ore)
    values (${productId}, ${variantId},
      case when exists (select 1 from product_price_history h
        where h.product_id = ${productId} and ${variantTest}) then old.price_ore end,
      new.price_ore);
  end if;
  return null; -- ${table}`;

/**
 * Every price a product or a variant had, append-only: when, the old and the new price. Written by
 * triggers on the prices themselves, so it is in the same transaction as the change whoever makes it (the
 * seller's form, an import, an admin, the seed, a sale starting or ending) and no writer can forget it. The
 * 30-day rule of a price reduction reads it (price-history.ts). Rows are never changed; they go only with
 * their product or variant.
 */
export class Migration20261127160001PriceHistory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table product_price_history (
        id bigserial primary key,
        product_id uuid not null references products(id) on delete cascade,
        variant_id uuid null references product_variants(id) on delete cascade,
        old_ore integer null,
        new_ore integer not null check (new_ore >= 0),
        changed_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index product_price_history_at on product_price_history (product_id, variant_id, changed_at);',
    );
    this.addSql(`
      create function product_price_history_frozen() returns trigger language plpgsql as $$
      begin
        raise exception 'product_price_history is append-only';
      end;
      $$;`);
    this.addSql(`create trigger product_price_history_frozen before update on product_price_history
      for each row execute function product_price_history_frozen();`);
    this.addSql(`
      create function product_price_history_of_product() returns trigger language plpgsql as $$
      begin ${appendRow('new.id', 'null', 'products', 'h.variant_id is null')}
      end;
      $$;`);
    this.addSql(`create trigger product_price_history after insert or update of price_ore on products
      for each row execute function product_price_history_of_product();`);
    this.addSql(`
      create function product_price_history_of_variant() returns trigger language plpgsql as $$
      begin ${appendRow('new.product_id', 'new.id', 'product_variants', 'h.variant_id = new.id')}
      end;
      $$;`);
    this.addSql(`create trigger product_price_history after insert or update of price_ore on product_variants
      for each row execute function product_price_history_of_variant();`);
    // What is known of the prices before today: the price each has now, from now.
    this.addSql(`insert into product_price_history (product_id, variant_id, old_ore, new_ore)
      select id, null, null, price_ore from products where price_ore > 0;`);
    this.addSql(`insert into product_price_history (product_id, variant_id, old_ore, new_ore)
      select product_id, id, null, price_ore from product_variants where price_ore > 0;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists product_price_history on product_variants;');
    this.addSql('drop trigger if exists product_price_history on products;');
    this.addSql('drop function if exists product_price_history_of_variant();');
    this.addSql('drop function if exists product_price_history_of_product();');
    this.addSql('drop table if exists product_price_history;');
    this.addSql('drop function if exists product_price_history_frozen();');
  }
}
