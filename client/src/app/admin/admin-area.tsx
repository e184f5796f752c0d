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
import { DashboardView } from '../../admin/dashboard/views/dashboard-view';
import { AdminLayout } from '../layouts/admin-layout';
import { AdminPlaceholderView } from './admin-placeholder-view';

/** Back-office screens not built yet: child path under /admin, title, one line on what it will do. */
const PLANNED_SCREENS = [
  { path: 'users', title: 'Users', description: 'Search, review and remove user accounts.' },
  { path: 'orders', title: 'Orders', description: 'Regular and custom orders, their status and details.' },
  { path: 'slider', title: 'Slider Images', description: 'Images of the home page carousel.' },
  { path: 'products', title: 'Products', description: 'Products with their colours, carats, sizes and prices.' },
  { path: 'product-colors', title: 'Product Colours', description: 'Colours of each product and their images.' },
  { path: 'product-carats', title: 'Product Carats', description: 'Carats offered for each product.' },
  { path: 'product-variants', title: 'Product Variants', description: 'Size, colour and carat combinations.' },
  { path: 'instagram', title: 'Social Posts', description: 'Instagram posts shown on the storefront.' },
  { path: 'contact', title: 'Contact Inquiries', description: 'Messages sent through the contact form.' },
] as const;

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
        {PLANNED_SCREENS.map((screen) => (
          <Route
            key={screen.path}
            path={screen.path}
            element={<AdminPlaceholderView title={screen.title} description={screen.description} />}
          />
        ))}
        {/* The legacy dashboard linked its product count to /admin/frame (a frame-shop remnant, docs/decisions.md#frame-shop-remnants). */}
        <Route path="frame" element={<Navigate to="/admin/products" replace />} />
        <Route
          path="*"
          element={<AdminPlaceholderView notFound title="Page not found" description="There is no back-office screen at this address." />}
        />
      </Route>
    </Routes>
  );
}
