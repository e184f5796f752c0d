import { categoryPath, pagePath } from '@shop/contracts';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductDetailData } from './product-detail-data';

const breadcrumbsSx = {
  fontSize: '0.82rem',
  mb: { xs: 2, md: 3 },
  '& ol': { flexWrap: 'nowrap' },
  '& li:last-of-type': { minWidth: 0 },
} as const;

/** Home › category › product, above the product page. */
export function ProductBreadcrumbs({ product }: { product: ProductDetailData }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={breadcrumbsSx}>
      <Link component={RouterLink} to={pagePath('home')} color="text.secondary">
        Home
      </Link>
      {product.category ? (
        <Link component={RouterLink} to={categoryPath(product.category.id)} color="text.secondary">
          {product.category.name}
        </Link>
      ) : null}
      <Typography color="text.primary" aria-current="page" noWrap sx={{ fontSize: 'inherit' }}>
        {product.name}
      </Typography>
    </Breadcrumbs>
  );
}
