import { randomBytes } from 'node:crypto';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { DomainError, type UploadFile, type UploadProvider } from '@torget/core/plugin-sdk';
import type { S3Options } from './options';

const unavailable = (cause: unknown) =>
  Object.assign(
    new DomainError(
      {
        en: 'Images cannot be stored right now. Please try again in a moment.',
        sv: 'Bilder kan inte sparas just nu. Försök igen om en stund.',
      },
      'unavailable',
      'UPLOAD_STORAGE_UNAVAILABLE',
    ),
    { cause },
  );

/**
 * Keeps uploads in an S3 bucket (AWS, or any S3-compatible store through `endpoint`), so every core
 * instance sees every file. Core has already decoded, re-encoded and size-checked the image; this
 * only stores it (under a random name, or the name core gives an image's copies) and answers the public URL (a CDN or the bucket itself).
 */
export class S3UploadProvider implements UploadProvider {
  private client: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  private readonly publicBase: string;

  constructor(private readonly options: S3Options) {
    this.publicBase = options.publicUrl.replace(/\/+$/, '');
  }

  /**
   * The SDK is loaded at the first upload, not when the plugin is: every core imports this plugin to read
   * its declaration, and the SDK alone is about 20 MB of memory an instance without S3_BUCKET never uses.
   */
  private connect() {
    const { options } = this;
    return (this.client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: options.forcePathStyle } : {}),
        // Without keys the SDK's own chain applies (instance role, AWS_* variables, profile).
        ...(options.accessKeyId && options.secretAccessKey
          ? {
              credentials: {
                accessKeyId: options.accessKeyId,
                secretAccessKey: options.secretAccessKey,
              },
            }
          : {}),
        maxAttempts: 3,
      }),
    })));
  }

  save(file: UploadFile): Promise<{ url: string }> {
    return this.saveAs(`${randomBytes(12).toString('hex')}.${file.extension}`, file);
  }

  /** Under the name core chose (an image's smaller copies, named after it), beside the files `save` stores. */
  async saveAs(name: string, file: UploadFile): Promise<{ url: string }> {
    if (!/^[a-z0-9][a-z0-9.-]*$/.test(name)) throw new Error(`Bad upload name: ${name}`);
    const key = `${this.options.prefix}${name}`;
    try {
      const { sdk, client } = await this.connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Body: file.bytes,
          ContentType: file.contentType,
          // Names are random and never reused, so browsers and CDNs may keep a file forever.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    } catch (error) {
      throw unavailable(error);
    }
    return { url: `${this.publicBase}/${key}` };
  }

  /** The object's name when the URL is one of this bucket's; undefined for a disk upload from before, another site's URL. */
  private ownName(url: string): string | undefined {
    const start = `${this.publicBase}/${this.options.prefix}`;
    const name = url.startsWith(start) ? url.slice(start.length) : '';
    return /^[\w.-]+$/.test(name) ? name : undefined;
  }

  async delete(url: string): Promise<void> {
    const name = this.ownName(url);
    if (!name) return;
    try {
      const { sdk, client } = await this.connect();
      await client.send(
        new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: `${this.options.prefix}${name}` }),
      );
    } catch (error) {
      throw unavailable(error);
    }
  }

  /** An object stored earlier (core gives older images their copies); undefined when it is not there. */
  async read(url: string): Promise<Buffer | undefined> {
    const name = this.ownName(url);
    if (!name) return undefined;
    try {
      const { sdk, client } = await this.connect();
      const object = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: `${this.options.prefix}${name}` }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw unavailable(error);
    }
  }

  /** Closes the SDK's sockets (tests, shutdown). */
  async close(): Promise<void> {
    (await this.client)?.client.destroy();
  }
}
