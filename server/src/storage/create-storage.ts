import type { AppConfig } from '../config';
import { type FileStorage, LocalDiskStorage } from './file-storage';
import { S3Storage } from './s3-storage';

/** The storage the configuration names: the S3-compatible bucket of S3_BUCKET, else the local disk under UPLOAD_DIR. */
export function createFileStorage(config: Pick<AppConfig, 'uploadDir'> & Partial<Pick<AppConfig, 'storage'>>): FileStorage {
  const storage = config.storage ?? { kind: 'local' };
  return storage.kind === 's3' ? new S3Storage(storage) : new LocalDiskStorage(config.uploadDir);
}
