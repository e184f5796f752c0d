import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import type { AdminFeature } from '../../shared/admin/admin-feature';
import { DASHBOARD_PATH } from '../dashboard/dashboard-urls';
import { PRODUCTS_PATH, productsUrls } from './products-urls';
import { ProductsView } from './views/products-view';

export const productsFeature = {
  name: 'products',
  routes: [
    { path: PRODUCTS_PATH, view: ProductsView, title: 'Products', parent: DASHBOARD_PATH },
    // The legacy dashboard linked its product count to /admin/frame (a frame-shop remnant, docs/decisions.md#frame-shop-remnants).
    { path: 'frame', redirectTo: productsUrls.list() },
  ],
  menu: { label: 'Products', icon: DiamondOutlinedIcon, order: 40, to: productsUrls.list() },
  urls: productsUrls,
} satisfies AdminFeature;
