import type { DataSource } from 'typeorm';
import type { FileStorage } from '../../storage/file-storage';

/** Back-office content: slider images, social posts, contact inquiries. */
export class ContentAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}
}
