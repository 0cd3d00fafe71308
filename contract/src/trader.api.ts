import { z } from 'zod';
import { defineCall } from './call';
import { idParams } from './common';
import { traderDetailsBody, traderDetailsSchema } from './trader.schema';
import { MAX_UPLOAD_BYTES } from './uploads.api';

const tag = 'Trader details';

/** Known traders (DSA Art. 30; docs/notices.md): what an applicant or seller gives, and what admins check. */
export const traderApi = {
  details: defineCall({
    method: 'GET',
    path: '/api/trader_details',
    summary: "The caller's trader details: payment account, self-certification, when the ID document came",
    access: 'user',
    tag,
    response: traderDetailsSchema,
  }),
  save: defineCall({
    method: 'PUT',
    path: '/api/trader_details',
    summary:
      'Give the payment account (an IBAN or a bankgiro, checked by its check digits) and certify that the shop only offers products that comply with EU law',
    access: 'user',
    tag,
    body: traderDetailsBody,
    response: traderDetailsSchema,
  }),
  uploadIdDocument: defineCall({
    method: 'POST',
    path: '/api/trader_details/id_document',
    summary:
      'Upload a copy of an ID document (multipart field `document`, an image of at most 4 MB); never public, readable only by admins',
    access: 'user',
    tag,
    multipart: { field: 'document', maxBytes: MAX_UPLOAD_BYTES },
    response: traderDetailsSchema,
    status: 201,
  }),
  adminDetails: defineCall({
    method: 'GET',
    path: '/api/admin/users/:id/trader_details',
    summary: "A user's trader details and what is missing before approval (admin)",
    access: 'admin',
    tag,
    params: idParams,
    response: traderDetailsSchema,
  }),
  idDocument: defineCall({
    method: 'GET',
    path: '/api/admin/users/:id/id_document',
    summary: "The copy of a user's ID document (admin); 404 when there is none",
    access: 'admin',
    tag,
    params: idParams,
    response: z.undefined(),
    file: { contentType: 'image/webp' },
  }),
};
