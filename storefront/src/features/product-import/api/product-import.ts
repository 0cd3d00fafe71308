import type { ImportProgressDto, ImportReportDto } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { saveFile } from '@torget/ui';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/products/import with the file in the multipart field `file`: a dry run (nothing written)
 * or the confirmed import (everything in one transaction, or nothing). `onProgress` hears each step as the
 * server reports it (rows checked, images fetched, rows written).
 */
export function importProducts(
  file: File,
  dryRun: boolean,
  onProgress: (progress: ImportProgressDto) => void,
): Promise<ImportReportDto> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.callWithProgress(
    endpoints.productImport.import,
    { query: { dryRun: dryRun ? 'true' : 'false' } },
    onProgress,
    { form },
  );
}

export const downloadTemplate = async () =>
  saveFile(await apiClient.download(endpoints.productImport.template), 'produktmall.csv');

export const downloadExport = async () =>
  saveFile(await apiClient.download(endpoints.productImport.export), 'produkter.csv');
