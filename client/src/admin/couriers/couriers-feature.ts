import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { listPageFeature } from '../../shared/admin/admin-feature';
import { ORDERS_PATH } from '../orders/orders-urls';
import { COURIERS_PATH, couriersUrls } from './couriers-urls';
import { CouriersView } from './views/couriers-view';

// The couriers the Ship dialog offers: under Orders in the trail, and next to them in the menu.
export const couriersFeature = listPageFeature(
  'couriers',
  { path: COURIERS_PATH, view: CouriersView, title: 'Couriers', parent: ORDERS_PATH },
  { label: 'Couriers', icon: LocalShippingOutlinedIcon, order: 60 },
  couriersUrls,
);
