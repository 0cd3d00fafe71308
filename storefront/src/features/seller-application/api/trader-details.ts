import type { TraderDetailsDto, TraderDetailsInput } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

/** The caller's trader details (DSA Art. 30): what is given, what is missing, whether it is required. */
export const traderDetailsKey = ['trader-details'] as const;
export const getTraderDetails = () => apiClient.call(endpoints.trader.details);
export const useTraderDetails = () => useSWR(traderDetailsKey, getTraderDetails);

/** The server checks the account by its check digits and needs the self-certification ticked. */
export const saveTraderDetails = (body: TraderDetailsInput) =>
  apiClient.call(endpoints.trader.save, { body });

/** The copy of the ID document: checked and kept by the server, shown to the marketplace's admins only. */
export function uploadIdDocument(file: File): Promise<TraderDetailsDto> {
  const form = new FormData();
  form.append('document', file);
  return apiClient.call(endpoints.trader.uploadIdDocument, {}, { form });
}
