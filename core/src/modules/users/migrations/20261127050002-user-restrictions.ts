import { Migration } from '@mikro-orm/migrations';

/**
 * Restrictions an admin decides with a statement of reasons (docs/notices.md): a suspended account cannot
 * sign in and its tokens stop working; a restricted shop stays open but leaves listings and Top Sellers.
 */
export class Migration20261127050002UserRestrictions extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table users add column suspended_at timestamptz null;');
    this.addSql('alter table users add column shop_restricted_at timestamptz null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table users drop column if exists shop_restricted_at;');
    this.addSql('alter table users drop column if exists suspended_at;');
  }
}
