import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { markedName, type PictureVariant, variantPaths } from './picture-variants';

export type { PictureVariant } from './picture-variants';

/**
 * Where uploaded files live. Stored paths are relative to the API base (`uploads/<folder>/<name>`), as
 * the specifications expect; the app serves them under /api/uploads. Local disk now; an S3-compatible
 * bucket implements the same two methods when the shop runs on several machines (docs/decisions.md#uploads).
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
}

const FOLDER = /^[a-z0-9-]{1,40}$/;
const EXTENSION = /^[a-z0-9]{1,5}$/;
const STORED = /^uploads\/([a-z0-9-]{1,40})\/([a-f0-9]{32}(?:-v\d{3,4})?\.[a-z0-9]{1,5}|[a-z0-9-]{1,80}\.webp)$/;

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly uploadDir: string) {}

  async save(folder: string, data: Buffer, extension: string, variants: readonly PictureVariant[] = []): Promise<string> {
    if (!FOLDER.test(folder) || !EXTENSION.test(extension)) throw new Error(`bad storage folder or extension: ${folder} ${extension}`);
    const name = markedName(
      randomBytes(16).toString('hex'),
      extension,
      variants.map((v) => v.width),
    );
    const stored = `uploads/${folder}/${name}`;
    const dir = path.join(this.uploadDir, folder);
    await mkdir(dir, { recursive: true });
    try {
      // Variants first: once the original (the path a row holds) exists, so does every variant it names.
      const named = new Map(variantPaths(stored).map((v) => [v.width, v.path]));
      if (named.size !== variants.length) throw new Error('variants must be every standard width below the largest one');
      for (const variant of variants) {
        const variantPath = named.get(variant.width);
        if (!variantPath) throw new Error(`not a variant width: ${variant.width}`);
        await writeFile(path.join(this.uploadDir, variantPath.slice('uploads/'.length)), variant.data, { flag: 'wx' });
      }
      await writeFile(path.join(dir, name), data, { flag: 'wx' });
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
    await Promise.all(files.map((file) => rm(path.join(this.uploadDir, match[1], path.basename(file)), { force: true })));
  }
}
