import { api } from '@torget/contract';
import { route } from '../../../http/route';

export const searchRoutes = [
  route(api.search.suggestions, ({ query, scope }) => scope.searchHelp.suggestions(query.q)),
  route(api.search.didYouMean, ({ query, scope }) => scope.searchHelp.didYouMean(query.name)),
];
