import { asValue, definePlugin } from '@torget/core/plugin-sdk';
import { s3Options } from './options';
import { S3UploadProvider } from './s3.provider';

/** Turned on by S3_BUCKET; see README.md for the other S3_* variables. */
export default definePlugin({
  name: 'upload-s3',
  options: s3Options,
  env: {
    bucket: 'S3_BUCKET',
    region: 'S3_REGION',
    endpoint: 'S3_ENDPOINT',
    forcePathStyle: { name: 'S3_FORCE_PATH_STYLE', parse: (value) => value !== 'false' },
    accessKeyId: 'S3_ACCESS_KEY_ID',
    secretAccessKey: 'S3_SECRET_ACCESS_KEY',
    publicUrl: 'S3_PUBLIC_URL',
    // An empty S3_PREFIX stores at the bucket's root.
    prefix: { name: 'S3_PREFIX', keepEmpty: true },
  },
  enabledWhen: (raw) => raw.bucket !== undefined,
  register(container, options) {
    container.register({ uploadProvider: asValue(new S3UploadProvider(options)) });
  },
});
