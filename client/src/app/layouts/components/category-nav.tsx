import { ALL_JEWELLERY_PATH, categoryPath, pagePath } from '@shop/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { NavLink } from 'react-router-dom';

export interface HeaderCategory {
  id: number;
  name: string;
}

const navLinkSx = {
  fontSize: '0.74rem',
  fontWeight: 600,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  color: 'text.primary',
  textDecoration: 'none',
  py: 1.5,
  borderBottom: '2px solid transparent',
  whiteSpace: 'nowrap',
  '&:hover': { color: 'primary.dark' },
  '&.active': { borderBottomColor: 'primary.main', color: 'primary.dark' },
} as const;

/** Wide screens: All Jewellery, each category, Design Your Own and Our Story under the header; the current one underlined. */
export function CategoryNav({ categories }: { categories: readonly HeaderCategory[] }) {
  return (
    <Box
      component="nav"
      aria-label="Categories"
      sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center', gap: { md: 4, lg: 6 }, px: 3, overflowX: 'auto' }}
    >
      <Link component={NavLink} to={ALL_JEWELLERY_PATH} sx={navLinkSx}>
        All Jewellery
      </Link>
      {categories.map((category) => (
        <Link key={category.id} component={NavLink} to={categoryPath(category.id)} sx={navLinkSx} data-testid="header-category-link">
          {category.name}
        </Link>
      ))}
      <Link component={NavLink} to={pagePath('design-your-own')} sx={navLinkSx} data-testid="header-design-link">
        Design Your Own
      </Link>
      <Link component={NavLink} to={pagePath('about')} sx={navLinkSx}>
        Our Story
      </Link>
    </Box>
  );
}
