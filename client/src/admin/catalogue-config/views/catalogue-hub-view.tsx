import type { SvgIconComponent } from '@mui/icons-material';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import StraightenIcon from '@mui/icons-material/Straighten';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { catalogueConfigUrls } from '../catalogue-config-urls';
import { type CatalogueHubCountsQuery, CatalogueHubCountsDocument } from '../catalogue-config.generated';
import { AdminPageHeader } from '../../../shared/ui/admin-page-header';
import { iconDiscSx } from '../../../shared/ui/icon-ring';
import { plainListSx } from '../../../shared/ui/plain-list';

interface HubEntity {
  title: string;
  text: string;
  to: string;
  icon: SvgIconComponent;
  count: (data: CatalogueHubCountsQuery) => number;
  /** 'metal type' / 'metal types' */
  one: string;
  many: string;
}

/** The seven catalogue settings of docs/specifications.md#back-office-2-screens, each linking to its page. */
const CATALOGUE_ENTITIES: readonly HubEntity[] = [
  {
    title: 'Metal Types',
    text: 'Gold, platinum… and their base rate per gram',
    to: catalogueConfigUrls.metalTypes(),
    icon: WorkspacesOutlinedIcon,
    count: (d) => d.metalTypes.length,
    one: 'metal type',
    many: 'metal types',
  },
  {
    title: 'Carats',
    text: 'Purities per metal and their price multiplier',
    to: catalogueConfigUrls.carats(),
    icon: DiamondOutlinedIcon,
    count: (d) => d.carats.length,
    one: 'carat',
    many: 'carats',
  },
  {
    title: 'Categories',
    text: 'Rings, necklaces, earrings… with their images',
    to: catalogueConfigUrls.categories(),
    icon: CategoryOutlinedIcon,
    count: (d) => d.categories.length,
    one: 'category',
    many: 'categories',
  },
  {
    title: 'Subcategories',
    text: 'Finer groups within each category',
    to: catalogueConfigUrls.subcategories(),
    icon: AccountTreeOutlinedIcon,
    count: (d) => d.subcategories.length,
    one: 'subcategory',
    many: 'subcategories',
  },
  {
    title: 'Sizes',
    text: 'Ring and bracelet sizes offered',
    to: catalogueConfigUrls.sizes(),
    icon: StraightenIcon,
    count: (d) => d.sizes.length,
    one: 'size',
    many: 'sizes',
  },
  {
    title: 'Currencies',
    text: 'Currencies and their rate to INR',
    to: catalogueConfigUrls.currencies(),
    icon: CurrencyExchangeIcon,
    count: (d) => d.currencies.length,
    one: 'currency',
    many: 'currencies',
  },
  {
    title: 'Colors',
    text: 'Metal colours such as yellow, white and rose',
    to: catalogueConfigUrls.colors(),
    icon: PaletteOutlinedIcon,
    count: (d) => d.colors.length,
    one: 'color',
    many: 'colors',
  },
];

/** One setting's card: its icon, title and text, how many there are (a skeleton while counting), linking to its page. */
function HubCard({ entity, count, loading }: { entity: HubEntity; count: number | null; loading: boolean }) {
  const Icon = entity.icon;
  return (
    <Box component="li">
      <Paper
        component={RouterLink}
        to={entity.to}
        variant="outlined"
        data-testid="catalogue-hub-card"
        sx={{
          p: 3,
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          textDecoration: 'none',
          color: 'inherit',
          transition: 'border-color 200ms ease',
          '&:hover': { borderColor: 'primary.main' },
          '&:hover .hub-arrow': { transform: 'translateX(4px)', color: 'primary.dark' },
        }}
      >
        <Box aria-hidden sx={{ width: 44, height: 44, ...iconDiscSx }}>
          <Icon />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2">
            {entity.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {entity.text}
          </Typography>
          <Typography
            variant="caption"
            component="p"
            sx={{ mt: 0.75, fontWeight: 600, color: 'primary.dark', letterSpacing: '0.04em' }}
            data-testid="catalogue-hub-count"
          >
            {count !== null ? (
              count === 0 ? (
                'None yet'
              ) : (
                `${count} ${count === 1 ? entity.one : entity.many}`
              )
            ) : loading ? (
              <Skeleton width={72} aria-label="Loading count" />
            ) : null}
          </Typography>
        </Box>
        <ChevronRightIcon className="hub-arrow" sx={{ color: 'text.secondary', transition: 'transform 200ms ease' }} />
      </Paper>
    </Box>
  );
}

/** The catalogue hub (/admin/admindashboard): seven cards with how many of each there are. */
export function CatalogueHubView() {
  const { data, loading, error, refetch } = useQuery(CatalogueHubCountsDocument);
  return (
    <Box data-testid="admin-catalogue-hub">
      <AdminPageHeader title="Product Attributes" subtitle="The building blocks every product is made from." />
      {error && !data ? (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          data-testid="catalogue-hub-error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              Retry
            </Button>
          }
        >
          Failed to fetch the catalogue counts. The pages below still open.
        </Alert>
      ) : null}
      <Box
        component="ul"
        sx={{
          ...plainListSx,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {CATALOGUE_ENTITIES.map((entity) => (
          <HubCard key={entity.to} entity={entity} count={data ? entity.count(data) : null} loading={loading} />
        ))}
      </Box>
    </Box>
  );
}
