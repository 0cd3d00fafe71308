import { Migration } from '@mikro-orm/migrations';

/**
 * A shop stopped from selling because it lacks its DAC7 tax details past the reminders (docs/dac7.md): it
 * leaves the listings and takes no orders until the details are given, which lifts the stop by itself.
 */
export class Migration20261128110001SalesStop extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table users add column sales_stopped_at timestamptz null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table users drop column if exists sales_stopped_at;');
  }
}
