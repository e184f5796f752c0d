import type { DataSource } from 'typeorm';
import type { FileStorage } from '../../storage/file-storage';

/** Back-office catalogue configuration: metal types, carats, categories, subcategories, sizes, currencies, colours. */
export class CatalogueConfigService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}
}
