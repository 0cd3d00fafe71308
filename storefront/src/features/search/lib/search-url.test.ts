import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFromParams, searchUrl, withFilter } from './search-url';

describe('search URLs', () => {
  it('reads the spec defaults all, all, 0, 0, 0, newest, 1 when nothing is given', () => {
    expect(filtersFromParams({})).toEqual(DEFAULT_FILTERS);
    expect(filtersFromParams({ name: 'all', category: 'all' })).toEqual(DEFAULT_FILTERS);
  });

  it('reads every part of the long route form', () => {
    expect(
      filtersFromParams({
        category: 'Keramik',
        name: 'mugg',
        min: '10',
        max: '100',
        rating: '4',
        order: 'lowest',
        pageNumber: '3',
      }),
    ).toEqual({
      category: 'Keramik',
      name: 'mugg',
      min: 10,
      max: 100,
      rating: 4,
      order: 'lowest',
      pageNumber: 3,
      option: '',
      onSale: false,
    });
  });

  it('ignores values that make no sense instead of breaking the page', () => {
    expect(filtersFromParams({ min: '-5', order: 'cheapest', pageNumber: '0', rating: 'x' })).toEqual(
      DEFAULT_FILTERS,
    );
  });

  it('uses the short forms of the route table when they hold the search', () => {
    expect(searchUrl({ name: 'te' })).toBe('/search/name/te');
    expect(searchUrl({})).toBe('/search/name/');
    expect(searchUrl({ category: 'Kläder' })).toBe('/search/category/Kl%C3%A4der');
    expect(searchUrl({ category: 'Kök', name: 'kopp' })).toBe('/search/category/K%C3%B6k/name/kopp');
  });

  it('writes every filter into the long form so a search is a shareable link', () => {
    expect(searchUrl({ name: 'mugg', min: 10, max: 100, order: 'toprated' })).toBe(
      '/search/category/all/name/mugg/min/10/max/100/rating/0/order/toprated/pageNumber/1',
    );
  });

  it('goes back to page 1 when a filter changes and round-trips through the params', () => {
    const from = { ...DEFAULT_FILTERS, name: 'a b', pageNumber: 4 };
    const url = withFilter(from, { rating: 3 });
    expect(url).toBe('/search/category/all/name/a%20b/min/0/max/0/rating/3/order/newest/pageNumber/1');
    const [, , , category, , name, , min, , max, , rating, , order, , pageNumber] = url.split('/');
    expect(
      filtersFromParams({
        category: decodeURIComponent(category!),
        name: decodeURIComponent(name!),
        min,
        max,
        rating,
        order,
        pageNumber,
      }),
    ).toEqual({ ...from, rating: 3, pageNumber: 1 });
  });

  it('keeps an option value and "på rea" in the query string, beside the spec route forms', () => {
    const from = { ...DEFAULT_FILTERS, name: 'vante', pageNumber: 2 };
    const url = withFilter(from, { option: 'Färg:Röd', onSale: true });
    expect(url).toBe('/search/name/vante?option=F%C3%A4rg%3AR%C3%B6d&onSale=true');
    const query = new URLSearchParams(url.split('?')[1]);
    expect(filtersFromParams({ name: 'vante' }, query)).toEqual({
      ...from,
      pageNumber: 1,
      option: 'Färg:Röd',
      onSale: true,
    });
    expect(searchUrl({ order: 'discount', onSale: true })).toBe(
      '/search/category/all/name/all/min/0/max/0/rating/0/order/discount/pageNumber/1?onSale=true',
    );
    // An option not written Name:Value, or a flag that is not true, is no filter.
    expect(filtersFromParams({}, new URLSearchParams('option=R%C3%B6d&onSale=ja'))).toEqual(DEFAULT_FILTERS);
  });
});
