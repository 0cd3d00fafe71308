import type { CarrierInfoDto } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

/** GET /api/carriers (sellers): the installed carriers for the shipped form, with each one's tracking hint. */
export function useCarriers(enabled: boolean) {
  return useSWR(enabled ? ['carriers'] : null, () =>
    apiClient.call(endpoints.delivery.carriers).then((answer): CarrierInfoDto[] => answer.carriers),
  );
}
