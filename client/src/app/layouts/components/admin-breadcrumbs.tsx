import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { adminDocumentTitle, breadcrumbTrail } from '../../../shared/admin/breadcrumbs';
import { SHOP_NAME } from '@shop/contracts';
import { ADMIN_PAGES } from '../../admin/admin-features';

/**
 * The trail above every back-office page (Dashboard › Product Attributes › Metal Types) and the
 * browser tab's title, both from the pages of the features' descriptors, so a new page gets them by being a route there.
 */
export function AdminBreadcrumbs() {
  const { pathname } = useLocation();
  const trail = useMemo(() => breadcrumbTrail(pathname, ADMIN_PAGES), [pathname]);
  const current = trail[trail.length - 1]?.label ?? '';

  useEffect(() => {
    document.title = adminDocumentTitle(current, SHOP_NAME);
  }, [current]);

  return (
    <Breadcrumbs aria-label="Breadcrumb" separator={<NavigateNextIcon fontSize="small" />} sx={{ mb: 2 }} data-testid="admin-breadcrumbs">
      {trail.map((crumb) =>
        crumb.to ? (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="text.secondary" variant="body2">
            {crumb.label}
          </Link>
        ) : (
          <Typography key="current" variant="body2" color="text.primary" aria-current="page" sx={{ fontWeight: 600 }}>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
