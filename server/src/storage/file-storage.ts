import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { markedName, type PictureVariant, variantPaths } from './picture-variants';
import { PRIVATE_FOLDERS, isPrivateFolder } from './private-pictures';

export type { PictureVariant } from './picture-variants';

/** A local file to be kept at a fixed stored path (a seeded picture, or `npm run storage:copy`). */
export interface PlacedFile {
  storedPath: string;
  localFile: string;
}

/** What `place` did: files written, and files already there with the same size and left alone. */
export interface PlaceOutcome {
  stored: number;
  kept: number;
}

/**
 * Where uploaded files live. Stored paths are relative to the API base (`uploads/<folder>/<name>`), as
 * the specifications expect; the app serves them under /api/uploads. The local disk (LocalDiskStorage,
 * the embedded default) or an S3-compatible bucket (storage/s3-storage.ts), which every app server
 * behind a balancer shares (docs/decisions.md#uploads, #object-storage).
 */
export interface FileStorage {
  /**
   * Stores `data` under a server-chosen name and returns its stored path, e.g. uploads/slider/3f2a….webp.
   * `variants` (WebP, narrower copies) are stored beside it under names that follow from the returned
   * path (storage/picture-variants.ts), which is then marked `-v<largest width>`.
   */
  save(folder: string, data: Buffer, extension: string, variants?: readonly PictureVariant[]): Promise<string>;
  /** Deletes a stored path and its variants; a path that is not ours (an external URL) or already gone is ignored. */
  remove(storedPath: string): Promise<void>;
  /** Keeps each local file at its stored path (names chosen by the caller: the seed's are deterministic). */
  place(files: readonly PlacedFile[]): Promise<PlaceOutcome>;
  /**
   * Where the stored files are read from, for the http layer that serves them under /api/uploads
   * (http/stored-files.ts): a directory of this disk, or objects read by stored path. No transport type:
   * the domain imports this port.
   */
  readonly files: StoredFiles;
  /**
   * Moves the files of the private folders that an earlier version kept among the public uploads to where
   * private pictures are kept now, so that their links open them and no public path or bucket serves them.
   * Runs at every start; a second server doing it at the same moment moves nothing twice. Returns how many
   * files it moved.
   */
  movePrivateFromPublic(): Promise<number>;
  /** Fails with one line when the storage cannot be used (a bucket that is not there or not ours). */
  check(): Promise<void>;
  /** Lets go of its connections (the S3 client's keep-alive sockets); the storage is not used after. */
  close(): void;
}

/** A read of one stored object, as an HTTP GET or HEAD asked it (conditions and range passed on). */
export interface ObjectRead {
  head: boolean;
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
  range?: string;
}

/** What an object read found: nothing, "not modified", a range it cannot give, or the object (a HEAD has no body). */
export type ObjectAnswer =
  | { kind: 'missing' }
  | { kind: 'not-modified' }
  | { kind: 'range-not-satisfiable' }
  | { kind: 'found'; contentLength?: number; contentRange?: string; etag?: string; lastModified?: Date; body?: Readable };

/**
 * How a storage's files are read: `directory` (the local disk) answers the disk file of a stored path and the
 * directory that holds every public one; `objects` (a bucket) reads one object by its stored path.
 */
export type StoredFiles =
  | { kind: 'directory'; publicDir: string; fileOf(storedPath: string): string }
  | { kind: 'objects'; read(storedPath: string, request: ObjectRead): Promise<ObjectAnswer> };

/** `Cache-Control` of a stored file: its name changes whenever its bytes would, so it never goes stale. */
export const STORED_FILE_MAX_AGE_SECONDS = 30 * 86400;
export const STORED_FILE_CACHE_CONTROL = `public, max-age=${STORED_FILE_MAX_AGE_SECONDS}, immutable`;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/**
 * The Content-Disposition of a stored path: a PDF (a certificate) is a download, never a document opened on
 * the shop's origin (stored as sent, it is not re-encoded as pictures are); pictures have none (inline).
 */
export function contentDispositionOf(storedPath: string): string | undefined {
  const name = storedPath.slice(storedPath.lastIndexOf('/') + 1);
  return /\.pdf$/i.test(name) ? `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"` : undefined;
}

/** The Content-Type of a stored path, from its extension. */
export function contentTypeOf(storedPath: string): string {
  return CONTENT_TYPES[storedPath.slice(storedPath.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** Runs `work` on every item with at most `limit` at once. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const FOLDER = /^[a-z0-9-]{1,40}$/;
const EXTENSION = /^[a-z0-9]{1,5}$/;
/** A stored file's path below /api/uploads that may be looked up: one folder, one plain name, no dot first. */
export const SERVED_PATH = /^\/[a-z0-9-]{1,40}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}$/;

export const STORED = /^uploads\/([a-z0-9-]{1,40})\/([a-f0-9]{32}(?:-v\d{3,4})?\.[a-z0-9]{1,5}|[a-z0-9-]{1,80}\.webp)$/;

/** What a save writes: its stored path (a new random name), and each variant's stored path with its bytes. */
export interface SavePlan {
  stored: string;
  variants: { path: string; data: Buffer }[];
}

/**
 * Names a file to save under `folder` and its variants (marked as storage/picture-variants.ts says), or
 * throws on a folder, extension or set of variant widths no stored path may have. Both storages save by it.
 */
export function planSave(folder: string, extension: string, variants: readonly PictureVariant[]): SavePlan {
  if (!FOLDER.test(folder) || !EXTENSION.test(extension)) throw new Error(`bad storage folder or extension: ${folder} ${extension}`);
  const stored = `uploads/${folder}/${markedName(
    randomBytes(16).toString('hex'),
    extension,
    variants.map((v) => v.width),
  )}`;
  const named = new Map(variantPaths(stored).map((v) => [v.width, v.path]));
  if (named.size !== variants.length) throw new Error('variants must be every standard width below the largest one');
  return {
    stored,
    variants: variants.map((variant) => {
      const variantPath = named.get(variant.width);
      if (!variantPath) throw new Error(`not a variant width: ${variant.width}`);
      return { path: variantPath, data: variant.data };
    }),
  };
}

/** Where the local disk keeps private pictures: beside UPLOAD_DIR, which is served as it is, never inside it. */
export const privateUploadDir = (uploadDir: string): string => `${path.resolve(uploadDir)}-private`;

/** The folder of a stored path (uploads/<folder>/<name>). */
const folderOf = (storedPath: string): string => storedPath.split('/')[1] ?? '';

export class LocalDiskStorage implements FileStorage {
  private readonly privateDir: string;
  readonly files: StoredFiles;

  constructor(private readonly uploadDir: string) {
    this.privateDir = privateUploadDir(uploadDir);
    this.files = { kind: 'directory', publicDir: uploadDir, fileOf: (storedPath) => this.fileOf(storedPath) };
  }

  /** The directory a folder's files are in: UPLOAD_DIR (served), or the private one beside it. */
  private rootOf(folder: string): string {
    return isPrivateFolder(folder) ? this.privateDir : this.uploadDir;
  }

  /** The file of a stored path (uploads/<folder>/<name>) on the disk. */
  private fileOf(storedPath: string): string {
    return path.join(this.rootOf(folderOf(storedPath)), storedPath.slice('uploads/'.length));
  }

  async save(folder: string, data: Buffer, extension: string, variants: readonly PictureVariant[] = []): Promise<string> {
    const plan = planSave(folder, extension, variants);
    const { stored } = plan;
    await mkdir(path.join(this.rootOf(folder), folder), { recursive: true });
    try {
      // Variants first: once the original (the path a row holds) exists, so does every variant it names.
      for (const variant of plan.variants) await writeFile(this.fileOf(variant.path), variant.data, { flag: 'wx' });
      await writeFile(this.fileOf(stored), data, { flag: 'wx' });
    } catch (error) {
      await this.remove(stored);
      throw error;
    }
    return stored;
  }

  async remove(storedPath: string): Promise<void> {
    const match = STORED.exec(storedPath);
    if (!match) return;
    const files = [storedPath, ...variantPaths(storedPath).map((v) => v.path)];
    await Promise.all(files.map((file) => rm(path.join(this.rootOf(match[1]), match[1], path.basename(file)), { force: true })));
  }

  /**
   * A hard link where the file and the upload folder are on one file system (no bytes copied: every test
   * database seeds the demo pictures), a copy otherwise. Nothing writes into a stored file (the storage
   * only creates and deletes), so a link to the seed's cache is safe.
   */
  async place(files: readonly PlacedFile[]): Promise<PlaceOutcome> {
    const folders = new Set(files.map((f) => path.dirname(f.storedPath.slice('uploads/'.length))));
    await Promise.all([...folders].map((folder) => mkdir(path.join(this.uploadDir, folder), { recursive: true })));
    await eachLimited(files, 16, async ({ storedPath, localFile }) => {
      const to = this.fileOf(storedPath);
      if (path.resolve(to) === path.resolve(localFile)) return;
      // A file left there by an earlier seed goes first: copying onto a link of the same file would empty both.
      await rm(to, { force: true });
      await link(localFile, to).catch(() => copyFile(localFile, to));
    });
    return { stored: files.length, kept: 0 };
  }

  async movePrivateFromPublic(): Promise<number> {
    let moved = 0;
    for (const folder of PRIVATE_FOLDERS) {
      const from = path.join(this.uploadDir, folder);
      const names = await readdir(from).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      if (names.length === 0) continue;
      const to = path.join(this.privateDir, folder);
      await mkdir(to, { recursive: true });
      for (const name of names) {
        const source = path.join(from, name);
        const target = path.join(to, name);
        try {
          await rename(source, target);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          // Taken by another server starting at the same moment.
          if (code === 'ENOENT') continue;
          // UPLOAD_DIR on a file system of its own (a mounted volume): copy, then remove.
          if (code !== 'EXDEV') throw error;
          await copyFile(source, target);
          await rm(source, { force: true });
        }
        moved++;
      }
      // Only once empty: an older server still running during a rolling deploy may have just saved one there.
      await rmdir(from).catch(() => undefined);
    }
    return moved;
  }

  async check(): Promise<void> {
    // The folder is made on the first upload.
  }

  close(): void {
    // Nothing held open.
  }
}
