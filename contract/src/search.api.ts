import { z } from 'zod';
import { defineCall } from './call';

/** What a shopper has typed so far; under 2 characters nothing is suggested. */
export const suggestionsQuery = z.object({
  q: z.string().trim().max(100, 'Search text is too long').default(''),
});

/** The best few products, shops and categories for a prefix (the shell's search box, as you type). */
export const suggestionsSchema = z.object({
  products: z.array(z.object({ _id: z.string(), name: z.string() })),
  shops: z.array(z.object({ _id: z.string(), name: z.string() })),
  categories: z.array(z.string()),
});
export type SuggestionsDto = z.infer<typeof suggestionsSchema>;

/** A search's text, as GET /api/products takes it. */
export const didYouMeanQuery = z.object({
  name: z.string().trim().max(200, 'Search text is too long').default(''),
});

/**
 * For a search that matches nothing: searches that would match something, with fewer words or a word
 * spelt as the catalogue spells it; empty when the search matches, or nothing near does.
 */
export const didYouMeanSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), reason: z.enum(['fewer-words', 'spelling']) })),
});
export type DidYouMeanDto = z.infer<typeof didYouMeanSchema>;

const tag = 'Search';

export const searchApi = {
  suggestions: defineCall({
    method: 'GET',
    path: '/api/search/suggestions',
    summary: 'Products, shops and categories for what is typed so far (from 2 characters)',
    access: 'public',
    tag,
    query: suggestionsQuery,
    response: suggestionsSchema,
  }),
  didYouMean: defineCall({
    method: 'GET',
    path: '/api/search/did-you-mean',
    summary:
      'For a name search that matches nothing: what would match with fewer words or corrected spelling',
    access: 'public',
    tag,
    query: didYouMeanQuery,
    response: didYouMeanSchema,
  }),
};
