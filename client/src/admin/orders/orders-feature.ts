import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { listPageFeature } from '../../shared/admin/admin-feature';
import { DASHBOARD_PATH } from '../dashboard/dashboard-urls';
import { ORDERS_PATH, ordersUrls } from './orders-urls';
import { OrdersView } from './views/orders-view';

export const ordersFeature = listPageFeature(
  'orders',
  { path: ORDERS_PATH, view: OrdersView, title: 'Orders', parent: DASHBOARD_PATH },
  { label: 'Orders', icon: ReceiptLongOutlinedIcon, order: 50 },
  ordersUrls,
);
