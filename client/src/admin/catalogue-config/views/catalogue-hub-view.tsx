import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { AdminPageHeader } from '../../../shared/ui/admin-page-header';

/** The seven catalogue settings of back-office spec §2, each linking to its page. */
const CATALOGUE_ENTITIES = [
  { title: 'Metal Types', text: 'Gold, platinum… and their base rate per gram', to: '/admin/metal-types' },
  { title: 'Carats', text: 'Purities per metal and their price multiplier', to: '/admin/carats' },
  { title: 'Categories', text: 'Rings, necklaces, earrings… with their images', to: '/admin/categories' },
  { title: 'Subcategories', text: 'Finer groups within each category', to: '/admin/subcategories' },
  { title: 'Sizes', text: 'Ring and bracelet sizes offered', to: '/admin/sizes' },
  { title: 'Currencies', text: 'Currencies and their rate to INR', to: '/admin/currencies' },
  { title: 'Colors', text: 'Metal colours such as yellow, white and rose', to: '/admin/colors' },
] as const;

export function CatalogueHubView() {
  return (
    <Box data-testid="admin-catalogue-hub">
      <AdminPageHeader title="Product Attributes" subtitle="The building blocks every product is made from." />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {CATALOGUE_ENTITIES.map((entity) => (
          <Paper
            key={entity.to}
            component={RouterLink}
            to={entity.to}
            variant="outlined"
            data-testid="catalogue-hub-card"
            sx={{
              p: 3,
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              textDecoration: 'none',
              color: 'inherit',
              '&:hover': { borderColor: 'primary.main' },
              '&:hover .hub-arrow': { transform: 'translateX(4px)', color: 'primary.dark' },
            }}
          >
            <Box sx={{ flex: 1 }}>
              <Typography variant="h5" component="h2">
                {entity.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {entity.text}
              </Typography>
            </Box>
            <ChevronRightIcon className="hub-arrow" sx={{ color: 'text.secondary', transition: 'transform 200ms ease' }} />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
