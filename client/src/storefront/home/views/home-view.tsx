import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import {
  HomeCategoriesDocument,
  HomeNewArrivalsDocument,
  HomeSliderImagesDocument,
} from '../../../graphql/generated/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { currencyCodeForId } from '../../../shared/money/format-money';
import { SectionHeading } from '../../../shared/ui/section-heading';
import { BenefitsStrip } from '../components/benefits-strip';
import { CategoryGrid } from '../components/category-grid';
import { HeroBanner } from '../components/hero-banner';
import type { HeroState } from '../components/hero-banner';
import { NewArrivalsRow } from '../components/new-arrivals-row';

const NEW_ARRIVALS_COUNT = 12;

export function HomeView() {
  const { user } = useAuth();
  // Signed-in shoppers get their account currency from the server; the argument also keys the cache per currency.
  const currencyCode = currencyCodeForId(user?.currency_id);

  const slider = useQuery(HomeSliderImagesDocument);
  const arrivals = useQuery(HomeNewArrivalsDocument, { variables: { first: NEW_ARRIVALS_COUNT, currencyCode } });
  const categories = useQuery(HomeCategoriesDocument);

  const heroState: HeroState = slider.data
    ? { status: 'ready', imageUrl: slider.data.sliderImages[0]?.imageUrl ?? null }
    : slider.error
      ? { status: 'error' }
      : { status: 'loading' };

  return (
    <Box data-testid="home-page">
      <HeroBanner state={heroState} />
      <BenefitsStrip />

      <Container component="section" aria-labelledby="new-arrivals-heading" maxWidth="xl" sx={{ py: { xs: 7, md: 10 } }}>
        <SectionHeading id="new-arrivals-heading" eyebrow="Just in" title="NEW ARRIVAL" viewAllTo="/allproduct" />
        <NewArrivalsRow
          products={arrivals.data?.newArrivals}
          loading={arrivals.loading}
          failed={Boolean(arrivals.error)}
          onRetry={() => arrivals.refetch().catch(() => undefined)}
        />
      </Container>

      <Box sx={{ bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Container component="section" aria-labelledby="categories-heading" maxWidth="xl" sx={{ py: { xs: 7, md: 10 } }}>
          <SectionHeading id="categories-heading" eyebrow="Explore" title="SHOP BY CATEGORIES" viewAllTo="/allproduct/all" />
          <CategoryGrid
            categories={categories.data?.categories}
            loading={categories.loading}
            failed={Boolean(categories.error)}
            onRetry={() => categories.refetch().catch(() => undefined)}
          />
        </Container>
      </Box>
    </Box>
  );
}
