import type { DataSource } from 'typeorm';
import type { FileStorage } from '../../storage/file-storage';
import { CategoriesConfig } from './categories.service';
import { CurrenciesConfig } from './currencies.service';
import { MetalTypesConfig } from './metal-types.service';
import { COLOURS, NamedOptionsConfig, SIZES } from './named-options.service';

/**
 * Back-office catalogue configuration (docs/specifications.md#back-office-3-entities,
 * docs/specifications.md#back-office-5-validation, docs/specifications.md#back-office-7-calls): metal types
 * and carats, categories and subcategories, sizes, colours and currencies, split by use case. Shared by the
 * admin GraphQL resolver and the legacy REST routes; every method takes the request context first and is for
 * administrators only. Deleting a record that is still in use is an InUseError and deletes nothing.
 */
export class CatalogueConfigService {
  /** Metal types and their carats; rate changes re-price auto entries. */
  readonly metals: MetalTypesConfig;
  /** Categories (with pictures) and subcategories. */
  readonly categories: CategoriesConfig;
  readonly sizes: NamedOptionsConfig<typeof SIZES.entity>;
  readonly colors: NamedOptionsConfig<typeof COLOURS.entity>;
  /** Currencies; INR is the reference and stays at rate 1. */
  readonly currencies: CurrenciesConfig;

  constructor(dataSource: DataSource, storage: FileStorage) {
    this.metals = new MetalTypesConfig(dataSource);
    this.categories = new CategoriesConfig(dataSource, storage);
    this.sizes = new NamedOptionsConfig(dataSource, SIZES);
    this.colors = new NamedOptionsConfig(dataSource, COLOURS);
    this.currencies = new CurrenciesConfig(dataSource);
  }
}
