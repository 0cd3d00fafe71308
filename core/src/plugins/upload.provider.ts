/** A file core has checked and wants stored (an image re-encoded by sharp, for now). */
export interface UploadFile {
  bytes: Buffer;
  /** e.g. `image/webp`. */
  contentType: string;
  /** Without the dot, e.g. `webp`. */
  extension: string;
}

/**
 * Where uploads are kept. Core's default writes under DATA_DIR/uploads and serves them at /uploads;
 * an object-storage plugin (S3 and the like) lets several core instances share files.
 */
export interface UploadProvider {
  /** Stores the file under a name of the provider's choosing; answers the URL or path browsers load it from. */
  save(file: UploadFile): Promise<{ url: string }>;
  /**
   * Stores the file under exactly `name` (core picks it: random, `[a-z0-9.-]`, never reused) beside the files
   * `save` stores, so one file's URL differs from another's only in the name. Core uses it to keep an image's
   * smaller copies next to it under names derived from its own (`@torget/contract` image-widths). Optional:
   * without it core stores only the image itself, and apps show it without a srcset.
   */
  saveAs?(name: string, file: UploadFile): Promise<{ url: string }>;
  /** Removes a file saved earlier, given its URL (optional: providers that never delete leave it out). */
  delete?(url: string): Promise<void>;
  /**
   * The bytes of a file saved earlier, given its URL; undefined when the URL is not one of this provider's or
   * nothing is stored there. Optional: core uses it to give images stored before copies existed their copies
   * (products/image-copies.ts); without it those images keep showing without a srcset.
   */
  read?(url: string): Promise<Buffer | undefined>;
}
