import { adminPath } from '../../shared/admin/admin-paths';

/** The catalogue settings: the hub (its legacy address, admindashboard) and one page per setting under it. */
export const CATALOGUE_CONFIG_PATHS = {
  hub: 'admindashboard',
  metalTypes: 'metal-types',
  carats: 'carats',
  categories: 'categories',
  subcategories: 'subcategories',
  sizes: 'sizes',
  currencies: 'currencies',
  colors: 'colors',
} as const;

export const catalogueConfigUrls = {
  hub: () => adminPath(CATALOGUE_CONFIG_PATHS.hub),
  metalTypes: () => adminPath(CATALOGUE_CONFIG_PATHS.metalTypes),
  carats: () => adminPath(CATALOGUE_CONFIG_PATHS.carats),
  categories: () => adminPath(CATALOGUE_CONFIG_PATHS.categories),
  subcategories: () => adminPath(CATALOGUE_CONFIG_PATHS.subcategories),
  sizes: () => adminPath(CATALOGUE_CONFIG_PATHS.sizes),
  currencies: () => adminPath(CATALOGUE_CONFIG_PATHS.currencies),
  colors: () => adminPath(CATALOGUE_CONFIG_PATHS.colors),
};
