import { Migration } from '@mikro-orm/migrations';

/**
 * Swedish matching (issue 25): each product's name as PostgreSQL's `swedish` text-search configuration
 * stems it, as quoted lexemes (`'dalahäst' 'röd'`), kept by PostgreSQL itself whatever writes the name;
 * the SQL search and the catalogue index both read it. Trigram indexes serve the stem and the å/ä/ö-folded
 * matches the way products_name_trgm_idx serves the exact one.
 */
export class Migration20261125110001SwedishSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table products add column search_stems text
         generated always as (strip(to_tsvector('swedish'::regconfig, name))::text) stored;`,
    );
    this.addSql('create index products_stems_trgm_idx on products using gin (search_stems gin_trgm_ops);');
    this.addSql(
      `create index products_name_folded_trgm_idx on products
         using gin (translate(lower(name), 'åäö', 'aao') gin_trgm_ops);`,
    );
    this.addSql(
      `create index products_stems_folded_trgm_idx on products
         using gin (translate(search_stems, 'åäö', 'aao') gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table products drop column search_stems;');
    this.addSql('drop index if exists products_name_folded_trgm_idx;');
  }
}
