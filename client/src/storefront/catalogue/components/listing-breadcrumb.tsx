import { pagePath } from '@shop/contracts';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** Home / … / the current listing ('Search: {text}', the chosen subcategory or the category). */
export function ListingBreadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const current = trail[trail.length - 1];
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ fontSize: '0.82rem' }}>
      <Link component={RouterLink} to={pagePath('home')} color="text.secondary">
        Home
      </Link>
      {trail.slice(0, -1).map((crumb) => (
        <Link key={crumb.label} component={RouterLink} to={crumb.to ?? '.'} color="text.secondary">
          {crumb.label}
        </Link>
      ))}
      {current ? (
        <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit' }} data-testid="listing-breadcrumb">
          {current.label}
        </Typography>
      ) : null}
    </Breadcrumbs>
  );
}
