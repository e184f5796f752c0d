import { createElement } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { isRedirect } from '../../shared/admin/admin-feature';
import type { AdminRoute } from '../../shared/admin/admin-feature';
import { AdminLayout } from '../layouts/admin-layout';
import { ADMIN_FEATURES } from './admin-features';
import { AdminNotFoundView } from './admin-not-found-view';

const routeObjectOf = (route: AdminRoute): RouteObject => {
  const element = isRedirect(route) ? <Navigate to={route.redirectTo} replace /> : createElement(route.view);
  return route.path === '' ? { index: true, element } : { path: route.path, element };
};

/** The back-office's routes under /admin: every feature's, inside the back-office frame; any other address is "not found". */
export const ADMIN_ROUTES: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [...ADMIN_FEATURES.flatMap((feature) => feature.routes.map(routeObjectOf)), { path: '*', element: <AdminNotFoundView /> }],
  },
];

/**
 * The whole back-office route tree (the router wraps it in AdminGuard). It is loaded with React.lazy from the app router, so its code
 * (and everything only it imports) lives in a separate chunk that shoppers never download.
 */
export function AdminArea() {
  return useRoutes(ADMIN_ROUTES);
}
