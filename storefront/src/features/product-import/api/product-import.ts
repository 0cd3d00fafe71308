import type { ImportReportDto } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/products/import with the file in the multipart field `file`: a dry run (nothing written)
 * or the confirmed import (everything in one transaction, or nothing).
 */
export function importProducts(file: File, dryRun: boolean): Promise<ImportReportDto> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.call(
    endpoints.productImport.import,
    { query: { dryRun: dryRun ? 'true' : 'false' } },
    { form },
  );
}

/** Hands a file the API answers (the template, the export) to the browser as a download. */
async function save(file: Blob, name: string): Promise<void> {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download; the file's URL is freed once it surely has it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const downloadTemplate = async () =>
  save(await apiClient.download(endpoints.productImport.template), 'produktmall.csv');

export const downloadExport = async () =>
  save(await apiClient.download(endpoints.productImport.export), 'produkter.csv');
