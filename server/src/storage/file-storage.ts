import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Stored paths are relative to the API base (`uploads/<folder>/<name>`), as
 * the specifications expect; the app serves them under /api/uploads. Local disk now; an S3-compatible
 * bucket implements the same two methods when the shop runs on several machines (docs/decisions.md#uploads).
 */
export interface FileStorage {
  /** Stores `data` under a server-chosen name and returns its stored path, e.g. uploads/slider/3f2a….webp. */
  save(folder: string, data: Buffer, extension: string): Promise<string>;
  /** Deletes a stored path; a path that is not ours (an external URL) or already gone is ignored. */
  remove(storedPath: string): Promise<void>;
}

const FOLDER = /^[a-z0-9-]{1,40}$/;
const EXTENSION = /^[a-z0-9]{1,5}$/;
const STORED = /^uploads\/([a-z0-9-]{1,40})\/([a-f0-9]{32}\.[a-z0-9]{1,5}|[a-z0-9-]{1,80}\.webp)$/;

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly uploadDir: string) {}

  async save(folder: string, data: Buffer, extension: string): Promise<string> {
    if (!FOLDER.test(folder) || !EXTENSION.test(extension)) throw new Error(`bad storage folder or extension: ${folder} ${extension}`);
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    const dir = path.join(this.uploadDir, folder);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), data, { flag: 'wx' });
    return `uploads/${folder}/${name}`;
  }

  async remove(storedPath: string): Promise<void> {
    const match = STORED.exec(storedPath);
    if (!match) return;
    await rm(path.join(this.uploadDir, match[1], match[2]), { force: true });
  }
}
