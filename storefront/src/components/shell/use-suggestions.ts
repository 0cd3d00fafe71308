import { endpoints } from '@torget/contract/browser';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiClient } from '../../lib/api-client';

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 200;
export const MIN_SUGGEST = 2;

/** Suggestions for what is typed, asked once typing pauses and from MIN_SUGGEST characters. */
export function useSuggestions(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const q = settled.trim();
  return useSWR(
    q.length >= MIN_SUGGEST ? ['suggestions', q] : null,
    () => apiClient.call(endpoints.search.suggestions, { query: { q } }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}
