import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000001Users extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table users (
        id uuid primary key,
        name varchar(255) not null,
        email varchar(255) not null,
        password_hash varchar(255) not null,
        token_version integer not null default 0,
        is_admin boolean not null default false,
        is_seller boolean not null default false,
        wants_to_be_seller boolean not null default false,
        shipping_full_name varchar(255) not null default '',
        shipping_address varchar(255) not null default '',
        shipping_postal_code varchar(255) not null default '',
        shipping_city varchar(255) not null default '',
        shipping_country varchar(255) not null default '',
        seller_name varchar(255) not null default '',
        seller_logo varchar(255) not null default '',
        seller_has_logo boolean not null default false,
        seller_description text not null default '',
        seller_subtitle varchar(255) not null default '',
        seller_banner_background_image varchar(255) not null default '',
        seller_description_background_color varchar(255) not null default '',
        seller_description_text_color varchar(255) not null default '',
        seller_products_background_color varchar(255) not null default '',
        seller_name_text_color varchar(255) not null default '',
        seller_subtitle_text_color varchar(255) not null default '',
        seller_footer_background_color varchar(255) not null default '',
        seller_footer_text_color varchar(255) not null default '',
        seller_address varchar(255) not null default '',
        seller_post_number varchar(255) not null default '',
        seller_city varchar(255) not null default '',
        seller_phone varchar(255) not null default '',
        seller_organisation_number varchar(255) not null default '',
        seller_has_swish boolean not null default false,
        seller_swish_number varchar(255) not null default '',
        seller_has_paypal boolean not null default false,
        seller_domain varchar(255) null,
        seller_plan integer null,
        seller_rating double precision not null default 0,
        seller_num_reviews integer not null default 0,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
    `);
    this.addSql(`create unique index users_email_unique on users (email);`);
    this.addSql(
      `create unique index users_seller_domain_unique on users (seller_domain) where seller_domain is not null;`,
    );
    this.addSql(
      `create index users_top_sellers_idx on users (seller_rating desc, seller_num_reviews desc) where is_seller;`,
    );
    this.addSql(`
      create table site_settings (
        id integer primary key,
        about_text text not null default '',
        privacy_text text not null default '',
        become_seller_text1 text not null default '',
        become_seller_text2 text not null default '',
        privacy_policy_text text not null default '',
        updated_at timestamptz not null
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists site_settings;');
    this.addSql('drop table if exists users;');
  }
}
