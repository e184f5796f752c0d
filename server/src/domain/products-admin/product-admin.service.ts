import type { DataSource } from 'typeorm';
import type { FileStorage } from '../../storage/file-storage';

/** Back-office products: a product with its colours (and images), carats (and prices) and sizes, in one transaction. */
export class ProductAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}
}
