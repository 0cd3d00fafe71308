import { msg } from '../shared/messages';
import { readFile, rm } from 'node:fs/promises';
import formidable, { errors as formidableErrors } from 'formidable';
import type { Context } from 'koa';
import { BadRequestError, PayloadTooLargeError } from '../shared/errors';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

/** docs/product.md §5/§8 wording for an upload over the limit. */
export const TOO_BIG_MESSAGE = msg('uploads.tooBig');

/**
 * Reads the one file of a multipart request. The declared length is checked first, so an oversized
 * upload is refused before it is read; formidable enforces the limit again while streaming.
 */
/** What formidable refused, said as it is (its 413 covers too many files and fields as well as size). */
function uploadError(error: { code?: number }, field: string, tooBig: () => Error): Error {
  switch (error.code) {
    case formidableErrors.biggerThanMaxFileSize:
    case formidableErrors.biggerThanTotalMaxFileSize:
      return tooBig();
    case formidableErrors.maxFilesExceeded:
      return new BadRequestError(msg('http.oneFileOnly', { field }), 'TOO_MANY_FILES');
    case formidableErrors.maxFieldsExceeded:
    case formidableErrors.maxFieldsSizeExceeded:
      return new BadRequestError(msg('http.tooManyFormFields'), 'TOO_MANY_FIELDS');
    case formidableErrors.noEmptyFiles:
      return new BadRequestError(msg('http.emptyFile'), 'EMPTY_FILE');
    default:
      return new BadRequestError(msg('http.unreadableUpload', { field }), 'BAD_UPLOAD');
  }
}

export async function readSingleFile(
  ctx: Context,
  options: { field: string; maxBytes: number },
): Promise<UploadedFile> {
  const tooBig = () => new PayloadTooLargeError(TOO_BIG_MESSAGE, 'FILE_TOO_LARGE');
  if (!ctx.is('multipart/form-data'))
    throw new BadRequestError(msg('http.notMultipart', { field: options.field }));
  if (Number(ctx.get('content-length')) > options.maxBytes + 64 * 1024) throw tooBig();
  const form = formidable({
    maxFiles: 1,
    maxFileSize: options.maxBytes,
    maxFields: 10,
    allowEmptyFiles: false,
  });
  let files: formidable.Files;
  try {
    [, files] = await form.parse(ctx.req);
  } catch (error) {
    throw uploadError(error as { code?: number }, options.field, tooBig);
  }
  const all = Object.values(files)
    .flat()
    .filter((file) => file !== undefined);
  const file = files[options.field]?.[0];
  try {
    if (!file) throw new BadRequestError(msg('http.oneFile', { field: options.field }), 'BAD_UPLOAD');
    return { bytes: await readFile(file.filepath), filename: file.originalFilename ?? '' };
  } finally {
    await Promise.all(all.map((temp) => rm(temp.filepath, { force: true })));
  }
}
