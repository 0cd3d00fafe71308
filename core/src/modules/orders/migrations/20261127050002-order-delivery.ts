import { Migration } from '@mikro-orm/migrations';

/**
 * What an order keeps of its delivery (issue 38): the option the buyer chose as it was then (its name, kind,
 * service point), and the shipment the seller reports (carrier, tracking number and link). All null for the
 * standard shipping of a shop without options, until it is shipped.
 */
export class Migration20261127050002OrderDelivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table orders
        add column delivery_option_id uuid null references delivery_options (id) on delete set null,
        add column delivery_kind varchar(20) null,
        add column delivery_name jsonb null,
        add column service_point jsonb null,
        add column carrier varchar(50) null,
        add column carrier_name jsonb null,
        add column tracking_number varchar(64) null,
        add column tracking_url varchar(300) null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table orders
        drop column if exists delivery_option_id, drop column if exists delivery_kind,
        drop column if exists delivery_name, drop column if exists service_point, drop column if exists carrier,
        drop column if exists carrier_name, drop column if exists tracking_number, drop column if exists tracking_url;
    `);
  }
}
