import type { DiscountCodeDto } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

/** The shop's discount codes (newest first) with their uses and what they gave. */
export const discountCodesKey = ['discount-codes'] as const;
export const getDiscountCodes = () => apiClient.call(endpoints.promotions.listCodes);
export const useDiscountCodes = () => useSWR(discountCodesKey, getDiscountCodes);

/** The create form's fields as the API takes them (SEK and per cent as typed; the server checks every rule). */
export interface NewDiscountCode {
  code: string;
  kind: DiscountCodeDto['kind'];
  value?: string;
  minOrder?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
  maxUses?: string | null;
  oncePerCustomer: boolean;
}

export const createDiscountCode = (body: NewDiscountCode) =>
  apiClient.call(endpoints.promotions.createCode, { body });

export const pauseDiscountCode = (id: string, paused: boolean) =>
  apiClient.call(endpoints.promotions.pauseCode, { params: { id }, body: { paused } });

export const removeDiscountCode = (id: string) =>
  apiClient.call(endpoints.promotions.removeCode, { params: { id } });
