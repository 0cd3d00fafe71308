import { z } from 'zod';

/** The plugin's options; `env` in index.ts names the S3_* environment variable behind each. */
export const s3Options = z
  .object({
    bucket: z.string().min(3, 'S3_BUCKET must name a bucket'),
    region: z.string().min(1).default('us-east-1'),
    /** An S3-compatible store (MinIO, Garage, R2, …); unset for AWS itself. */
    endpoint: z.url({ message: 'S3_ENDPOINT must be a URL such as http://minio:9000' }).optional(),
    /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible stores need. */
    forcePathStyle: z.boolean().default(true),
    accessKeyId: z.string().min(1).optional(),
    secretAccessKey: z.string().min(1).optional(),
    /** Where browsers load the files from: a CDN, the bucket's website, or a proxy path such as /media. */
    publicUrl: z
      .string({ error: 'S3_PUBLIC_URL is required: the URL browsers load the files from' })
      .regex(
        /^(https?:\/\/[^/\s]+|\/)\S*$/,
        'S3_PUBLIC_URL must be an http(s) URL or a path starting with /',
      ),
    /** Key prefix inside the bucket. */
    prefix: z
      .string()
      .regex(/^([\w.-]+\/)*$/, 'S3_PREFIX must be empty or end with / (e.g. uploads/)')
      .default('uploads/'),
  })
  .refine((options) => Boolean(options.accessKeyId) === Boolean(options.secretAccessKey), {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset for the SDK chain)',
    path: ['secretAccessKey'],
  });

export type S3Options = z.output<typeof s3Options>;
