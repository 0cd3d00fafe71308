import { Migration } from '@mikro-orm/migrations';

/**
 * A search finds a product by its option values too (issue 36: "grå vante" finds the mitten whose colour
 * is Grå). What a search matches becomes one generated column, `search_text`: the name and the option
 * values, lowercased as PostgreSQL lowercases, kept by PostgreSQL whatever writes the row; `search_stems`
 * is now that text's Swedish stems. Both providers read these two columns (docs/search.md), so the
 * definition lives here once. The listing trigger notes a change of the text, so the catalogue index of
 * every instance hears of an option value added or renamed.
 */
export class Migration20261127200001OptionSearch extends Migration {
  override async up(): Promise<void> {
    // Values in the options' order, each after a space; immutable, so a generated column may call it.
    this.addSql(`create function product_search_text(name text, options jsonb) returns text
      language sql immutable parallel safe as $$
        select lower(name || coalesce((
          select string_agg(' ' || v.value, '' order by o.i, v.i)
            from jsonb_array_elements(options) with ordinality o(opt, i),
                 jsonb_array_elements_text(o.opt -> 'values') with ordinality v(value, i)), ''))
      $$;`);
    this.addSql(`alter table products
      add column search_text text generated always as (product_search_text(name, options)) stored;`);
    // A generated column cannot read another: the stems are taken of the same function's text.
    this.addSql('alter table products drop column search_stems;');
    this.addSql(`alter table products add column search_stems text generated always as
      (strip(to_tsvector('swedish'::regconfig, product_search_text(name, options)))::text) stored;`);
    this.addSql('drop index if exists products_name_folded_trgm_idx;');
    this.addSql(
      'create index products_search_text_trgm_idx on products using gin (search_text gin_trgm_ops);',
    );
    this.addSql(`create index products_search_text_folded_trgm_idx on products
      using gin (translate(search_text, 'åäö', 'aao') gin_trgm_ops);`);
    this.addSql('create index products_stems_trgm_idx on products using gin (search_stems gin_trgm_ops);');
    this.addSql(`create index products_stems_folded_trgm_idx on products
      using gin (translate(search_stems, 'åäö', 'aao') gin_trgm_ops);`);
    // As 20261124100001-catalogue-changes, with the searched text beside the name.
    this
      .addSql(`create or replace function catalogue_products_updated() returns trigger language plpgsql as $$
      begin
        insert into catalogue_changes (product_id)
          select n.id from after_rows n join before_rows o on o.id = n.id
          where (o.search_text, o.category, o.seller_id, o.price_ore, o.rating, o.num_reviews, o.created_at,
                 o.draft)
            is distinct from
                (n.search_text, n.category, n.seller_id, n.price_ore, n.rating, n.num_reviews, n.created_at,
                 n.draft);
        return null;
      end $$;`);
  }

  override async down(): Promise<void> {
    this
      .addSql(`create or replace function catalogue_products_updated() returns trigger language plpgsql as $$
      begin
        insert into catalogue_changes (product_id)
          select n.id from after_rows n join before_rows o on o.id = n.id
          where (o.name, o.category, o.seller_id, o.price_ore, o.rating, o.num_reviews, o.created_at, o.draft)
            is distinct from
                (n.name, n.category, n.seller_id, n.price_ore, n.rating, n.num_reviews, n.created_at, n.draft);
        return null;
      end $$;`);
    this.addSql('alter table products drop column search_stems, drop column search_text;');
    this.addSql('drop function if exists product_search_text(text, jsonb);');
    this.addSql(`alter table products add column search_stems text
      generated always as (strip(to_tsvector('swedish'::regconfig, name))::text) stored;`);
    this.addSql('create index products_stems_trgm_idx on products using gin (search_stems gin_trgm_ops);');
    this.addSql(`create index products_stems_folded_trgm_idx on products
      using gin (translate(search_stems, 'åäö', 'aao') gin_trgm_ops);`);
    this.addSql(`create index products_name_folded_trgm_idx on products
      using gin (translate(lower(name), 'åäö', 'aao') gin_trgm_ops);`);
  }
}
