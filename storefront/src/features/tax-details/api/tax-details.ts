import type { TaxDetailsInput } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';

/** The shop's tax details (Skatteuppgifter, DAC7) as given, and whether they are complete. */
export const taxDetailsKey = ['tax-details'] as const;
export const getTaxDetails = () => apiClient.call(endpoints.tax.details);
export const useTaxDetails = () => useSWR(taxDetailsKey, getTaxDetails);

/** The server checks every rule (check digits, a past date of birth matching the personnummer). */
export const saveTaxDetails = (body: TaxDetailsInput) => apiClient.call(endpoints.tax.saveDetails, { body });

/** What each DAC7 report sent said about the shop (informationsuppgift), newest year first. */
export const dac7CopiesKey = ['dac7-copies'] as const;
export const useDac7Copies = () => useSWR(dac7CopiesKey, () => apiClient.call(endpoints.tax.copies));
