import { Navigate, Route, Routes } from 'react-router-dom';
import { CatalogueHubView } from '../../admin/catalogue-config/views/catalogue-hub-view';
import {
  CaratsView,
  CategoriesView,
  ColorsView,
  CurrenciesView,
  MetalTypesView,
  SizesView,
  SubcategoriesView,
} from '../../admin/catalogue-config/views/catalogue-resource-views';
import { ContactsView } from '../../admin/contacts/views/contacts-view';
import { DashboardView } from '../../admin/dashboard/views/dashboard-view';
import { CouriersView } from '../../admin/couriers/views/couriers-view';
import { InstagramView } from '../../admin/instagram/views/instagram-view';
import { OrdersView } from '../../admin/orders/views/orders-view';
import { ProductCaratsView, ProductColorsView, ProductVariantsView } from '../../admin/product-parts/views/product-parts-views';
import { ProductsView } from '../../admin/products/views/products-view';
import { SliderView } from '../../admin/slider/views/slider-view';
import { UsersView } from '../../admin/users/views/users-view';
import { AdminLayout } from '../layouts/admin-layout';
import { AdminNotFoundView } from './admin-not-found-view';

/**
 * The whole back-office route tree (the router wraps it in AdminGuard). It is loaded with React.lazy from the app router, so its code
 * (and everything only it imports) lives in a separate chunk that shoppers never download.
 */
export function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardView />} />
        <Route path="admindashboard" element={<CatalogueHubView />} />
        <Route path="metal-types" element={<MetalTypesView />} />
        <Route path="carats" element={<CaratsView />} />
        <Route path="categories" element={<CategoriesView />} />
        <Route path="subcategories" element={<SubcategoriesView />} />
        <Route path="sizes" element={<SizesView />} />
        <Route path="currencies" element={<CurrenciesView />} />
        <Route path="colors" element={<ColorsView />} />
        <Route path="orders" element={<OrdersView />} />
        <Route path="couriers" element={<CouriersView />} />
        <Route path="slider" element={<SliderView />} />
        <Route path="users" element={<UsersView />} />
        <Route path="contact" element={<ContactsView />} />
        <Route path="instagram" element={<InstagramView />} />
        <Route path="products" element={<ProductsView />} />
        <Route path="product-colors" element={<ProductColorsView />} />
        <Route path="product-carats" element={<ProductCaratsView />} />
        <Route path="product-variants" element={<ProductVariantsView />} />
        {/* The legacy dashboard linked its product count to /admin/frame (a frame-shop remnant, docs/decisions.md#frame-shop-remnants). */}
        <Route path="frame" element={<Navigate to="/admin/products" replace />} />
        <Route path="*" element={<AdminNotFoundView />} />
      </Route>
    </Routes>
  );
}
