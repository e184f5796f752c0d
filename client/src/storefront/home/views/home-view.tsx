import { ALL_JEWELLERY_PATH, categoryPath, pagePath } from '@shop/contracts';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import {
  HomeCategoriesDocument,
  HomeCollagePostsDocument,
  HomeNewArrivalsDocument,
  HomeSetProductsDocument,
  HomeSliderImagesDocument,
} from '../home.generated';
import { useShopCurrency } from '../../../shared/money/use-shop-currency';
import { BenefitsStrip } from '../../../shared/ui/benefits-strip';
import { SectionHeading } from '../../../shared/ui/section-heading';
import { BrandBanner } from '../components/brand-banner';
import { CategoryGrid } from '../components/category-grid';
import { COLLAGE_SIZE, ImageCollage } from '../components/image-collage';
import { HeroSlider } from '../components/hero-slider';
import type { HeroState } from '../components/hero-slider';
import { MissionVision } from '../components/mission-vision';
import { ProductRow } from '../components/product-row';
import { WhyChooseUs } from '../components/why-choose-us';
import { findSetCategory } from '../set-category';

const NEW_ARRIVALS_COUNT = 12;
const SET_COUNT = 8;

const retry = (refetch: () => Promise<unknown>) => () => {
  refetch().catch(() => undefined);
};

/** The home page's reads: the slides, new arrivals, categories, the sets row and the collage. */
function useHomeData() {
  // The account currency when signed in, else the guest's choice; the argument also keys the cache per currency.
  const { currencyCode } = useShopCurrency();

  const slider = useQuery(HomeSliderImagesDocument);
  const arrivals = useQuery(HomeNewArrivalsDocument, { variables: { first: NEW_ARRIVALS_COUNT, currencyCode } });
  const categories = useQuery(HomeCategoriesDocument);
  const setCategory = findSetCategory(categories.data?.categories);
  const sets = useQuery(HomeSetProductsDocument, {
    variables: { categoryId: setCategory?.id ?? 0, first: SET_COUNT, currencyCode },
    skip: !setCategory,
  });
  const collage = useQuery(HomeCollagePostsDocument, { variables: { first: COLLAGE_SIZE } });

  const heroState: HeroState = slider.data
    ? { status: 'ready', slides: slider.data.sliderImages }
    : slider.error
      ? { status: 'error', onRetry: retry(slider.refetch) }
      : { status: 'loading' };

  // Without a sets category the row shows the new arrivals, as the original storefront's did.
  const setRow = setCategory
    ? { products: sets.data?.products.items, loading: sets.loading, failed: Boolean(sets.error), onRetry: retry(sets.refetch) }
    : {
        products: arrivals.data?.newArrivals,
        loading: arrivals.loading || categories.loading,
        failed: Boolean(arrivals.error),
        onRetry: retry(arrivals.refetch),
      };

  return { heroState, arrivals, categories, setCategory, setRow, collage };
}

export function HomeView() {
  const { heroState, arrivals, categories, setCategory, setRow, collage } = useHomeData();

  return (
    <Box data-testid="home-page">
      <HeroSlider state={heroState} />
      <BrandBanner />
      <BenefitsStrip />

      <Container component="section" aria-labelledby="new-arrivals-heading" maxWidth="xl" sx={{ py: { xs: 5, md: 10 } }}>
        <SectionHeading id="new-arrivals-heading" eyebrow="Just in" title="NEW ARRIVAL" viewAllTo={pagePath('all-jewellery')} />
        <ProductRow
          testId="new-arrivals"
          itemsLabel="new arrivals"
          errorText="Failed to load new arrivals"
          emptyText="No new arrivals found"
          products={arrivals.data?.newArrivals}
          loading={arrivals.loading}
          failed={Boolean(arrivals.error)}
          onRetry={retry(arrivals.refetch)}
        />
      </Container>

      <Box sx={{ bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Container component="section" aria-labelledby="categories-heading" maxWidth="xl" sx={{ py: { xs: 6, md: 10 } }}>
          <SectionHeading id="categories-heading" eyebrow="Explore" title="SHOP BY CATEGORIES" viewAllTo={ALL_JEWELLERY_PATH} />
          <CategoryGrid
            categories={categories.data?.categories}
            loading={categories.loading}
            failed={Boolean(categories.error)}
            onRetry={retry(categories.refetch)}
          />
        </Container>
      </Box>

      <WhyChooseUs />

      <Box sx={{ bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Container component="section" aria-labelledby="sets-heading" maxWidth="xl" sx={{ py: { xs: 6, md: 10 } }}>
          <SectionHeading
            id="sets-heading"
            eyebrow="Made to match"
            title="JEWELLERY SET"
            // Only once the categories are known: a link made before would lead to every product.
            viewAllTo={setCategory ? categoryPath(setCategory.id) : categories.loading ? undefined : pagePath('all-jewellery')}
          />
          <ProductRow
            testId="jewellery-sets"
            itemsLabel="jewellery sets"
            errorText="Failed to load jewellery sets"
            emptyText="No jewellery sets found"
            {...setRow}
          />
        </Container>
      </Box>

      <MissionVision />
      <ImageCollage
        posts={collage.data?.socialPosts}
        loading={collage.loading}
        failed={Boolean(collage.error)}
        onRetry={retry(collage.refetch)}
      />
    </Box>
  );
}
