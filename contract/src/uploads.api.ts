import { z } from 'zod';
import { defineCall } from './call';

export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

export const uploadsApi = {
  image: defineCall({
    method: 'POST',
    path: '/api/uploads',
    summary: 'Upload an image (multipart field `image`, at most 4 MB); answers its path',
    access: 'user',
    tag: 'Uploads',
    multipart: { field: 'image', maxBytes: MAX_UPLOAD_BYTES },
    response: z.object({ image: z.string() }),
    status: 201,
    errors: ['unavailable'],
  }),
};
