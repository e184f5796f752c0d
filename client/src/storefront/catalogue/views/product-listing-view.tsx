import { useQuery } from '@apollo/client/react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { CatalogueListingCategoriesDocument } from '../../../graphql/generated/graphql';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** /allproduct and /allproduct/:categoryId ('all' = every category), with optional ?query=. Filters arrive later. */
export function ProductListingView() {
  const { categoryId = 'all' } = useParams();
  const [searchParams] = useSearchParams();
  const query = searchParams.get('query')?.trim() ?? '';
  const { data } = useQuery(CatalogueListingCategoriesDocument);
  const categoryName =
    categoryId === 'all' ? 'All Jewellery' : (data?.categories.find((c) => String(c.id) === categoryId)?.name ?? 'Jewellery');
  const crumb = query ? `Search: ${query}` : categoryName;

  return (
    <>
      <Container maxWidth="xl" sx={{ pt: 3 }}>
        <Breadcrumbs aria-label="Breadcrumb">
          <Link component={RouterLink} to="/">
            Home
          </Link>
          <Typography color="text.primary" sx={{ fontSize: 'inherit' }} data-testid="listing-breadcrumb">
            {crumb}
          </Typography>
        </Breadcrumbs>
      </Container>
      <PlaceholderPage
        testId="listing-page"
        eyebrow="The collection"
        title={query ? `Results for “${query}”` : categoryName}
        action={{ label: 'Back to home', to: '/' }}
      >
        Filtering by subcategory, colour and price is on its way. Until then, explore our new arrivals on the home page.
      </PlaceholderPage>
    </>
  );
}
