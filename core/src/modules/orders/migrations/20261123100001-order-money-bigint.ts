import { Migration } from '@mikro-orm/migrations';

export class Migration20261123100001OrderMoneyBigint extends Migration {
  override async up(): Promise<void> {
    // An order's sums can pass 2^31 öre (21 474 836,47 SEK: 25 000 SEK × 1 000); a product price cannot
    // (the contract caps it at 10 000 000 SEK), so only the sums widen.
    this.addSql(`alter table orders
      alter column items_ore type bigint,
      alter column shipping_ore type bigint,
      alter column tax_ore type bigint,
      alter column total_ore type bigint;`);
    // What a request with an Idempotency-Key asked for, so the key reused for another order is refused.
    this.addSql('alter table orders add column idempotency_hash varchar(64) null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table orders drop column if exists idempotency_hash;');
    this.addSql(`alter table orders
      alter column items_ore type integer,
      alter column shipping_ore type integer,
      alter column tax_ore type integer,
      alter column total_ore type integer;`);
  }
}
