import { Migration } from '@mikro-orm/migrations';

export class Migration20261127060001UserErased extends Migration {
  override async up(): Promise<void> {
    // A seller's deleted account stays as a closed shop without the person (user-erasure.ts): this says when.
    this.addSql('alter table users add column erased_at timestamptz null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table users drop column if exists erased_at;');
  }
}
