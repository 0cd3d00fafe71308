import { asValue, definePlugin } from '@torget/core/plugin-sdk';
import { s3Options } from './options';
import { S3UploadProvider } from './s3.provider';

/** Turned on by S3_BUCKET; see README.md for the other S3_* variables. */
export default definePlugin({
  name: 'upload-s3',
  options: s3Options,
  register(container, options) {
    container.register({ uploadProvider: asValue(new S3UploadProvider(options)) });
  },
});
