import type { EntityManager } from '@mikro-orm/postgresql';
import { productListQuery, type DidYouMeanDto, type SuggestionsDto } from '@torget/contract';
import type { Cache } from '../../../shared/cache';
import { deepFreeze } from '../../../shared/deep-freeze';
import type { CoalescedReads } from '../../../shared/coalesced-reads';
import { escapeLike } from '../../../shared/sql-like';
import type { ProductQueryService } from '../product-query.service';
import { LISTED_PRODUCTS } from '../product-search';
import { fold, queryWords } from './swedish-words';

interface Deps {
  em: EntityManager;
  productQueries: ProductQueryService;
  /** Categories on sale, under the key 'all', until the catalogue changes. */
  searchCategories: Cache<string[]>;
  /**
   * Whole answers by typed text, until the catalogue version moves: many shoppers type the same first
   * letters ('la', 'lam', 'lamp'), and each answer is a walk of the catalogue, a read of rows and a scan
   * of the shops. Every write that changes what is suggested bumps that version, and other instances
   * hear of it through NOTIFY: a product's, and a shop's name, opening, closing or deletion (docs/search.md).
   */
  suggestionAnswers: Cache<SuggestionsDto>;
  /** The same text typed by several shoppers at once, before it is remembered, shares its reads. */
  suggestionReads: CoalescedReads<SuggestionsDto>;
}

const SUGGEST = 5;
const SUGGEST_SHOPS = 3;
const MIN_PREFIX = 2;
/** At most this many "did you mean" searches are tried (each is one listing read). */
const TRIES_AT_MOST = 8;

/** Help around search: suggestions while typing, and what to search instead when nothing matched. */
export class SearchHelpService {
  constructor(private readonly deps: Deps) {}

  /**
   * Products (best rated first, matched as the listing matches: stems, folding, several words), shops by
   * name and categories, for what is typed so far; nothing under MIN_PREFIX characters.
   */
  async suggestions(typed: string): Promise<SuggestionsDto> {
    const text = typed.toLowerCase();
    const answers = this.deps.suggestionAnswers;
    // Looked up first: only texts that passed the check below are remembered, and stemming costs more.
    const remembered = answers.get(text);
    if (remembered) return remembered;
    if ([...text].length < MIN_PREFIX || queryWords(text).length === 0)
      return { products: [], shops: [], categories: [] };
    return this.deps.suggestionReads.run(text, async () => {
      // Read before asking: a change while the parts are read leaves the answer unremembered.
      const version = answers.version;
      const [products, shops, categories] = await Promise.all([
        this.products(text),
        this.shops(text),
        this.categories(text),
      ]);
      // Frozen: served to many requests from the cache (and its JSON kept by the HTTP layer).
      const answer = deepFreeze({ products, shops, categories });
      answers.set(text, answer, version);
      return answer;
    });
  }

  private async products(text: string): Promise<SuggestionsDto['products']> {
    const found = await this.deps.productQueries.firstMatches(this.listQuery(text, SUGGEST, 'toprated'));
    return found.map((product) => ({ _id: product._id, name: product.name }));
  }

  /**
   * For a search that matches nothing: the same search without one of its words, and with a word that
   * matches nothing replaced by the closest word of a product name (at most two letters apart), each
   * kept only when it does match. Empty when the search matches.
   */
  async didYouMean(name: string): Promise<DidYouMeanDto> {
    const words = queryWords(name.toLowerCase()).map((word) => word.text);
    if (words.length === 0 || (await this.matches(words.join(' ')))) return { suggestions: [] };
    const tries: { name: string; reason: 'fewer-words' | 'spelling' }[] = [];
    for (const word of words) {
      const nearest = (await this.matches(word)) ? undefined : await this.nearestWord(word);
      if (nearest)
        tries.push({ name: words.map((w) => (w === word ? nearest : w)).join(' '), reason: 'spelling' });
    }
    if (words.length > 1)
      for (const word of words)
        tries.push({ name: words.filter((w) => w !== word).join(' '), reason: 'fewer-words' });
    const suggestions: DidYouMeanDto['suggestions'] = [];
    for (const attempt of tries.slice(0, TRIES_AT_MOST))
      if (!suggestions.some((s) => s.name === attempt.name) && (await this.matches(attempt.name)))
        suggestions.push(attempt);
    return { suggestions: suggestions.slice(0, 3) };
  }

  private async matches(name: string): Promise<boolean> {
    return (await this.deps.productQueries.list(this.listQuery(name, 1, 'newest'))).products.length > 0;
  }

  /**
   * The word of a listed product's name closest to `word` (at most two edits), from the names PostgreSQL's
   * trigram index finds similar to it.
   */
  private async nearestWord(word: string): Promise<string | undefined> {
    const rows: { name: string }[] = await this.deps.em.execute(
      `select lower(p.name) as name ${LISTED_PRODUCTS} and ? <% lower(p.name) limit 50`,
      [word],
    );
    let best: { word: string; distance: number } | undefined;
    for (const { name } of rows)
      for (const candidate of queryWords(name)) {
        const distance = editDistance(candidate.text, word);
        if (distance <= 2 && distance > 0 && (!best || distance < best.distance))
          best = { word: candidate.text, distance };
      }
    return best?.word;
  }

  private async shops(text: string): Promise<SuggestionsDto['shops']> {
    const rows: { id: string; name: string }[] = await this.deps.em.execute(
      `select id, seller_name as name from users
        where is_seller and translate(lower(seller_name), 'åäö', 'aao') like ? escape '\\'
        order by seller_name limit ?`,
      [`%${escapeLike(fold(text))}%`, SUGGEST_SHOPS],
    );
    return rows.map((row) => ({ _id: row.id, name: row.name }));
  }

  private async categories(text: string): Promise<string[]> {
    const cache = this.deps.searchCategories;
    let all = cache.get('all');
    if (!all) {
      const version = cache.version;
      all = await this.deps.productQueries.categories();
      cache.set('all', all, version);
    }
    const wanted = fold(text);
    return all.filter((category) => fold(category.toLowerCase()).includes(wanted)).slice(0, SUGGEST_SHOPS);
  }

  private listQuery(name: string, pageSize: number, order: 'toprated' | 'newest') {
    return productListQuery.parse({ name, pageSize: String(pageSize), order });
  }
}

/** Levenshtein distance by code point (words are short: at most a few dozen letters). */
function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[y.length]!;
}
