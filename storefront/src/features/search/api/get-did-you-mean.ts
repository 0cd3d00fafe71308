import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

/** For a name search that found nothing: searches that would find something (fewer words, spelling). */
export function useDidYouMean(name: string) {
  return useSWR(name ? ['did-you-mean', name] : null, () =>
    apiClient.call(endpoints.search.didYouMean, { query: { name } }),
  );
}
