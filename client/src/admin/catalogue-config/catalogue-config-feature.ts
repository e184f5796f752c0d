import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import type { AdminFeature } from '../../shared/admin/admin-feature';
import { DASHBOARD_PATH } from '../dashboard/dashboard-urls';
import { CATALOGUE_CONFIG_PATHS as PATHS, catalogueConfigUrls } from './catalogue-config-urls';
import { CatalogueHubView } from './views/catalogue-hub-view';
import {
  CaratsView,
  CategoriesView,
  ColorsView,
  CurrenciesView,
  MetalTypesView,
  SizesView,
  SubcategoriesView,
} from './views/catalogue-resource-views';

// The hub ("Product Attributes") and the seven settings it links to, each a page under it.
export const catalogueConfigFeature = {
  name: 'catalogue-config',
  routes: [
    { path: PATHS.hub, view: CatalogueHubView, title: 'Product Attributes', parent: DASHBOARD_PATH },
    { path: PATHS.metalTypes, view: MetalTypesView, title: 'Metal Types', parent: PATHS.hub },
    { path: PATHS.carats, view: CaratsView, title: 'Carats', parent: PATHS.hub },
    { path: PATHS.categories, view: CategoriesView, title: 'Categories', parent: PATHS.hub },
    { path: PATHS.subcategories, view: SubcategoriesView, title: 'Subcategories', parent: PATHS.hub },
    { path: PATHS.sizes, view: SizesView, title: 'Sizes', parent: PATHS.hub },
    { path: PATHS.currencies, view: CurrenciesView, title: 'Currencies', parent: PATHS.hub },
    { path: PATHS.colors, view: ColorsView, title: 'Colors', parent: PATHS.hub },
  ],
  menu: { label: 'Product Attributes', icon: CategoryOutlinedIcon, order: 30, to: catalogueConfigUrls.hub() },
  urls: catalogueConfigUrls,
} satisfies AdminFeature;
