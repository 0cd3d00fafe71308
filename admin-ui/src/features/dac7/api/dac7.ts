import type { PlatformOperator } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { saveFile } from '@torget/ui';
import { apiClient } from '../../../lib/api-client';
import { useCall } from '../../../lib/use-call';

/** The year and euro rate a report is made for, as the API takes them. */
export interface Dac7Choice {
  year: number;
  eurRate: number;
}

/** A year's figures per seller and quarter; the server refuses a year in the future or a missing rate. */
export const getDac7Report = (query: Dac7Choice) => apiClient.call(endpoints.tax.report, { query });

/**
 * The year's next DPI XML file for Skatteverket (a first report, or a correction once one is marked as sent),
 * handed to the browser as a download.
 */
export async function downloadDac7Xml(query: Dac7Choice, fileName: string): Promise<void> {
  const file = await apiClient.download(endpoints.tax.reportXml, { query });
  saveFile(file, fileName);
}

export const useDac7Operator = () => useCall(endpoints.tax.operator, {});
export const saveDac7Operator = (body: PlatformOperator) =>
  apiClient.call(endpoints.tax.saveOperator, { body });

/** The year's messages: those marked as sent to Skatteverket and the draft last downloaded. */
export const useDac7Messages = (year: number) => useCall(endpoints.tax.messages, { query: { year } });
export const markDac7Sent = (year: number, messageRefId: string) =>
  apiClient.call(endpoints.tax.markSent, { body: { year, messageRefId } });
