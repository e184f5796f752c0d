import { readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  type FileStorage,
  type ObjectAnswer,
  type ObjectRead,
  type PlaceOutcome,
  type PlacedFile,
  STORED,
  type StoredFiles,
  STORED_FILE_CACHE_CONTROL,
  contentDispositionOf,
  contentTypeOf,
  eachLimited,
  planSave,
} from './file-storage';
import { type PictureVariant, variantPaths } from './picture-variants';
import { PRIVATE_FOLDERS, isPrivateFolder } from './private-pictures';
import type { StorageConfig } from './storage-config';

type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Private pictures (storage/private-pictures.ts) are kept under `private/`, not `uploads/`: a public bucket or
 * CDN in front of the uploads (ASSETS_BASE_URL: a public-read policy on `uploads/*`) never reaches them.
 */
const PRIVATE_PREFIX = 'private/';
const PRIVATE_OBJECT_CACHE_CONTROL = 'private, no-store';

/** The bucket key of a stored path: the path itself, or under `private/` for a private folder. */
function keyOf(storedPath: string): string {
  const folder = storedPath.split('/')[1] ?? '';
  return isPrivateFolder(folder) ? `${PRIVATE_PREFIX}${storedPath.slice('uploads/'.length)}` : storedPath;
}

/** The HTTP status of a failed S3 call (404 for a missing key, 304 for a conditional GET), if it has one. */
function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/**
 * Pictures in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), under the same keys as the stored
 * paths (`uploads/<folder>/<name>`), so every app server reads and writes the same files and none keeps
 * any on its own disk. Objects carry their Content-Type and the stored files' Cache-Control, so a public
 * bucket or CDN (ASSETS_BASE_URL) serves them as the app does.
 */
export class S3Storage implements FileStorage {
  /** Where the files are, for messages. */
  readonly description: string;
  private readonly client: S3Client;
  readonly files: StoredFiles = { kind: 'objects', read: (storedPath, request) => this.read(storedPath, request) };

  constructor(private readonly settings: S3Settings) {
    this.description = `the S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only when an operation needs one: MinIO, R2 and older S3-compatible servers refuse some of the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Writes a stored path's object, under its key (keyOf). */
  private put(storedPath: string, body: Buffer): Promise<unknown> {
    const key = keyOf(storedPath);
    return this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentType: contentTypeOf(key),
        // A public bucket or CDN (ASSETS_BASE_URL) sends a certificate PDF as a download too.
        ContentDisposition: contentDispositionOf(key),
        CacheControl: key.startsWith(PRIVATE_PREFIX) ? PRIVATE_OBJECT_CACHE_CONTROL : STORED_FILE_CACHE_CONTROL,
      }),
    );
  }

  async save(folder: string, data: Buffer, extension: string, variants: readonly PictureVariant[] = []): Promise<string> {
    const plan = planSave(folder, extension, variants);
    const { stored } = plan;
    try {
      // Variants first: once the original (the path a row holds) exists, so does every variant it names.
      await Promise.all(plan.variants.map((variant) => this.put(variant.path, variant.data)));
      await this.put(stored, data);
    } catch (error) {
      await this.remove(stored).catch(() => undefined);
      throw error;
    }
    return stored;
  }

  async remove(storedPath: string): Promise<void> {
    if (!STORED.test(storedPath)) return;
    const keys = [storedPath, ...variantPaths(storedPath).map((v) => v.path)].map(keyOf);
    // A key that is not there counts as deleted (S3 answers it among Deleted).
    const result = await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
    );
    const failed = result.Errors ?? [];
    if (failed.length) throw new Error(`S3 did not delete ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
  }

  /** The size of every object under `prefix`, one listing page (1000 keys) per request. */
  private async sizesUnder(prefix: string): Promise<Map<string, number>> {
    const sizes = new Map<string, number>();
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) sizes.set(object.Key, object.Size ?? -1);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return sizes;
  }

  /** Uploads each file unless an object of the same size is there already: one listing per folder, then the missing ones. */
  async place(files: readonly PlacedFile[]): Promise<PlaceOutcome> {
    const prefixes = [...new Set(files.map((f) => f.storedPath.slice(0, f.storedPath.lastIndexOf('/') + 1)))];
    const listed = await Promise.all(prefixes.map((prefix) => this.sizesUnder(prefix)));
    const existing = new Map(listed.flatMap((sizes) => [...sizes]));
    // Only a file whose key is there already is looked at on the disk: is the object the same size?
    const missing: PlacedFile[] = [];
    await eachLimited(files, 16, async (file) => {
      const size = existing.get(file.storedPath);
      if (size === undefined || size !== (await stat(file.localFile)).size) missing.push(file);
    });
    await eachLimited(missing, 8, async (file) => {
      await this.put(file.storedPath, await readFile(file.localFile));
    });
    return { stored: missing.length, kept: files.length - missing.length };
  }

  async movePrivateFromPublic(): Promise<number> {
    let moved = 0;
    for (const folder of PRIVATE_FOLDERS) {
      const keys = [...(await this.sizesUnder(`uploads/${folder}/`)).keys()];
      await eachLimited(keys, 8, async (key) => {
        const target = keyOf(key);
        await this.client.send(
          new CopyObjectCommand({
            Bucket: this.settings.bucket,
            Key: target,
            CopySource: `${this.settings.bucket}/${key}`,
            MetadataDirective: 'REPLACE',
            ContentType: contentTypeOf(key),
            CacheControl: PRIVATE_OBJECT_CACHE_CONTROL,
          }),
        );
        // A key another server removed meanwhile counts as deleted.
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: [{ Key: key }], Quiet: true } }),
        );
        moved++;
      });
    }
    return moved;
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const why =
        status === 404
          ? 'it does not exist'
          : status === 403 || status === 401
            ? 'access is denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)'
            : error instanceof Error
              ? error.message || error.name
              : String(error);
      throw new Error(`cannot use ${this.description}: ${why}`);
    }
  }

  close(): void {
    this.client.destroy();
  }

  /** Reads one object by its stored path (conditional and range requests passed on to S3). */
  private async read(storedPath: string, request: ObjectRead): Promise<ObjectAnswer> {
    const conditions = {
      Bucket: this.settings.bucket,
      Key: keyOf(storedPath),
      IfNoneMatch: request.ifNoneMatch,
      IfModifiedSince: request.ifModifiedSince,
    };
    let object;
    try {
      object = request.head
        ? await this.client.send(new HeadObjectCommand(conditions))
        : await this.client.send(new GetObjectCommand({ ...conditions, Range: request.range }));
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return { kind: 'missing' };
      if (status === 304) return { kind: 'not-modified' };
      if (status === 416) return { kind: 'range-not-satisfiable' };
      throw error;
    }
    return {
      kind: 'found',
      contentLength: object.ContentLength,
      contentRange: 'ContentRange' in object ? object.ContentRange : undefined,
      etag: object.ETag,
      lastModified: object.LastModified,
      body: 'Body' in object ? (object.Body as Readable | undefined) : undefined,
    };
  }
}
