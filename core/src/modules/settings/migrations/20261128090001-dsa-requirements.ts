import { Migration } from '@mikro-orm/migrations';

export class Migration20261128090001DsaRequirements extends Migration {
  override async up(): Promise<void> {
    // True: a new marketplace is strict (docs/notices.md); one the DSA exempts may turn them off.
    this.addSql(`alter table site_settings
      add column require_trader_details boolean not null default true,
      add column require_product_safety_info boolean not null default true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table site_settings drop column if exists require_trader_details,
      drop column if exists require_product_safety_info;`);
  }
}
