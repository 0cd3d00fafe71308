import { z } from 'zod';
import { defineCall } from './call';
import {
  accountDeletedSchema,
  dataExportSchema,
  deleteAccountBody,
  exportTokenParams,
} from './privacy.schema';

const tag = 'Privacy';

/** The person's own data: download it (GDPR Art. 15, 20) and delete the account (Art. 17); see docs/privacy.md. */
export const privacyApi = {
  deleteAccount: defineCall({
    method: 'DELETE',
    path: '/api/users/me',
    summary:
      "Delete the caller's account after the password is typed again: refused while an order is not delivered, a withdrawal not refunded or (a seller) a shop order open; otherwise the person is erased at once and orders keep only what a receipt needs",
    access: 'user',
    tag,
    body: deleteAccountBody,
    response: accountDeletedSchema,
    errors: ['bad_request', 'conflict'],
  }),
  startExport: defineCall({
    method: 'POST',
    path: '/api/users/me/export',
    summary:
      'Start making a zip of everything Torget holds about the caller (a JSON file and a readable page), in the background; it is mailed as a link valid 24 hours',
    access: 'user',
    tag,
    response: dataExportSchema,
    status: 202,
  }),
  exportState: defineCall({
    method: 'GET',
    path: '/api/users/me/export',
    summary: "Where the caller's latest data export stands, with its link while it is ready",
    access: 'user',
    tag,
    response: dataExportSchema,
  }),
  downloadExport: defineCall({
    method: 'GET',
    path: '/api/exports/:token',
    summary: "A data export's zip, by the secret in its link (24 hours)",
    access: 'public',
    tag,
    params: exportTokenParams,
    response: z.undefined(),
    file: { contentType: 'application/zip' },
  }),
};
